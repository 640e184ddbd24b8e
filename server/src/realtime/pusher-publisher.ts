import Pusher from 'pusher';
import type { RealtimePublisher } from './publisher.ts';

export interface PusherSettings {
  appId: string;
  key: string;
  secret: string;
  cluster: string;
  /** A self-hosted Pusher-compatible server (e.g. Soketi) instead of the cluster's host. */
  host: string | undefined;
  port: number | undefined;
  useTLS: boolean;
}

/**
 * Publishes through Pusher Channels' HTTP API (or any compatible server) with the `pusher`
 * SDK: the adapter for more than one API process. The SDK JSON-encodes `data`, as the
 * embedded endpoint does.
 */
export function pusherPublisher(settings: PusherSettings): RealtimePublisher {
  const base = {
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    useTLS: settings.useTLS,
  };
  const client = settings.host
    ? new Pusher({
        ...base,
        host: settings.host,
        port: settings.port === undefined ? undefined : String(settings.port),
      })
    : new Pusher({ ...base, cluster: settings.cluster });
  return {
    async publish(channel, event, data) {
      // The SDK rejects with a RequestError on network failures and HTTP statuses >= 400.
      await client.trigger(channel, event, data);
    },
  };
}
