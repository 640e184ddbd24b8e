import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_CHANGE_EVENT, privateUserChannel } from '@tp/domain';
import { createApp } from '../app.ts';
import { FIXTURE_PASSWORD, createFixtureUser } from '../auth/testing/user-fixtures.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { pusherClient } from '../test/pusher-client.ts';
import { EmbeddedRealtimeServer } from './embedded-server.ts';

/**
 * The whole realtime path with the client the apps use: pusher-js connects to the embedded
 * endpoint on a live server, authorises a private channel at the real auth endpoint with a
 * signed-in session, and receives what the server publishes.
 */
describe('pusher-js against the embedded endpoint', () => {
  let ctx: TestContext;
  let realtime: EmbeddedRealtimeServer;
  let server: ServerType;
  let baseUrl: string;
  let port: number;
  let userId: number;
  let otherUserId: number;
  const cookies = new Map<string, string>();
  const clients: Pusher[] = [];

  async function call(method: string, path: string, body?: string, contentType?: string) {
    const headers: Record<string, string> = {
      Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
    if (contentType) headers['Content-Type'] = contentType;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  function connect(): Pusher {
    const client = pusherClient({
      key: ctx.deps.config.realtime.key,
      port,
      authorize: (form) =>
        call('POST', '/api/auth/pusher/auth', form, 'application/x-www-form-urlencoded'),
    });
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    const config = ctx.deps.config;
    realtime = new EmbeddedRealtimeServer({
      key: config.realtime.key,
      secret: config.realtime.secret,
    });
    const app = createApp({ ...ctx.deps, realtime });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    realtime.attach(server);
    port = (server.address() as AddressInfo).port;
    baseUrl = `http://127.0.0.1:${port}`;
    userId = (
      await createFixtureUser(ctx.db, {
        email: 'tutor@example.test',
        roles: ['tutor'],
        employeeTitle: 'Tutor',
      })
    ).id;
    otherUserId = (
      await createFixtureUser(ctx.db, {
        email: 'other@example.test',
        roles: ['tutor'],
        employeeTitle: 'Tutor',
      })
    ).id;
    await call('GET', '/api/session.json');
    const login = await call(
      'POST',
      '/api/login.json',
      JSON.stringify({ login: 'tutor@example.test', password: FIXTURE_PASSWORD }),
      'application/json',
    );
    expect(login.status).toBe(200);
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await realtime?.close();
    await new Promise((resolve) => server?.close(resolve));
    await ctx?.close();
  });

  it('receives an event published on the signed-in tutor private channel', async () => {
    const client = connect();
    const channelName = privateUserChannel('tutor', userId);
    const channel = client.subscribe(channelName);
    // pusher-js hands the confirmation's data on: when the channel last changed.
    const confirmation = await new Promise<unknown>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', resolve);
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(JSON.stringify(error))),
      );
    });
    expect(confirmation).toEqual({ changed_at: realtime.changedAt(channelName) });
    const received = new Promise<unknown>((resolve) =>
      channel.bind(SCHEDULE_CHANGE_EVENT, resolve),
    );
    await realtime.publish(channelName, SCHEDULE_CHANGE_EVENT, {
      sessionId: 42,
      action: 'updated',
    });
    expect(await received).toEqual({ sessionId: 42, action: 'updated' });
  });

  it("cannot subscribe to another user's private channel", async () => {
    const client = connect();
    const channel = client.subscribe(privateUserChannel('tutor', otherUserId));
    const failure = await new Promise<{ status?: number }>((resolve) => {
      channel.bind('pusher:subscription_error', resolve);
      channel.bind('pusher:subscription_succeeded', () => resolve({ status: 200 }));
    });
    expect(failure.status).not.toBe(200);
    expect(realtime.stats().channels[privateUserChannel('tutor', otherUserId)]).toBeUndefined();
  });
});
