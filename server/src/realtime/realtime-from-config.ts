import type { AppConfig } from '../config.ts';
import { EmbeddedRealtimeServer } from './embedded-server.ts';
import type { RealtimePublisher } from './publisher.ts';
import { pusherPublisher } from './pusher-publisher.ts';

/**
 * The publisher PUSHER_* settings select: Pusher through the SDK when configured, else the
 * embedded endpoint (returned too, so `main.ts` can attach it to the HTTP server).
 */
export function realtimeFromConfig(config: AppConfig): {
  publisher: RealtimePublisher;
  embedded: EmbeddedRealtimeServer | null;
} {
  const realtime = config.realtime;
  if (realtime.kind === 'pusher') return { publisher: pusherPublisher(realtime), embedded: null };
  const embedded = new EmbeddedRealtimeServer({ key: realtime.key, secret: realtime.secret });
  return { publisher: embedded, embedded };
}
