import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_AT_HEADER } from '@tp/domain';
import { createApp } from '../app.ts';
import { TestAgent } from '../test/agent.ts';
import { FIXTURE_LOGIN_PASSWORD } from '../test/fixtures.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { appContentSecurityPolicy, realtimeConnectSources } from './security-headers.ts';
import { loadConfig } from '../config.ts';
import { staticAppRoutes } from './static-apps.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

// Headers come from code, not data: one backend is enough.
describe('security headers and compression', () => {
  let ctx: ResourceTestContext;
  let root: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ctx = await createResourceTestContext('pglite');
    root = mkdtempSync(path.join(tmpdir(), 'tp-headers-'));
    for (const name of ['backoffice', 'live']) {
      mkdirSync(path.join(root, name), { recursive: true });
      writeFileSync(path.join(root, name, 'index.html'), `<title>${name}</title>`);
    }
    // As main.ts serves it: the API, then the built apps.
    app = createApp(ctx.deps);
    app.route(
      '/',
      staticAppRoutes({
        backofficeDist: path.join(root, 'backoffice'),
        liveSessionDist: path.join(root, 'live'),
      }),
    );
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await ctx?.close();
  });

  it('gives API answers nosniff, no framing, a locked-down policy and no caching', async () => {
    const res = await app.request('/api/session.json');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
  });

  it('keeps the headers on error answers', async () => {
    for (const url of ['/api/v2/sessions', '/api/no-such-route']) {
      const res = await app.request(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('stamps every API answer, errors included, with the server clock when it arrived', async () => {
    for (const url of ['/api/session.json', '/api/v2/sessions', '/api/no-such-route']) {
      const before = Date.now();
      const res = await app.request(url);
      const after = Date.now();
      const readAt = Number(res.headers.get(READ_AT_HEADER));
      expect(readAt).toBeGreaterThanOrEqual(before);
      expect(readAt).toBeLessThanOrEqual(after);
    }
    expect((await app.request('/tutor/schedule')).headers.get(READ_AT_HEADER)).toBeNull();
  });

  it('leaves the caching of public reference data to its route', async () => {
    const res = await app.request('/api/v2/locales/en');
    if (res.status === 200) expect(res.headers.get('Cache-Control')).toMatch(/^public/);
  });

  it('gives the app pages a policy with no inline script, our own connections and the meeting frames', async () => {
    for (const url of ['/admin/courses', '/tutor/schedule']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('Content-Security-Policy'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['connect-src']).toContain("'self'");
      expect(csp['frame-src']).toContain('https://meet.jit.si');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('lets only this site frame the essay grading screen, and no other page', async () => {
    const res = await app.request('/essay-grading/screen');
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const other = await app.request('/essay-grading/screen/x');
    expect(directives(other.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual([
      "'none'",
    ]);
  });

  it('sends HSTS over https only', async () => {
    expect(
      (await app.request('/api/session.json')).headers.get('Strict-Transport-Security'),
    ).toBeNull();
    const secure = await app.request('https://tp.example.com/api/session.json');
    expect(secure.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
  });

  it('lets pages connect to a configured Pusher cluster or self-hosted server', () => {
    const pusher = { kind: 'pusher', appId: '1', key: 'k', secret: 's', port: undefined } as const;
    expect(
      realtimeConnectSources({ ...pusher, cluster: 'eu', host: undefined, useTLS: true }),
    ).toEqual(['wss://ws-eu.pusher.com']);
    expect(
      realtimeConnectSources({
        ...pusher,
        cluster: 'mt1',
        host: 'soketi.internal',
        port: 6001,
        useTLS: false,
      }),
    ).toEqual(['ws://soketi.internal:6001', 'wss://soketi.internal:6001']);
    expect(realtimeConnectSources({ kind: 'embedded', key: 'local', secret: 'x' })).toEqual([]);
  });

  it('compresses JSON answers above 1 KB for a browser that accepts gzip, and leaves small ones', async () => {
    const agent = await new TestAgent(app).signIn('admin@fixture.test', FIXTURE_LOGIN_PASSWORD);
    const big = await agent.request('GET', '/api/openapi.json', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(big.headers.get('Content-Encoding')).toBe('gzip');
    const document = JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString('utf8'));
    expect(document.openapi).toBe('3.1.0');

    const small = await agent.request('GET', '/api/v2/roles', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(small.headers.get('Content-Encoding')).toBeNull();

    // A caller that accepts no compression gets the big answer as it is.
    const plain = await agent.request('GET', '/api/openapi.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(((await plain.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});

describe('the pages’ policy with Authorize.Net', () => {
  it('lets the pages load Accept.js and post the card to Authorize.Net, and nothing more', () => {
    const policy = appContentSecurityPolicy(
      loadConfig({
        AUTHORIZE_NET_API_LOGIN_ID: 'login',
        AUTHORIZE_NET_TRANSACTION_KEY: 'key',
        AUTHORIZE_NET_CLIENT_KEY: 'public',
      }),
    );
    expect(policy.scriptSrc).toEqual(["'self'", 'https://js.authorize.net']);
    expect(policy.connectSrc).toContain('https://*.authorize.net');
  });

  it('keeps scripts to our own files with the TEST gateway', () => {
    const policy = appContentSecurityPolicy(loadConfig({}));
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.connectSrc.some((source) => source.includes('authorize'))).toBe(false);
  });
});
