import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalRealtimeHub } from './local-realtime.ts';
import { createRealtimeClient } from './realtime-client.ts';
import type { RealtimeConfig } from './runtime-config.ts';

const realtime: RealtimeConfig = {
  key: 'local',
  cluster: 'local',
  forceTLS: false,
  enabledTransports: ['ws', 'wss'],
  authEndpoint: '/api/auth/pusher/auth',
};

afterEach(() => vi.unstubAllGlobals());

/** Answers the channel authorisation with `status`, recording what was asked. */
function authorisationAnswering(status: number) {
  const asked: { url: string; body: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      asked.push({
        url: url.toString(),
        body: String(init.body),
        headers: new Headers(init.headers),
      });
      return new Response(JSON.stringify({ auth: 'local:sig' }), { status });
    }),
  );
  return asked;
}

describe('the local realtime hub', () => {
  it('delivers what the in-page server publishes on a public channel', async () => {
    const hub = createLocalRealtimeHub();
    const client = createRealtimeClient(realtime, { PusherCtor: hub.PusherCtor });
    const received = new Promise((resolve) => client.subscribe('news', 'posted', resolve));

    await hub.publish('news', 'posted', { id: 1 });

    expect(await received).toEqual({ id: 1 });
  });

  it('asks the API to authorise a private channel, with the CSRF header, then delivers', async () => {
    const asked = authorisationAnswering(200);
    const hub = createLocalRealtimeHub();
    const client = createRealtimeClient(realtime, {
      PusherCtor: hub.PusherCtor,
      getCsrfToken: () => 'csrf-1',
    });
    const received = vi.fn();
    client.subscribe('private-tutor-user-7', 'schedule-change', received);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await Promise.resolve();

    await hub.publish('private-tutor-user-7', 'schedule-change', { sessionId: 3 });

    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ sessionId: 3 }));
    expect(asked[0]!.url).toMatch(/\/api\/auth\/pusher\/auth$/);
    expect(new URLSearchParams(asked[0]!.body).get('channel_name')).toBe('private-tutor-user-7');
    expect(asked[0]!.headers.get('X-XSRF-TOKEN')).toBe('csrf-1');
  });

  it('confirms a private channel once the API has authorised it, as pusher-js does', async () => {
    authorisationAnswering(200);
    const hub = createLocalRealtimeHub();
    const client = createRealtimeClient(realtime, { PusherCtor: hub.PusherCtor });
    const ready = vi.fn();
    client.subscribe('private-tutor-user-7', 'schedule-change', vi.fn(), ready);
    expect(ready).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    // A public channel needs no authorisation: confirmed at once.
    const publicReady = vi.fn();
    client.subscribe('news', 'posted', vi.fn(), publicReady);
    expect(publicReady).toHaveBeenCalledTimes(1);
  });

  it('confirms with when the channel last had an event, else when the hub began', async () => {
    authorisationAnswering(200);
    const before = Date.now();
    const hub = createLocalRealtimeHub();
    const client = createRealtimeClient(realtime, { PusherCtor: hub.PusherCtor });
    const quiet = vi.fn();
    client.subscribe('private-tutor-user-7', 'schedule-change', vi.fn(), quiet);
    await vi.waitFor(() => expect(quiet).toHaveBeenCalledTimes(1));
    const quietSince = (quiet.mock.calls[0]![0] as { changed_at: number }).changed_at;
    expect(quietSince).toBeGreaterThanOrEqual(before);
    expect(quietSince).toBeLessThanOrEqual(Date.now());

    await new Promise((resolve) => setTimeout(resolve, 5));
    const publishedFrom = Date.now();
    await hub.publish('private-tutor-user-8', 'schedule-change', { sessionId: 3 });
    const busy = vi.fn();
    client.subscribe('private-tutor-user-8', 'schedule-change', vi.fn(), busy);
    await vi.waitFor(() => expect(busy).toHaveBeenCalledTimes(1));
    const changedAt = (busy.mock.calls[0]![0] as { changed_at: number }).changed_at;
    expect(changedAt).toBeGreaterThanOrEqual(publishedFrom);
  });

  it('delivers nothing on a private channel the API refused', async () => {
    const asked = authorisationAnswering(403);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hub = createLocalRealtimeHub();
    const client = createRealtimeClient(realtime, { PusherCtor: hub.PusherCtor });
    const received = vi.fn();
    client.subscribe('private-tutor-user-8', 'schedule-change', received);
    await vi.waitFor(() => expect(asked).toHaveLength(1));

    await hub.publish('private-tutor-user-8', 'schedule-change', { sessionId: 3 });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(received).not.toHaveBeenCalled();
  });

  it('stops delivering once the client unsubscribes', async () => {
    const hub = createLocalRealtimeHub();
    const client = createRealtimeClient(realtime, { PusherCtor: hub.PusherCtor });
    const received = vi.fn();
    const stop = client.subscribe('news', 'posted', received);
    stop();

    await hub.publish('news', 'posted', {});
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(received).not.toHaveBeenCalled();
  });
});
