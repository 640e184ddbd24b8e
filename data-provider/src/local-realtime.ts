import type { Options as PusherOptions } from 'pusher-js';
import type { SubscriptionConfirmation } from '@tp/domain';
import {
  SUBSCRIPTION_SUCCEEDED_EVENT,
  type PusherConstructor,
  type PusherLike,
  type RealtimeChannel,
} from './realtime-client.ts';

type Listener = (data: unknown) => void;

/**
 * Realtime inside one page, for when the API itself runs in the page (the mocked mode and
 * component tests): the in-page server publishes into the hub, and realtime clients built
 * with its `PusherCtor` receive the events. Like Pusher, a `private-` channel delivers only
 * after the API's channel authorisation endpoint said yes for this socket.
 */
export interface LocalRealtimeHub {
  /** What the in-page server publishes through (its RealtimePublisher). */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** pusher-js's stand-in: `createRealtimeClient(config, { PusherCtor: hub.PusherCtor })`. */
  PusherCtor: PusherConstructor;
}

interface LocalChannel extends RealtimeChannel {
  name: string;
  isAuthorized: boolean;
  subscribed: boolean;
  deliver(event: string, data: unknown): void;
}

function localChannel(name: string): LocalChannel {
  const listeners = new Map<string, Set<Listener>>();
  return {
    name,
    isAuthorized: !name.startsWith('private-'),
    // As pusher-js: confirmed once authorised (a public channel at once).
    get subscribed() {
      return this.isAuthorized;
    },
    bind(event, callback) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(callback);
      listeners.set(event, set);
    },
    unbind(event, callback) {
      listeners.get(event)?.delete(callback);
    },
    deliver(event, data) {
      if (!this.isAuthorized) return;
      for (const listener of listeners.get(event) ?? []) listener(data);
    },
  };
}

/** POSTs the channel to the authorisation endpoint as pusher-js's ajax transport does. */
async function authorize(
  options: PusherOptions,
  socketId: string,
  channel: string,
): Promise<boolean> {
  const authorization = options.channelAuthorization;
  // The realtime client always passes an endpoint (pusherOptions), never a custom handler.
  if (!authorization || !('endpoint' in authorization)) return false;
  const base = globalThis.location?.href ?? 'http://localhost/';
  const headers = new Headers(authorization.headersProvider?.() as Record<string, string>);
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  const response = await fetch(new URL(authorization.endpoint, base), {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  return response.ok;
}

export function createLocalRealtimeHub(): LocalRealtimeHub {
  const sockets = new Set<Map<string, LocalChannel>>();
  let nextSocket = 1;
  // As the embedded endpoint: when each channel last had an event, else when the hub began.
  const startedAt = Date.now();
  const lastEventAt = new Map<string, number>();
  const confirmation = (channel: string): SubscriptionConfirmation => ({
    changed_at: lastEventAt.get(channel) ?? startedAt,
  });

  class LocalPusher implements PusherLike {
    readonly connection = { state: 'connected' };
    private readonly channels = new Map<string, LocalChannel>();
    private readonly socketId = `${nextSocket++}.1`;

    constructor(
      _key: string,
      private readonly options: PusherOptions,
    ) {
      sockets.add(this.channels);
    }

    subscribe(channelName: string): RealtimeChannel {
      const existing = this.channels.get(channelName);
      if (existing) return existing;
      const channel = localChannel(channelName);
      this.channels.set(channelName, channel);
      if (!channel.isAuthorized) {
        authorize(this.options, this.socketId, channelName).then(
          (isAuthorized) => {
            channel.isAuthorized = isAuthorized;
            if (isAuthorized)
              channel.deliver(SUBSCRIPTION_SUCCEEDED_EVENT, confirmation(channelName));
            else console.warn(`Realtime: ${channelName} was not authorised.`);
          },
          (error: unknown) => console.warn(`Realtime: ${channelName}: ${String(error)}`),
        );
      }
      return channel;
    }

    unsubscribe(channelName: string): void {
      this.channels.delete(channelName);
    }

    disconnect(): void {
      this.channels.clear();
      sockets.delete(this.channels);
      this.connection.state = 'disconnected';
    }
  }

  return {
    async publish(channel, event, data) {
      lastEventAt.set(channel, Date.now());
      // A copy, as the wire would make, delivered after the publishing request's own work.
      const payload: unknown = JSON.parse(JSON.stringify(data ?? null));
      setTimeout(() => {
        for (const channels of sockets) channels.get(channel)?.deliver(event, payload);
      }, 0);
    },
    PusherCtor: LocalPusher,
  };
}
