import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nodeCompress } from '../platform/node-compress.ts';
import {
  acceptedEncoding,
  compressApiAnswers,
  ONE_CALL_COMPRESSION_MAX_BYTES,
} from './compression.ts';
import type { AppEnv } from './context.ts';

const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Course ${i}` })) };
const HUGE = { text: 'x'.repeat(ONE_CALL_COMPRESSION_MAX_BYTES + 10) };
const CSV = `id,name\n${BIG.items.map((item) => `${item.id},${item.name}`).join('\n')}\n`;

function appWithRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', ...compressApiAnswers(nodeCompress));
  app.onError((error, c) => c.json({ error: error.message, detail: 'y'.repeat(2000) }, 418));
  app.get('/big', (c) => {
    c.header('ETag', '"v1"');
    c.header('Vary', 'Cookie');
    return c.json(BIG);
  });
  app.post('/created', (c) => c.json(BIG, 201));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/huge', (c) => c.json(HUGE));
  app.get('/fails', () => {
    throw new HTTPException(418, { message: 'no tea' });
  });
  app.get('/export.csv', (c) => c.body(CSV, 200, { 'Content-Type': 'text/csv' }));
  return app;
}

const call = (app: Hono<AppEnv>, path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, {
    method,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

const gunzipped = async (res: Response) => gunzipSync(Buffer.from(await res.arrayBuffer()));

describe('compressing API answers', () => {
  const app = appWithRoutes();

  it('gzips a JSON answer in one piece, with its length, Vary and a weak ETag', async () => {
    const res = await call(app, '/big', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(BIG);
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('ETag')).toBe('W/"v1"');
  });

  it('keeps the status a handler or the error handler gives', async () => {
    const created = await call(app, '/created', 'gzip', 'POST');
    expect(created.status).toBe(201);
    expect(JSON.parse((await gunzipped(created)).toString('utf8'))).toEqual(BIG);
    const failed = await call(app, '/fails', 'gzip');
    expect(failed.status).toBe(418);
    expect(failed.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse((await gunzipped(failed)).toString('utf8'))).toMatchObject({
      error: 'no tea',
    });
  });

  it('deflates for a caller that prefers or accepts only deflate', async () => {
    for (const header of ['deflate', 'gzip;q=0.5, deflate']) {
      const res = await call(app, '/big', header);
      expect(res.headers.get('Content-Encoding')).toBe('deflate');
      const text = inflateSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
      expect(JSON.parse(text)).toEqual(BIG);
    }
  });

  it('sends a small answer as it is, with its length and without Vary', async () => {
    const res = await call(app, '/small', 'gzip');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String('{"ok":true}'.length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it('leaves the answer as it is for a caller that accepts no compression, and for HEAD', async () => {
    for (const res of [
      await call(app, '/big'),
      await call(app, '/big', 'br'),
      await call(app, '/big', 'gzip;q=0'),
    ]) {
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(await res.json()).toEqual(BIG);
    }
    const head = await call(app, '/big', 'gzip', 'HEAD');
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });

  it('streams very large JSON answers and other answers (a CSV export) through hono’s compress', async () => {
    const huge = await call(app, '/huge', 'gzip');
    expect(huge.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse((await gunzipped(huge)).toString('utf8'))).toEqual(HUGE);
    const csv = await call(app, '/export.csv', 'gzip');
    expect(csv.headers.get('Content-Encoding')).toBe('gzip');
    expect((await gunzipped(csv)).toString('utf8')).toBe(CSV);
  });
});

describe('acceptedEncoding', () => {
  it('chooses as hono’s compress does: gzip unless deflate is preferred, * for the rest', () => {
    const choices: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['', undefined],
      ['br', undefined],
      ['gzip, deflate, br', 'gzip'],
      ['deflate, gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['gzip;q=0.2, deflate;q=0.8', 'deflate'],
      ['GZIP', 'gzip'],
      ['*', 'gzip'],
      ['gzip;q=0, *', 'deflate'],
      ['gzip;q=0, deflate;q=0', undefined],
    ];
    for (const [header, encoding] of choices)
      expect(acceptedEncoding(header), header).toBe(encoding);
  });
});
