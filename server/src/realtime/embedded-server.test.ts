import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { nodeCrypto } from '../platform/node-crypto.ts';
import { signChannel } from './channel-signature.ts';
import { EmbeddedRealtimeServer } from './embedded-server.ts';

const KEY = 'test-key';
const SECRET = 'test-secret';

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A raw protocol client: queues every frame so tests can await the next one. */
class RawClient {
  private frames: Frame[] = [];
  private waiters: ((frame: Frame) => void)[] = [];
  readonly closed: Promise<{ code: number }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      const waiter = this.waiters.shift();
      if (waiter) waiter(frame);
      else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  next(): Promise<Frame> {
    const queued = this.frames.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame within 2 s')), 2000);
      this.waiters.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
}

describe('EmbeddedRealtimeServer', () => {
  let http: Server;
  let realtime: EmbeddedRealtimeServer;
  let port: number;
  const clients: RawClient[] = [];

  let startedBy: number;

  beforeAll(async () => {
    http = createServer((_req, res) => res.end('http'));
    realtime = new EmbeddedRealtimeServer({ key: KEY, secret: SECRET, maxMessageBytes: 1024 });
    startedBy = Date.now();
    realtime.attach(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.ws.terminate();
  });
  afterAll(async () => {
    await realtime.close();
    await new Promise((resolve) => http.close(resolve));
  });

  async function connect(key = KEY): Promise<{ client: RawClient; socketId: string }> {
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0`,
    );
    const client = new RawClient(ws);
    clients.push(client);
    const hello = await client.next();
    if (hello.event !== 'pusher:connection_established') return { client, socketId: '' };
    return {
      client,
      socketId: (JSON.parse(hello.data as string) as { socket_id: string }).socket_id,
    };
  }

  async function waitFor(condition: () => boolean) {
    for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('greets a connection with a socket id and the activity timeout', async () => {
    const { socketId } = await connect();
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next()).event).toBe('pusher:pong');
  });

  it('refuses an unknown app key with error 4001 and closes', async () => {
    const { client } = await connect('someone-else');
    expect(await client.closed).toEqual({ code: 4001 });
  });

  it('refuses upgrades on other paths', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/somewhere`);
    const status = await new Promise<number | undefined>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(404);
  });

  it('subscribes to a public channel and delivers what is published there', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-news' } });
    expect(await client.next()).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'public-news',
    });
    await realtime.publish('public-news', 'headline', { text: 'hi' });
    expect(await client.next()).toEqual({
      event: 'headline',
      channel: 'public-news',
      data: '{"text":"hi"}',
    });
  });

  it('subscribes to a private channel with a valid signature', async () => {
    const { client, socketId } = await connect();
    const channel = 'private-tutor-user-7';
    client.send({
      event: 'pusher:subscribe',
      data: { channel, auth: signChannel(nodeCrypto, KEY, SECRET, socketId, channel) },
    });
    expect(await client.next()).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      channel,
    });
    await realtime.publish(channel, 'schedule-change', { sessionId: 3, action: 'updated' });
    expect(await client.next()).toMatchObject({ event: 'schedule-change', channel });
  });

  it('refuses a private channel signed for another socket, and delivers nothing there', async () => {
    const { client } = await connect();
    const channel = 'private-tutor-user-8';
    client.send({
      event: 'pusher:subscribe',
      data: { channel, auth: signChannel(nodeCrypto, KEY, SECRET, '1.1', channel) },
    });
    const answer = await client.next();
    expect(answer).toMatchObject({ event: 'pusher:subscription_error', channel });
    expect(realtime.stats().channels[channel]).toBeUndefined();
  });

  it('confirms a subscription with when the channel last changed (an event, or its start)', async () => {
    const { client } = await connect();
    const subscribe = async (channel: string) => {
      client.send({ event: 'pusher:subscribe', data: { channel } });
      const confirmation = await client.next();
      return (JSON.parse(confirmation.data as string) as { changed_at: number }).changed_at;
    };
    // Nothing published yet on this channel: it may have changed only before the endpoint began.
    const quiet = await subscribe('public-quiet');
    expect(quiet).toBeLessThanOrEqual(startedBy);

    const before = Date.now();
    await realtime.publish('public-busy', 'x', {});
    const busy = await subscribe('public-busy');
    expect(busy).toBeGreaterThanOrEqual(before);
    expect(busy).toBeLessThanOrEqual(Date.now());

    const fedSince = Date.now() + 5;
    realtime.missedEventsBefore(fedSince);
    expect(await subscribe('public-quiet-2')).toBe(fedSince);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-a' } });
    await client.next();
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'public-a' } });
    await waitFor(() => realtime.stats().channels['public-a'] === undefined);
    await realtime.publish('public-a', 'x', {});
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next()).event).toBe('pusher:pong');
  });

  it('forgets a socket and its subscriptions when it closes', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-b' } });
    await client.next();
    expect(realtime.stats().channels['public-b']).toBe(1);
    client.ws.close();
    await waitFor(() => realtime.stats().channels['public-b'] === undefined);
    expect(realtime.stats().channels['public-b']).toBeUndefined();
  });

  it('answers malformed frames and client events with pusher:error', async () => {
    const { client } = await connect();
    client.send('{not json');
    expect(await client.next()).toMatchObject({
      event: 'pusher:error',
      data: { message: 'Invalid JSON.' },
    });
    client.send({ event: 'client-typing', channel: 'private-tutor-user-1', data: {} });
    expect(await client.next()).toMatchObject({ event: 'pusher:error' });
  });

  it('closes a connection that sends a frame over the size cap (1009)', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(2000) } });
    expect(await client.closed).toEqual({ code: 1009 });
  });
});
