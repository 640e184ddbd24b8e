import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { createFixtureUser, readJson, FIXTURE_PASSWORD } from '../auth/testing/user-fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../test/harness.ts';
import { TestAgent } from '../test/agent.ts';
import { loadConfig } from '../config.ts';
import type { AppEnv } from './context.ts';

const MINUTE = 60 * 1000;

describe.each(BACKENDS)('rate limits per client address (%s)', (backend) => {
  let ctx: TestContext;
  let app: App;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await createFixtureUser(ctx.db, { email: 'rl@example.test', roles: ['parent'] });
    const base = ctx.deps.config;
    app = createApp({
      ...ctx.deps,
      // Behind one proxy, so each test can be its own client through X-Forwarded-For.
      config: {
        ...base,
        rateLimits: { windowMs: MINUTE, signIn: 3, mail: 2, token: 2, feed: 2 },
        trustProxyHops: 1,
      },
    });
  });
  afterAll(() => ctx?.close());

  async function client(address: string) {
    const agent = new TestAgent(app);
    const headers = { 'X-Forwarded-For': address };
    await agent.request('GET', '/api/session.json', { headers });
    return {
      signIn: (password = 'wrong') =>
        agent.request('POST', '/api/login.json', {
          body: { login: 'rl@example.test', password },
          headers,
        }),
      sso: () => agent.request('GET', '/api/v2/sso.json?email=rl@example.test', { headers }),
      unlock: () => agent.request('GET', '/api/unlock.json?unlock_token=x', { headers }),
    };
  }

  it('answers 429 with Retry-After once an address passes the sign-in limit', async () => {
    ctx.clock.set(new Date(TEST_NOW.getTime() + 15 * 1000));
    const c = await client('198.51.100.1');
    for (let i = 0; i < 3; i += 1) expect((await c.signIn()).status).toBe(401);
    const res = await c.signIn(FIXTURE_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('45');
    expect(await readJson(res)).toEqual({
      error: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('counts each address on its own', async () => {
    ctx.clock.set(TEST_NOW);
    const a = await client('198.51.100.2');
    const b = await client('198.51.100.3');
    for (let i = 0; i < 3; i += 1) await a.signIn();
    expect((await a.signIn()).status).toBe(429);
    expect((await b.signIn()).status).toBe(401);
  });

  it('lets the address in again in the next window', async () => {
    ctx.clock.set(TEST_NOW);
    const c = await client('198.51.100.4');
    for (let i = 0; i < 3; i += 1) await c.signIn();
    expect((await c.signIn()).status).toBe(429);
    ctx.clock.advance(MINUTE);
    expect((await c.signIn()).status).toBe(401);
  });

  it('limits the mail-sending and token calls with their own counts', async () => {
    ctx.clock.set(TEST_NOW);
    const c = await client('198.51.100.5');
    expect((await c.sso()).status).toBe(200);
    expect((await c.sso()).status).toBe(200);
    expect((await c.sso()).status).toBe(429);
    expect((await c.unlock()).status).toBe(422);
    expect((await c.unlock()).status).toBe(422);
    expect((await c.unlock()).status).toBe(429);
    expect((await c.signIn()).status).toBe(401);
  });

  it('drops windows older than a day when a new window starts', async () => {
    ctx.clock.set(TEST_NOW);
    await (await client('198.51.100.6')).signIn();
    ctx.clock.advance(25 * 60 * MINUTE);
    await (await client('198.51.100.7')).signIn();
    const keys = (await ctx.db.select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).not.toContain('signIn:198.51.100.6');
    expect(keys).toContain('signIn:198.51.100.7');
  });

  it('turns limits off under NODE_ENV=test unless set, and on by default otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimits).toMatchObject({ signIn: 0, mail: 0 });
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimits).toEqual({
      windowMs: MINUTE,
      signIn: 30,
      mail: 20,
      token: 30,
      feed: 60,
    });
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SIGN_IN: '5' }).rateLimits.signIn).toBe(5);
  });

  it('trusts X-Forwarded-For only as far as the configured proxies', async () => {
    const { clientAddress } = await import('./rate-limit.ts');
    const { Hono } = await import('hono');
    const probe = (hops: number) => {
      const h = new Hono<AppEnv>();
      h.get('/', (c) => {
        c.set('deps', ctx.deps);
        return c.text(clientAddress(c, hops));
      });
      return h.request('/', { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' } });
    };
    expect(await (await probe(1)).text()).toBe('203.0.113.9');
    expect(await (await probe(2)).text()).toBe('6.6.6.6');
    expect(await (await probe(0)).text()).toBe('unknown');
  });
});
