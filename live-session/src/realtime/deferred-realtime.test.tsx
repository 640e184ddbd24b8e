import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWindow } from '@tp/mocks/fake-window';
import { READ_AT_HEADER, SERVER_CLOCK_SKEW_MS } from '@tp/domain';
import {
  SETTLE_TIMEOUT_MS,
  forgetReadTimes,
  noteReadAt,
  type HttpClient,
  type HttpResponse,
  type RealtimeClient,
} from '@tp/data-provider';
import { AppServicesContext } from '../app/AppServicesContext.ts';
import type { AppServices } from '../app/services.ts';
import { QUIET_MS, createApiActivity, type PageLoad } from './page-settled.ts';
import { useRealtimeEvent, type RealtimeEventOptions } from './useRealtimeEvent.ts';

/** An HTTP client whose calls answer when the test says. */
function heldClient() {
  const pending = new Map<string, () => void>();
  const client = (<T,>(path: string) =>
    new Promise<HttpResponse<T>>((resolve) =>
      pending.set(path, () =>
        resolve({ status: 200, headers: new Headers(), json: null as T, text: '' }),
      ),
    )) as HttpClient;
  return { client, answer: (path: string) => pending.get(path)?.() };
}

/** Whether `promise` has resolved once `ms` of timers (the quiet wait by default) have run. */
async function isResolved(promise: Promise<void>, ms = QUIET_MS + 1): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await vi.advanceTimersByTimeAsync(ms);
  return resolved;
}

describe('createApiActivity: when the page has its first data', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a call of the page, not for the sign-in check or the settings', async () => {
    const activity = createApiActivity(fakeWindow().target);
    const { client, answer } = heldClient();
    const tracked = activity.track(client);
    void tracked('/api/session.json');
    void tracked('/api/config.json');
    void tracked('/api/v2/sessions?filter=week');
    const settled = activity.settled();
    answer('/api/session.json');
    answer('/api/config.json');
    expect(await isResolved(settled)).toBe(false);
    expect(activity.hasSettled()).toBe(false);
    answer('/api/v2/sessions?filter=week');
    expect(await isResolved(settled)).toBe(true);
    expect(activity.hasSettled()).toBe(true);
  });

  it('waits while another call is still on its way', async () => {
    const activity = createApiActivity(fakeWindow().target);
    const { client, answer } = heldClient();
    const tracked = activity.track(client);
    void tracked('/api/v2/sessions');
    void tracked('/api/v2/notices/count');
    const settled = activity.settled();
    answer('/api/v2/sessions');
    expect(await isResolved(settled)).toBe(false);
    answer('/api/v2/notices/count');
    expect(await isResolved(settled)).toBe(true);
  });

  it('waits for the page to load first', async () => {
    const page = fakeWindow('interactive');
    const activity = createApiActivity(page.target);
    const { client, answer } = heldClient();
    void activity.track(client)('/api/v2/sessions');
    answer('/api/v2/sessions');
    const settled = activity.settled();
    expect(await isResolved(settled)).toBe(false);
    page.load();
    expect(await isResolved(settled)).toBe(true);
  });

  it('waits out a quiet moment, so that a page loading in steps is not cut short', async () => {
    const activity = createApiActivity(fakeWindow().target);
    const { client, answer } = heldClient();
    const tracked = activity.track(client);
    void tracked('/api/v2/enrollments');
    const settled = activity.settled();
    answer('/api/v2/enrollments');
    expect(await isResolved(settled, QUIET_MS - 50)).toBe(false);
    void tracked('/api/v2/sessions');
    expect(await isResolved(settled)).toBe(false);
    answer('/api/v2/sessions');
    expect(await isResolved(settled, QUIET_MS - 50)).toBe(false);
    expect(await isResolved(settled, 100)).toBe(true);
  });

  it('goes on without data after a few seconds, once per page', async () => {
    const activity = createApiActivity(fakeWindow().target);
    const settled = activity.settled();
    await vi.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS - 100);
    expect(await isResolved(settled, 1)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await isResolved(settled, 1)).toBe(true);
    expect(activity.settled()).toBe(settled);
  });
});

/** A realtime client whose subscriptions the server confirms when the test says. */
function confirmingRealtime() {
  const subscriptions: { channel: string; onReady?: (confirmation?: unknown) => void }[] = [];
  const client: RealtimeClient = {
    subscribe(channel, _event, _handler, onReady) {
      subscriptions.push({ channel, onReady });
      return () => undefined;
    },
    disconnect: () => undefined,
    connectionState: () => 'connected',
  };
  return {
    client,
    subscriptions,
    confirmAll: (confirmation?: unknown) => subscriptions.forEach((s) => s.onReady?.(confirmation)),
  };
}

