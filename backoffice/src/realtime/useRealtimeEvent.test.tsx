import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetReadTimes, noteReadAt, type RealtimeClient } from '@tp/data-provider';
import { READ_AT_HEADER, SERVER_CLOCK_SKEW_MS } from '@tp/domain';
import { RealtimeProvider } from './RealtimeConnection.tsx';
import { useRealtimeEvent } from './useRealtimeEvent.ts';

/** A realtime client whose subscription the test confirms, with what the server would say. */
function confirmingRealtime() {
  const ready: ((confirmation?: unknown) => void)[] = [];
  const client: RealtimeClient = {
    subscribe(_channel, _event, _handler, onReady) {
      if (onReady) ready.push(onReady);
      return () => undefined;
    },
    disconnect: () => undefined,
    connectionState: () => 'connected',
  };
  return { client, ready };
}

function renderSubscriber(onSubscribed: () => void) {
  const realtime = confirmingRealtime();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider connector={() => Promise.resolve(realtime.client)}>
        {children}
      </RealtimeProvider>
    </QueryClientProvider>
  );
  renderHook(
    () => useRealtimeEvent('private-crm-user-1', 'inbox-change', vi.fn(), { onSubscribed }),
    {
      wrapper,
    },
  );
  return realtime;
}

describe('useRealtimeEvent: reading again once subscribed', () => {
  afterEach(() => forgetReadTimes());
  const firstReadAt = 5_000_000;

  it('reads again when the channel changed since the page first read, or nobody says', async () => {
    noteReadAt(new Headers({ [READ_AT_HEADER]: String(firstReadAt) }));
    for (const confirmation of [{ changed_at: firstReadAt + 10 }, undefined]) {
      const onSubscribed = vi.fn();
      const realtime = renderSubscriber(onSubscribed);
      await waitFor(() => expect(realtime.ready).toHaveLength(1));
      act(() => realtime.ready[0]!(confirmation));
      expect(onSubscribed).toHaveBeenCalledTimes(1);
    }
  });

  it('does not when the server says the channel was quiet since', async () => {
    noteReadAt(new Headers({ [READ_AT_HEADER]: String(firstReadAt) }));
    const onSubscribed = vi.fn();
    const realtime = renderSubscriber(onSubscribed);
    await waitFor(() => expect(realtime.ready).toHaveLength(1));
    act(() => realtime.ready[0]!({ changed_at: firstReadAt - SERVER_CLOCK_SKEW_MS - 1 }));
    expect(onSubscribed).not.toHaveBeenCalled();
  });
});
