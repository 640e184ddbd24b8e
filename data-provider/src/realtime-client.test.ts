import type { Options as PusherOptions } from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  createRealtimeClient,
  SUBSCRIPTION_SUCCEEDED_EVENT,
  type PusherLike,
  type RealtimeChannel,
} from './realtime-client.ts';
import type { RealtimeConfig } from './runtime-config.ts';
import { setXsrfCookie } from './testing/fake-fetch.ts';

const realtime: RealtimeConfig = {
  key: 'tp-key',
  cluster: 'mt1',
  wsHost: 'localhost',
  wsPort: 5173,
  wssPort: 5173,
  forceTLS: false,
  enabledTransports: ['ws', 'wss'],
  authEndpoint: '/api/auth/pusher/auth',
};

type Listener = (data: unknown) => void;

class FakeChannel implements RealtimeChannel {
  readonly listeners = new Map<string, Listener[]>();
  /** As pusher-js: false until the server confirms the subscription. */
  subscribed = false;
  bind(event: string, callback: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
  }
  unbind(event: string, callback: Listener): void {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== callback),
    );
  }
  emit(event: string, data: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  }
}

/** Records what the client asks of pusher-js. */
class FakePusher implements PusherLike {
  static last: FakePusher | null = null;
  readonly channels = new Map<string, FakeChannel>();
  readonly subscribed: string[] = [];
  readonly unsubscribed: string[] = [];
  connection = { state: 'connecting' };
  isDisconnected = false;

  constructor(
    readonly key: string,
    readonly options: PusherOptions,
  ) {
    FakePusher.last = this;
  }
  subscribe(name: string): FakeChannel {
    this.subscribed.push(name);
    const channel = new FakeChannel();
    this.channels.set(name, channel);
    return channel;
  }
  unsubscribe(name: string): void {
    this.unsubscribed.push(name);
    this.channels.delete(name);
  }
  disconnect(): void {
    this.isDisconnected = true;
  }
}

function created(): FakePusher {
  if (!FakePusher.last) throw new Error('no pusher was created');
  return FakePusher.last;
}

function authHeaders(pusher: FakePusher): unknown {
  const authorization = pusher.options.channelAuthorization;
  if (!authorization || !('headersProvider' in authorization) || !authorization.headersProvider) {
    throw new Error('no headersProvider');
  }
  return authorization.headersProvider();
}

beforeEach(() => {
  FakePusher.last = null;
  setXsrfCookie('csrf-1');
});
afterEach(() => setXsrfCookie(null));

describe('createRealtimeClient: the pusher-js options', () => {
  it('passes the key, host, ports, TLS, cluster and transports, with stats off', () => {
    createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const pusher = created();
    expect(pusher.key).toBe('tp-key');
    expect(pusher.options).toMatchObject({
      wsHost: 'localhost',
      wsPort: 5173,
      wssPort: 5173,
      forceTLS: false,
      cluster: 'mt1',
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
  });

  it('authorises private channels by ajax at the auth endpoint', () => {
    createRealtimeClient(realtime, { PusherCtor: FakePusher });
    expect(created().options.channelAuthorization).toMatchObject({
      endpoint: '/api/auth/pusher/auth',
      transport: 'ajax',
    });
  });

  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN, read at each authorisation', () => {
    createRealtimeClient(realtime, { PusherCtor: FakePusher });
    expect(authHeaders(created())).toEqual({ 'X-XSRF-TOKEN': 'csrf-1' });
    setXsrfCookie('csrf-2');
    expect(authHeaders(created())).toEqual({ 'X-XSRF-TOKEN': 'csrf-2' });
  });

  it('sends X-Spoof-User while spoofing and the injected CSRF token', () => {
    createRealtimeClient(realtime, {
      PusherCtor: FakePusher,
      getCsrfToken: () => 'injected',
      getSpoof: () => 'Tutor-3',
    });
    expect(authHeaders(created())).toEqual({
      'X-XSRF-TOKEN': 'injected',
      'X-Spoof-User': 'Tutor-3',
    });
  });

  it('sends no header it has no value for', () => {
    createRealtimeClient(realtime, {
      PusherCtor: FakePusher,
      getCsrfToken: () => null,
      getSpoof: () => null,
    });
    expect(authHeaders(created())).toEqual({});
  });
});

