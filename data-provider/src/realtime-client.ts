import type { Options as PusherOptions } from 'pusher-js';
import { XSRF_COOKIE, readCookie } from './cookies.ts';
import { SPOOF_HEADER, XSRF_HEADER } from './http-client.ts';
import type { RealtimeConfig } from './runtime-config.ts';

type Listener = (data: unknown) => void;

/** The part of a pusher-js channel the client uses. */
export interface RealtimeChannel {
  bind(event: string, callback: Listener): unknown;
  unbind(event: string, callback: Listener): unknown;
  /** Whether the server has confirmed the subscription (pusher-js); unknown without it. */
  subscribed?: boolean;
}

/** What pusher-js's channels emit once the server has confirmed their subscription. */
export const SUBSCRIPTION_SUCCEEDED_EVENT = 'pusher:subscription_succeeded';

/** The part of a pusher-js instance the client uses, so tests can inject a fake. */
export interface PusherLike {
  subscribe(channelName: string): RealtimeChannel;
  unsubscribe(channelName: string): void;
  disconnect(): void;
  connection: { state: string };
}

export type PusherConstructor = new (key: string, options: PusherOptions) => PusherLike;

export interface RealtimeClientOptions {
  /** The CSRF token for channel authorisation; the XSRF-TOKEN cookie by default. */
  getCsrfToken?: () => string | null;
  /** The user being spoofed, so the server authorises the spoofed user's channels. */
  getSpoof?: () => string | null;
  PusherCtor?: PusherConstructor;
}

/**
 * pusher-js, downloaded when a page first subscribes: the sign-in page and the back-office,
 * which never do, are spared its 60 KB (about 16 KB with brotli).
 */
async function loadPusher(): Promise<PusherConstructor> {
  return (await import('pusher-js')).default;
}

/**
 * Opens the realtime connection: `createRealtimeClient` with pusher-js, loaded on first use
 * unless `options.PusherCtor` stands in for it (the mocked mode's in-page transport).
 */
export async function connectRealtime(
  realtime: RealtimeConfig,
  options: RealtimeClientOptions = {},
): Promise<RealtimeClient> {
  const PusherCtor = options.PusherCtor ?? (await loadPusher());
  return createRealtimeClient(realtime, { ...options, PusherCtor });
}

export interface RealtimeClient {
  /**
   * Calls `handler` with each `event` on `channelName`; answers the function that stops it.
   * `T` is the caller's statement of the event's payload. One pusher channel serves every
   * handler of a name; it is unsubscribed when the last handler leaves. `onReady` is called once
   * the server has confirmed the channel's subscription (at once when it already has, or when
   * the transport does not say): from then on no event is missed. It gets the confirmation's
   * data (the embedded endpoint's domain `SubscriptionConfirmation`); undefined when the
   * channel was confirmed before, for an earlier handler.
   */
  subscribe<T = unknown>(
    channelName: string,
    event: string,
    handler: (data: T) => void,
    onReady?: (confirmation?: unknown) => void,
  ): () => void;
  disconnect(): void;
  /** pusher-js's connection state: initialized, connecting, connected, unavailable, failed, disconnected. */
  connectionState(): string;
}

interface ChannelEntry {
  channel: RealtimeChannel;
  listeners: number;
}

/**
 * Calls `onReady` once `channel`'s subscription is confirmed: at once if it is (or if the channel
 * does not say), else on its subscription_succeeded event, with that event's data. Answers what
 * stops the wait.
 */
function whenSubscribed(
  channel: RealtimeChannel,
  onReady: (confirmation?: unknown) => void,
): () => void {
  if (channel.subscribed !== false) {
    onReady();
    return () => undefined;
  }
  const ready: Listener = (confirmation) => {
    channel.unbind(SUBSCRIPTION_SUCCEEDED_EVENT, ready);
    onReady(confirmation);
  };
  channel.bind(SUBSCRIPTION_SUCCEEDED_EVENT, ready);
  return () => channel.unbind(SUBSCRIPTION_SUCCEEDED_EVENT, ready);
}

/** The pusher-js options for a realtime config (exported for tests and diagnostics). */
export function pusherOptions(
  realtime: RealtimeConfig,
  { getCsrfToken = () => readCookie(XSRF_COOKIE), getSpoof }: RealtimeClientOptions = {},
): PusherOptions {
  return {
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wssPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: realtime.enabledTransports,
    // No stats beacons to Pusher's servers: the embedded endpoint has none and they leak usage.
    disableStats: true,
    channelAuthorization: {
      endpoint: realtime.authEndpoint,
      transport: 'ajax',
      // Read on every authorisation: the token and the spoofed user may change while connected.
      headersProvider: () => {
        const headers: Record<string, string> = {};
        const token = getCsrfToken();
        if (token) headers[XSRF_HEADER] = token;
        const spoof = getSpoof?.();
        if (spoof) headers[SPOOF_HEADER] = spoof;
        return headers;
      },
    },
  };
}

/**
 * pusher-js pointed at the server's embedded Pusher-protocol endpoint, or Pusher Channels,
 * as GET /api/config.json says. Private channels (`private-tutor-user-{id}`) are authorised
 * by pusher-js's ajax POST to `authEndpoint`, form-encoded socket_id and channel_name, with
 * the X-XSRF-TOKEN header (and X-Spoof-User while spoofing); the session cookie goes along.
 * Connects at once. `connectRealtime` loads pusher-js and calls this.
 */
export function createRealtimeClient(
  realtime: RealtimeConfig,
  options: RealtimeClientOptions & { PusherCtor: PusherConstructor },
): RealtimeClient {
  const pusher = new options.PusherCtor(realtime.key, pusherOptions(realtime, options));
  const channels = new Map<string, ChannelEntry>();

  return {
    subscribe<T>(
      channelName: string,
      event: string,
      handler: (data: T) => void,
      onReady?: (confirmation?: unknown) => void,
    ): () => void {
      let entry = channels.get(channelName);
      if (!entry) {
        entry = { channel: pusher.subscribe(channelName), listeners: 0 };
        channels.set(channelName, entry);
      }
      const subscribed = entry;
      // One listener per subscription, so subscribing the same handler twice still unbinds once each.
      const listener: Listener = (data) => handler(data as T);
      subscribed.channel.bind(event, listener);
      subscribed.listeners += 1;
      const stopWaiting = onReady ? whenSubscribed(subscribed.channel, onReady) : () => undefined;

      let isActive = true;
      return () => {
        if (!isActive) return;
        isActive = false;
        stopWaiting();
        subscribed.channel.unbind(event, listener);
        subscribed.listeners -= 1;
        if (subscribed.listeners === 0 && channels.get(channelName) === subscribed) {
          channels.delete(channelName);
          pusher.unsubscribe(channelName);
        }
      };
    },

    disconnect(): void {
      channels.clear();
      pusher.disconnect();
    },

    connectionState(): string {
      return pusher.connection.state;
    },
  };
}
