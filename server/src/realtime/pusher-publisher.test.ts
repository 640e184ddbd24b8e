import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pusherPublisher } from './pusher-publisher.ts';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/**
 * A stand-in for Pusher's HTTP API (as a self-hosted Soketi would serve it), to check what
 * the SDK adapter sends and that it is signed with the app secret.
 */
describe('pusherPublisher', () => {
  let server: Server;
  let port: number;
  let status = 200;
  const received: Received[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        received.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          body,
        });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function publisher() {
    return pusherPublisher({
      appId: '99',
      key: 'pk',
      secret: 'ps',
      cluster: 'mt1',
      host: '127.0.0.1',
      port,
      useTLS: false,
    });
  }

  it('triggers the event with JSON-encoded data on the channel, signed with the secret', async () => {
    received.length = 0;
    status = 200;
    await publisher().publish('private-tutor-user-5', 'schedule-change', {
      sessionId: 1,
      action: 'created',
    });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/apps/99/events');
    expect(JSON.parse(request!.body)).toEqual({
      name: 'schedule-change',
      channels: ['private-tutor-user-5'],
      data: '{"sessionId":1,"action":"created"}',
    });
    const query = request!.query;
    expect(query.get('auth_key')).toBe('pk');
    expect(query.get('body_md5')).toBe(createHash('md5').update(request!.body).digest('hex'));
    const signed = [...query]
      .filter(([k]) => k !== 'auth_signature')
      .sort(([a], [b]) => a.localeCompare(b));
    const toSign = ['POST', '/apps/99/events', signed.map(([k, v]) => `${k}=${v}`).join('&')].join(
      '\n',
    );
    expect(query.get('auth_signature')).toBe(
      createHmac('sha256', 'ps').update(toSign).digest('hex'),
    );
  });

  it('rejects when the Pusher API refuses the event', async () => {
    status = 401;
    await expect(publisher().publish('c', 'e', {})).rejects.toThrow();
  });
});
