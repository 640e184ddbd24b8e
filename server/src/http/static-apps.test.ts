import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAppRoutes } from './static-apps.ts';

describe('staticAppRoutes', () => {
  let root: string;
  let app: ReturnType<typeof staticAppRoutes>;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'tp-static-'));
    const backoffice = path.join(root, 'backoffice');
    const live = path.join(root, 'live');
    mkdirSync(path.join(backoffice, 'assets'), { recursive: true });
    mkdirSync(path.join(live, 'assets'), { recursive: true });
    writeFileSync(path.join(backoffice, 'index.html'), '<title>backoffice</title>');
    writeFileSync(path.join(backoffice, 'assets', 'index-abc123.js'), 'console.log("bo")');
    writeFileSync(path.join(backoffice, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    writeFileSync(path.join(backoffice, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
    writeFileSync(path.join(live, 'index.html'), '<title>live</title>');
    writeFileSync(path.join(live, 'login.html'), '<title>sign-in</title>');
    writeFileSync(path.join(live, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(root, 'secret.txt'), 'outside');
    app = staticAppRoutes({ backofficeDist: backoffice, liveSessionDist: live });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the back-office index at /admin and for its client-side routes', async () => {
    for (const url of ['/admin', '/admin/', '/admin/courses/12/show']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<title>backoffice</title>');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const res = await app.request('/admin/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const brotli = await app.request('/admin/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotli.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe('brotli bytes');

    const gzip = await app.request('/admin/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('gzip bytes');

    const plain = await app.request('/admin/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("bo")');
  });

  it('answers 404, not the index, for a missing asset', async () => {
    const res = await app.request('/admin/assets/index-old.js');
    expect(res.status).toBe(404);
  });

  it('serves the live-session app at / with its own fallback', async () => {
    for (const url of ['/', '/logout', '/tutor/schedule', '/administrators']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<title>live</title>');
    }
    const icon = await app.request('/favicon.svg');
    expect(await icon.text()).toBe('<svg/>');
    expect(icon.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves the stand-alone sign-in page at the sign-in addresses only', async () => {
    for (const url of [
      '/login',
      '/login/',
      '/login/en',
      '/login/es/',
      '/login/en?redirectTo=%2F',
    ]) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<title>sign-in</title>');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
    for (const url of ['/login/en/more', '/logout', '/loginx', '/admin/login/en']) {
      const res = await app.request(url);
      expect(await res.text()).not.toBe('<title>sign-in</title>');
    }
  });

  it('falls back to the index at the sign-in addresses of a build without the page', async () => {
    const live = path.join(root, 'live-without-login');
    mkdirSync(live);
    writeFileSync(path.join(live, 'index.html'), '<title>live</title>');
    const older = staticAppRoutes({
      backofficeDist: path.join(root, 'backoffice'),
      liveSessionDist: live,
    });
    const res = await older.request('/login/en');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<title>live</title>');
  });

  it('never serves files outside the dist folders', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/admin/..%2f..%2fsecret.txt']) {
      const res = await app.request(url);
      expect(await res.text()).not.toBe('outside');
    }
  });

  it('explains how to build an app whose dist folder is missing', async () => {
    const unbuilt = staticAppRoutes({
      backofficeDist: path.join(root, 'nope-backoffice'),
      liveSessionDist: path.join(root, 'nope-live'),
    });
    const res = await unbuilt.request('/admin/courses');
    expect(res.status).toBe(503);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain('not built');
    expect(page).toContain('npm run build -w backoffice');
    expect(page).not.toMatch(/Error|at \w+ \(/);
    expect(await (await unbuilt.request('/tutor/schedule')).text()).toContain(
      'npm run build -w live-session',
    );
  });
});
