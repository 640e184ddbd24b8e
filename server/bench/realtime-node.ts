/**
 * One realtime node for the fan-out bench (realtime-fanout.bench.ts): the server's embedded
 * Pusher-protocol endpoint on PORT, fed through PostgreSQL LISTEN/NOTIFY when DATABASE_URL is
 * set (as every server process on PostgreSQL is). `POST /publish?channel=c` publishes one event
 * carrying the time it was sent, and answers how long the publish call held the writer.
 * Bench only: the product has no such endpoint.
 */
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.ts';
import { EmbeddedRealtimeServer } from '../src/realtime/embedded-server.ts';
import { PostgresFanout } from '../src/realtime/postgres-fanout.ts';
import type { RealtimePublisher } from '../src/realtime/publisher.ts';

const port = Number(process.env.PORT ?? 0);
const url = process.env.DATABASE_URL;
const embedded = new EmbeddedRealtimeServer({ key: 'bench', secret: 'bench-secret' });
let publisher: RealtimePublisher = embedded;
if (url) {
  const database = await openDatabase({ url });
  const fanout = new PostgresFanout(database.db, embedded, async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    return client;
  });
  await fanout.start();
  publisher = fanout;
}

const server = createServer((req, res) => {
  const channel = new URL(req.url ?? '/', 'http://x').searchParams.get('channel') ?? 'public-bench';
  const started = performance.now();
  void publisher.publish(channel, 'bench', { sentAt: Date.now() }).then(() => {
    res.end(JSON.stringify({ heldMs: performance.now() - started }));
  });
});
embedded.attach(server);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `listening ${typeof address === 'object' && address ? address.port : port}\n`,
  );
});
process.on('SIGTERM', () => process.exit(0));
