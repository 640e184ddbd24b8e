import { readJson } from '../../auth/testing/user-fixtures.ts';
import { createApp } from '../../app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from '../../test/harness.ts';

describe.each(BACKENDS)('GET /api/config.json (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  it('answers the version and pusher-js options to anyone', async () => {
    const res = await ctx.app.request('http://localhost:5173/api/config.json', {
      headers: { Host: 'localhost:5173' },
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      version: '3.0.2',
      realtime: {
        key: 'local',
        cluster: 'local',
        wsHost: 'localhost',
        wsPort: 5173,
        wssPort: 5173,
        forceTLS: false,
        enabledTransports: ['ws', 'wss'],
        authEndpoint: '/api/auth/pusher/auth',
      },
      // The built-in TEST gateway: the browser tokenises test cards itself, no keys needed.
      payments: { gateway: 'test' },
      pogFormUrl: '/policies/pog-form.html',
      // No WIKI_URL set: the tutor app shows no Wiki link.
      wikiUrl: null,
      socialSignIn: { facebook: false, oidc: null },
      // No EXAMS_API_URL: the server's own exams service; no practice videos set.
      examsApiUrl: '',
      practiceExamVideos: {
        act: null,
        'act-extended-time': null,
        psat: null,
        'psat-extended-time': null,
        sat: null,
        'sat-extended-time': null,
      },
    });
  });

  it('follows the forwarded host and scheme of a trusted proxy, and ignores them otherwise', async () => {
    const direct = await ctx.app.request('http://localhost/api/config.json', {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expect((await readJson(direct)).realtime).toMatchObject({
      wsHost: 'localhost',
      forceTLS: false,
    });
    const behindProxy = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, trustProxyHops: 1 },
    });
    const res = await behindProxy.request('/api/config.json', {
      headers: { 'X-Forwarded-Host': 'tp.example.com', 'X-Forwarded-Proto': 'https' },
    });
    expect((await readJson(res)).realtime).toMatchObject({
      wsHost: 'tp.example.com',
      wsPort: 80,
      wssPort: 443,
      forceTLS: true,
    });
  });
});
