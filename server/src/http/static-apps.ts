import { statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { isSignInPagePath } from '@tp/domain';
import type { AppConfig } from '../config.ts';

/** Vite puts content-hashed files under assets/: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always revalidate, so a deploy is picked up at once. */
const REVALIDATE = 'no-cache';

interface SpaApp {
  name: string;
  /** URL prefix without a trailing slash ('' for the root app). */
  prefix: string;
  dist: string;
  buildCommand: string;
  /** Paths answered by another page of the build than index.html, when it was built. */
  pages?: ReadonlyArray<{ matches(path: string): boolean; file: string }>;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file under `dist` a URL path names, or null (also for anything escaping `dist`). */
function fileFor(dist: string, relativeUrlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativeUrlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return null;
  const file = path.resolve(dist, `.${path.posix.sep}${decoded}`);
  if (file !== dist && !file.startsWith(dist + path.sep)) return null;
  return isFile(file) ? file : null;
}

function notBuiltPage(app: SpaApp): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(app.name)} is not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>${escape(app.name)} is not built yet</h1>
<p>The server looked for it in <code>${escape(app.dist)}</code> and found no <code>index.html</code>.</p>
<p>Build it with <code>${escape(app.buildCommand)}</code> (or <code>npm run build</code> for both apps), then reload this page.
During development, <code>npm run dev</code> serves the apps with hot reload instead.</p>
</body>
</html>
`;
}

/**
 * Sends a file, or the brotli/gzip copy the build wrote next to it when the browser accepts
 * one (scripts/precompress.mjs), marked Vary: Accept-Encoding.
 */
function serveFile(c: Context, file: string, cacheControl: string) {
  c.header('Cache-Control', cacheControl);
  return serveStatic({ path: file, precompressed: true })(c, async () => {});
}

/** Serves one single-page app: its files, else its index.html for client-side routes. */
function spaHandler(app: SpaApp) {
  return async (c: Context) => {
    const relative = c.req.path.slice(app.prefix.length).replace(/^\/+/, '');
    const file = relative ? fileFor(app.dist, relative) : null;
    if (file) return serveFile(c, file, relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    // A missing hashed asset is a stale page asking for an old build: answering it with HTML
    // would only produce a confusing MIME-type error in the browser.
    if (relative.startsWith('assets/')) return c.text('Not found.', 404);
    const page = app.pages?.find((candidate) => candidate.matches(c.req.path));
    const pageFile = page ? path.join(app.dist, page.file) : null;
    if (pageFile && isFile(pageFile)) return serveFile(c, pageFile, REVALIDATE);
    const index = path.join(app.dist, 'index.html');
    if (!isFile(index)) {
      c.header('Cache-Control', REVALIDATE);
      return c.html(notBuiltPage(app), 503);
    }
    return serveFile(c, index, REVALIDATE);
  };
}

/**
 * The two built apps, for production (`npm start`): the back-office under /admin and the
 * live-session app at /. Every other path of an app falls back to its index.html, so deep
 * links work with client-side routing. Mounted after /api, which never reaches here.
 */
export function staticAppRoutes(config: Pick<AppConfig, 'backofficeDist' | 'liveSessionDist'>) {
  const backoffice = spaHandler({
    name: 'The back-office',
    prefix: '/admin',
    dist: path.resolve(config.backofficeDist),
    buildCommand: 'npm run build -w backoffice',
  });
  const liveSession = spaHandler({
    name: 'The live-session app',
    prefix: '',
    dist: path.resolve(config.liveSessionDist),
    buildCommand: 'npm run build -w live-session',
    // The stand-alone sign-in page: React and the sign-in form only.
    pages: [{ matches: isSignInPagePath, file: 'login.html' }],
  });
  const app = new Hono();
  app.on(['GET', 'HEAD'], ['/admin', '/admin/*'], backoffice);
  app.on(['GET', 'HEAD'], '*', liveSession);
  return app;
}