/** A page load the test settles. */
function heldPageLoad(): PageLoad & { settle(): void } {
  let settle = () => undefined as void;
  let hasSettled = false;
  const settled = new Promise<void>((resolve) => {
    settle = () => {
      hasSettled = true;
      resolve();
    };
  });
  return { settled: () => settled, hasSettled: () => hasSettled, settle: () => settle() };
}

function servicesWith(realtime: RealtimeClient, pageLoad?: PageLoad): AppServices {
  return {
    httpClient: heldClient().client,
    getRealtime: () => Promise.resolve(realtime),
    disconnectRealtime: () => undefined,
    pageLoad,
  };
}

function wrapperFor(services: AppServices) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
  };
}

/** A screen subscribed to `news`/`posted` with `options`, over `pageLoad`. */
function renderSubscriber(options: RealtimeEventOptions, pageLoad: PageLoad) {
  const realtime = confirmingRealtime();
  const view = renderHook(() => useRealtimeEvent('news', 'posted', vi.fn(), options), {
    wrapper: wrapperFor(servicesWith(realtime.client, pageLoad)),
  });
  return { realtime, unmount: view.unmount };
}

/** As if an answer of this page load had said it began reading at `readAt`. */
function answeredAt(readAt: number) {
  forgetReadTimes();
  noteReadAt(new Headers({ [READ_AT_HEADER]: String(readAt) }));
}

describe('useRealtimeEvent: deferred subscriptions', () => {
  afterEach(() => forgetReadTimes());

  it('subscribes once the page has settled, and reads again once the server confirms', async () => {
    const pageLoad = heldPageLoad();
    const onSubscribed = vi.fn();
    const { realtime } = renderSubscriber({ deferred: true, onSubscribed }, pageLoad);
    await act(async () => undefined);
    expect(realtime.subscriptions).toHaveLength(0);

    await act(async () => pageLoad.settle());
    expect(realtime.subscriptions.map((s) => s.channel)).toEqual(['news']);
    expect(onSubscribed).not.toHaveBeenCalled();

    act(() => realtime.confirmAll());
    expect(onSubscribed).toHaveBeenCalledTimes(1);
  });

  it('does not read again when the server says the channel was quiet since the first read', async () => {
    const firstReadAt = 1_000_000;
    answeredAt(firstReadAt);
    const pageLoad = heldPageLoad();
    const onSubscribed = vi.fn();
    const { realtime } = renderSubscriber({ deferred: true, onSubscribed }, pageLoad);
    await act(async () => pageLoad.settle());
    act(() => realtime.confirmAll({ changed_at: firstReadAt - SERVER_CLOCK_SKEW_MS - 1 }));
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('reads again when the channel changed after the first read, or nobody says', async () => {
    const firstReadAt = 1_000_000;
    answeredAt(firstReadAt);
    for (const confirmation of [{ changed_at: firstReadAt + 40 }, {}, undefined]) {
      const pageLoad = heldPageLoad();
      const onSubscribed = vi.fn();
      const { realtime, unmount } = renderSubscriber({ deferred: true, onSubscribed }, pageLoad);
      await act(async () => pageLoad.settle());
      act(() => realtime.confirmAll(confirmation));
      expect(onSubscribed).toHaveBeenCalledTimes(1);
      unmount();
    }
    // No answer said when it read: the page cannot know, so it reads again.
    forgetReadTimes();
    const unknown = heldPageLoad();
    const onSubscribed = vi.fn();
    const { realtime } = renderSubscriber({ deferred: true, onSubscribed }, unknown);
    await act(async () => unknown.settle());
    act(() => realtime.confirmAll({ changed_at: 0 }));
    expect(onSubscribed).toHaveBeenCalledTimes(1);
  });

  it('subscribes at once without deferral, with no read again', async () => {
    const onSubscribed = vi.fn();
    const { realtime } = renderSubscriber({ onSubscribed }, heldPageLoad());
    await act(async () => undefined);
    expect(realtime.subscriptions).toHaveLength(1);
    act(() => realtime.confirmAll());
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('does not wait or read again once the page has settled (a later screen)', async () => {
    const pageLoad = heldPageLoad();
    pageLoad.settle();
    const onSubscribed = vi.fn();
    const { realtime } = renderSubscriber({ deferred: true, onSubscribed }, pageLoad);
    await act(async () => undefined);
    expect(realtime.subscriptions).toHaveLength(1);
    act(() => realtime.confirmAll());
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('does not subscribe when the screen has gone before the page settled', async () => {
    const pageLoad = heldPageLoad();
    const { realtime, unmount } = renderSubscriber({ deferred: true }, pageLoad);
    unmount();
    await act(async () => pageLoad.settle());
    expect(realtime.subscriptions).toHaveLength(0);
  });
});
