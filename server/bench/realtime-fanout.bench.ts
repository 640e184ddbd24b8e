/**
 * `npm run bench -w server` (after the API bench): realtime fan-out. N WebSocket clients
 * speaking the Pusher protocol, as pusher-js does, subscribe to one public channel; an event is
 * published ROUNDS times and each client's delay from publish to receipt is recorded (p50, p95,
 * max), beside the budgets (1,000 clients: p95 100 ms; 10,000: 250 ms). Also how long
 * the publish call holds the writer. Setups: one server process (the embedded endpoint), and,
 * when BENCH_DATABASE_URL or DATABASE_URL_TEST names a PostgreSQL server, two processes fed
 * through LISTEN/NOTIFY with the clients spread over both and the events published through the
 * first. The clients are raw `ws` sockets in this process (10,000 pusher-js instances would
 * measure pusher-js); the servers are child processes, so clients and servers share the
 * machine's cores, as they would on one box.
 *
 * Settings: BENCH_FANOUT_CLIENTS (default "1000,10000"), BENCH_FANOUT_ROUNDS (20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { openBackend } from './bench-backend.ts';
import { printTable } from './print-table.ts';

const SIZES = (process.env.BENCH_FANOUT_CLIENTS ?? '1000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 20);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL_TEST;
const BUDGET_P95_MS: Record<number, number> = { 1000: 100, 10000: 250 };
const CHANNEL = 'public-bench';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Node {
  port: number;
  child: ChildProcess;
}

function startNode(databaseUrl?: string): Promise<Node> {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(import.meta.dirname, 'realtime-node.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, PORT: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`realtime node exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), child });
    });
  });
}

/** Opens `count` subscribed clients over `ports`, 200 at a time; `onEvent` gets each delay. */
async function connectClients(
  ports: number[],
  count: number,
  onEvent: (delayMs: number) => void,
): Promise<WebSocket[]> {
  const open = (i: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${ports[i % ports.length]}/app/bench?protocol=7`);
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { event: string; data?: string };
        if (message.event === 'pusher:connection_established')
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
        else if (message.event === 'pusher_internal:subscription_succeeded') resolve(ws);
        else if (message.event === 'bench')
          onEvent(Date.now() - (JSON.parse(message.data!) as { sentAt: number }).sentAt);
      });
    });
  const clients: WebSocket[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, k) => open(start + k));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(ports: number[], count: number) {
  const delays: number[] = [];
  let received = 0;
  const clients = await connectClients(ports, count, (delay) => {
    delays.push(delay);
    received += 1;
  });
  const held: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const expected = received + count;
    const res = await fetch(`http://127.0.0.1:${ports[0]}/publish?channel=${CHANNEL}`, {
      method: 'POST',
    });
    held.push(((await res.json()) as { heldMs: number }).heldMs);
    const deadline = Date.now() + 10_000;
    while (received < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const ws of clients) ws.terminate();
  const sorted = [...delays].sort((a, b) => a - b);
  const heldSorted = [...held].sort((a, b) => a - b);
  return {
    lost: count * ROUNDS - delays.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
    heldMs: percentile(heldSorted, 50),
  };
}

const rows: string[][] = [];
async function run(label: string, nodes: Node[]) {
  for (const count of SIZES) {
    const result = await measure(
      nodes.map((node) => node.port),
      count,
    );
    const budget = BUDGET_P95_MS[count];
    rows.push([
      label,
      count.toLocaleString('en-US'),
      `${result.p50}`,
      `${result.p95}`,
      budget ? `${budget}` : '-',
      `${result.max}`,
      result.heldMs.toFixed(2),
      `${result.lost}`,
    ]);
  }
  for (const node of nodes) node.child.kill('SIGTERM');
}

await run('1 process', [await startNode()]);
if (POSTGRES_URL) {
  const backend = await openBackend('postgres', POSTGRES_URL);
  try {
    await run('2 processes (NOTIFY)', [await startNode(backend.url), await startNode(backend.url)]);
  } finally {
    await backend.drop();
  }
}
console.log(`\nRealtime fan-out: ${ROUNDS} events to every client, delays in ms\n`);
printTable(['setup', 'clients', 'p50', 'p95', 'p95 budget', 'max', "writer's wait", 'lost'], rows);
process.exit(0);
