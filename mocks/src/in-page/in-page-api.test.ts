import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { JsonSuffixRouter, type App } from '@tp/server/browser';
import { inPageApi } from './in-page-api.ts';
import type { CookieJar } from './page-cookies.ts';

/** A jar that records what it is given and answers a fixed Cookie header. */
function jarWith(header: string): CookieJar & { stored: string[] } {
  const stored: string[] = [];
  return { stored, header: () => header, store: (lines) => void stored.push(...lines) };
}

/** A stand-in for the server app: echoes the cookies it got, sets one on /sign-in. */
function echoApp() {
  const app = new Hono();
  app.get('/echo', (c) => c.json({ cookie: c.req.header('Cookie') ?? null }));
  app.post('/sign-in', (c) => {
    setCookie(c, 'tp_auth', 'abc', { httpOnly: true, path: '/' });
    return c.json({ seen: getCookie(c, 'XSRF-TOKEN') ?? null });
  });
  return app as unknown as App;
}

describe('the in-page API', () => {
  it('sends the jar’s cookies as the Cookie header', async () => {
    const api = inPageApi(echoApp(), jarWith('XSRF-TOKEN=t1; tp_auth=s1'));
    const response = await api.fetch(new Request('http://page.test/echo'));
    expect(await response.json()).toEqual({ cookie: 'XSRF-TOKEN=t1; tp_auth=s1' });
  });

  it('gives the cookies the app sets to the jar and keeps them off the answer', async () => {
    const jar = jarWith('XSRF-TOKEN=t1');
    const kept: string[][] = [];
    const api = inPageApi(echoApp(), jar, async (lines) => void kept.push([...lines]));
    const response = await api.fetch(new Request('http://page.test/sign-in', { method: 'POST' }));
    expect(await response.json()).toEqual({ seen: 't1' });
    expect(jar.stored).toEqual(['tp_auth=abc; Path=/; HttpOnly']);
    expect(kept).toEqual([['tp_auth=abc; Path=/; HttpOnly']]);
    expect(response.headers.has('Set-Cookie')).toBe(false);
  });

  it('keeps every header of a multipart request', async () => {
    const app = new Hono();
    app.post('/upload', (c) => c.json({ xsrf: c.req.header('X-XSRF-TOKEN') ?? null }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    const request = new Request('http://page.test/upload', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 't1' },
      body: form,
    });
    const response = await inPageApi(app as unknown as App, jarWith('')).fetch(request);
    expect(await response.json()).toEqual({ xsrf: 't1' });
  });

  it('sends a body with its length, so a body limit reads the cookies the jar gave', async () => {
    const app = new Hono();
    app.post('/limited', bodyLimit({ maxSize: 1024 }), async (c) =>
      c.json({ cookie: c.req.header('Cookie') ?? null, body: await c.req.json() }),
    );
    const request = new Request('http://page.test/limited', {
      method: 'POST',
      body: JSON.stringify({ login: 'a' }),
    });
    const response = await inPageApi(app as unknown as App, jarWith('XSRF-TOKEN=t1')).fetch(
      request,
    );
    expect(await response.json()).toEqual({ cookie: 'XSRF-TOKEN=t1', body: { login: 'a' } });
  });

  it("answers the spec's .json spellings as the server does", async () => {
    const app = new Hono({ router: new JsonSuffixRouter() });
    app.get('/api/v2/messages/:id', (c) => c.json({ id: c.req.param('id') }));
    const response = await inPageApi(app as unknown as App, jarWith('')).fetch(
      new Request('http://page.test/api/v2/messages/96.json'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '96' });
  });
});
