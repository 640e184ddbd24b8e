import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { EmbeddedRealtimeServer } from './embedded-server.ts';
import { PostgresFanout } from './postgres-fanout.ts';
import type { RealtimePublisher } from './publisher.ts';
import { pusherPublisher } from './pusher-publisher.ts';

/**
 * The publisher PUSHER_* settings select: Pusher through the SDK when configured, else the
 * embedded endpoint (returned too, so `main.ts` can attach it to the HTTP server). On
 * PostgreSQL the embedded endpoint is fed through LISTEN/NOTIFY (`fanout`, started by
 * `main.ts`), so an event published by any server process on the database reaches the
 * subscribers of every one.
 */
export function realtimeFromConfig(
  config: AppConfig,
  db?: Db,
): {
  publisher: RealtimePublisher;
  embedded: EmbeddedRealtimeServer | null;
  fanout: PostgresFanout | null;
} {
  const realtime = config.realtime;
  if (realtime.kind === 'pusher')
    return { publisher: pusherPublisher(realtime), embedded: null, fanout: null };
  const embedded = new EmbeddedRealtimeServer({ key: realtime.key, secret: realtime.secret });
  const url = config.databaseUrl;
  if (!url || !db) return { publisher: embedded, embedded, fanout: null };
  const fanout = new PostgresFanout(db, embedded, async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    return client;
  });
  return { publisher: fanout, embedded, fanout };
}