describe('createRealtimeClient: subscriptions', () => {
  it('calls the handler with each event on the channel', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const handler = vi.fn();
    client.subscribe('private-tutor-user-7', 'schedule-change', handler);
    created()
      .channels.get('private-tutor-user-7')
      ?.emit('schedule-change', { sessionId: 4, action: 'updated' });
    expect(handler).toHaveBeenCalledWith({ sessionId: 4, action: 'updated' });
  });

  it('reuses one channel per name', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    client.subscribe('private-tutor-user-7', 'schedule-change', vi.fn());
    client.subscribe('private-tutor-user-7', 'new-notice', vi.fn());
    expect(created().subscribed).toEqual(['private-tutor-user-7']);
  });

  it('stops calling a handler once it unsubscribes, leaving the others', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.subscribe('private-tutor-user-7', 'schedule-change', first);
    client.subscribe('private-tutor-user-7', 'schedule-change', second);
    stopFirst();
    created().channels.get('private-tutor-user-7')?.emit('schedule-change', {});
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(created().unsubscribed).toEqual([]);
  });

  it('unsubscribes the channel when the last handler leaves, and resubscribes later', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const stopA = client.subscribe('private-tutor-user-7', 'schedule-change', vi.fn());
    const stopB = client.subscribe('private-tutor-user-7', 'new-notice', vi.fn());
    stopA();
    stopB();
    expect(created().unsubscribed).toEqual(['private-tutor-user-7']);
    client.subscribe('private-tutor-user-7', 'schedule-change', vi.fn());
    expect(created().subscribed).toEqual(['private-tutor-user-7', 'private-tutor-user-7']);
  });

  it('ignores a second call of the same unsubscribe', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const stop = client.subscribe('c', 'e', vi.fn());
    client.subscribe('c', 'e', vi.fn());
    stop();
    stop();
    expect(created().unsubscribed).toEqual([]);
  });

  it('keeps two subscriptions of the same handler apart', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const handler = vi.fn();
    const stop = client.subscribe('c', 'e', handler);
    client.subscribe('c', 'e', handler);
    stop();
    created().channels.get('c')?.emit('e', 1);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('createRealtimeClient: when a subscription is ready', () => {
  it('calls onReady once the server confirms the subscription, and only once', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const onReady = vi.fn();
    client.subscribe('private-tutor-user-7', 'schedule-change', vi.fn(), onReady);
    expect(onReady).not.toHaveBeenCalled();
    const channel = created().channels.get('private-tutor-user-7');
    channel?.emit(SUBSCRIPTION_SUCCEEDED_EVENT, { changed_at: 1_000 });
    // pusher-js confirms again after a reconnection: the page has read its data by then.
    channel?.emit(SUBSCRIPTION_SUCCEEDED_EVENT, {});
    expect(onReady).toHaveBeenCalledTimes(1);
    // With what the server said of the channel.
    expect(onReady).toHaveBeenCalledWith({ changed_at: 1_000 });
  });

  it('calls onReady at once on a channel already confirmed', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    client.subscribe('c', 'first', vi.fn());
    const channel = created().channels.get('c');
    if (channel) channel.subscribed = true;
    const onReady = vi.fn();
    client.subscribe('c', 'second', vi.fn(), onReady);
    expect(onReady).toHaveBeenCalledTimes(1);
    // The confirmation was for the first handler: what it said no longer holds for this one.
    expect(onReady).toHaveBeenCalledWith();
  });

  it('does not call onReady once the subscription has stopped', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const onReady = vi.fn();
    const stop = client.subscribe('c', 'e', vi.fn(), onReady);
    client.subscribe('c', 'other', vi.fn());
    const channel = created().channels.get('c');
    stop();
    channel?.emit(SUBSCRIPTION_SUCCEEDED_EVENT, {});
    expect(onReady).not.toHaveBeenCalled();
  });
});

describe('createRealtimeClient: connection', () => {
  it('reports the connection state', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    created().connection.state = 'connected';
    expect(client.connectionState()).toBe('connected');
  });

  it('disconnects pusher and forgets its channels', () => {
    const client = createRealtimeClient(realtime, { PusherCtor: FakePusher });
    const stop = client.subscribe('c', 'e', vi.fn());
    client.disconnect();
    stop();
    expect(created().isDisconnected).toBe(true);
    expect(created().unsubscribed).toEqual([]);
  });
});

describe('connectRealtime', () => {
  it('uses the transport it is given instead of pusher-js', async () => {
    const client = await connectRealtime(realtime, { PusherCtor: FakePusher });
    client.subscribe('c', 'e', vi.fn());
    expect(created().subscribed).toEqual(['c']);
  });

  it('loads pusher-js when given none, pointed at the configured endpoint', async () => {
    const client = await connectRealtime({ ...realtime, enabledTransports: ['ws'] });
    try {
      expect(FakePusher.last).toBeNull();
      expect(['initialized', 'connecting', 'unavailable', 'failed']).toContain(
        client.connectionState(),
      );
    } finally {
      client.disconnect();
    }
  });
});
