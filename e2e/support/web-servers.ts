// `tsx e2e/support/web-servers.ts`: everything the e2e run serves, started side by side
// (Playwright starts its webServer entries one after another, each waiting for the last):
// - the demo world snapshot (migrations and the demo world around now, in PGlite), built once;
// - the real servers named by E2E_REAL_SERVERS (playwright.config.ts), each on a database of
//   its own loaded from that snapshot (load-demo-world.ts): three seedings side by side took
//   26 s of a 34 s start;
// - the mocked project's apps: both built with `vite build --mode mocked` (the same in-page API
//   and msw overrides as `npm run dev:mocked`) around that snapshot into
//   e2e/.artifacts/mocked-apps, never into the apps' dist (which `npm run check:bundles` keeps
//   free of PGlite and msw), then served as files. A dev server transformed hundreds of
//   modules for every page load of every test, and each of the two built a snapshot of its own.
// The live-session app is served last, once everything else answers: Playwright waits for it.
// Children share this process group, which Playwright ends with the run.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import { buildSnapshotFile, SNAPSHOT_FILE_ENV } from '@tp/mocks/vite';
import { isSignInPagePath } from '../../domain/src/sign-in-page.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outRoot = path.join(root, 'e2e/.artifacts/mocked-apps');
const TSX = path.join(root, 'node_modules/.bin/tsx');

const APPS = [
  { dir: 'backoffice', base: '/admin/', port: Number(process.env.E2E_MOCKED_BACKOFFICE_PORT) },
  { dir: 'live-session', base: '/', port: Number(process.env.E2E_MOCKED_LIVE_PORT) },
] as const;

/** A real server as playwright.config.ts describes it (its `realServer`). */
interface RealServer {
  command: string;
  cwd: string;
  url: string;
  env: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  // Served as a file, not as an encoding: the page unpacks it itself.
  '.gz': 'application/gzip',
  '.data': 'application/octet-stream',
};

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** Serves `dir` under `base`; a path with no file is the app's (client-side) route. */
/** The page a client-side address gets, as the API server answers it (static-apps.ts). */
function pageFor(dir: string, url: string): string {
  const signIn = path.join(dir, 'login.html');
  return isSignInPagePath(url) && existsSync(signIn) ? 'login.html' : 'index.html';
}

function serve(dir: string, base: string, port: number): Promise<void> {
  const server = createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const relative = url.startsWith(base) ? url.slice(base.length) : null;
    let file = relative === null ? null : path.join(dir, relative);
    if (file && (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()))
      file = path.extname(url) ? null : path.join(dir, pageFor(dir, url));
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Nothing changes while this server runs: a test's second page load takes the scripts,
      // PGlite's WebAssembly and the snapshot from the browser's cache (the pages are new).
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'max-age=3600',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Starts a real server, its output prefixed; answers once `url` answers. */
async function startRealServer(server: RealServer, timeoutMs = 240_000): Promise<void> {
  const child = spawn(server.command, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = new URL(server.url).port;
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) console.info(`[:${port}] ${line}`);
    });
  child.on('exit', (code) => {
    console.error(`The real server on :${port} ended (${code}).`);
    process.exit(1);
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(server.url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`No answer from ${server.url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo world snapshot around now, as a file (its path). */
async function buildSnapshot(): Promise<string> {
  const started = Date.now();
  mkdirSync(outRoot, { recursive: true });
  const snapshot = path.join(outRoot, 'demo-world.tar.gz');
  await buildSnapshotFile(snapshot);
  console.info(`Demo world snapshot in ${seconds(started)}`);
  return snapshot;
}

/**
 * A real server that starts on the run's demo world (load-demo-world.ts, in the server's own
 * environment and process, beside the mocked builds) instead of seeding its own.
 */
function onDemoWorld(server: RealServer, snapshot: string): RealServer {
  const load = [TSX, path.join(import.meta.dirname, 'load-demo-world.ts'), snapshot].join(' ');
  return { ...server, command: `${load} && ${server.command}` };
}

async function buildApps(snapshot: string): Promise<void> {
  // Both builds emit this one snapshot (see mockedApi in mocks/src/vite-plugin.js).
  process.env[SNAPSHOT_FILE_ENV] = snapshot;
  const builtAt = Date.now();
  await Promise.all(
    APPS.map((app) =>
      build({
        root: path.join(root, app.dir),
        mode: 'mocked',
        // PGlite's Node-only branches and chunk sizes warn on every build; expected here.
        logLevel: 'error',
        build: { outDir: path.join(outRoot, app.dir), emptyOutDir: true },
      }),
    ),
  );
  console.info(`Mocked builds in ${seconds(builtAt)}`);
}

const started = Date.now();
const realServers = JSON.parse(process.env.E2E_REAL_SERVERS ?? '[]') as RealServer[];
// E2E_MOCKED_REUSE_BUILD=1 serves the last run's builds (a quicker loop while writing tests);
// their world is the one of the day they were built. The real servers' is always today's.
const built = APPS.every((app) => existsSync(path.join(outRoot, app.dir, 'index.html')));
const reuseBuilds = process.env.E2E_MOCKED_REUSE_BUILD === '1' && built;
let realServersReady: Promise<unknown> = Promise.resolve();
if (realServers.length > 0 || !reuseBuilds) {
  const snapshot = await buildSnapshot();
  realServersReady = Promise.all(
    realServers.map((server) => startRealServer(onDemoWorld(server, snapshot))),
  );
  if (!reuseBuilds) await buildApps(snapshot);
}
const [backoffice, live] = APPS;
await serve(path.join(outRoot, backoffice.dir), backoffice.base, backoffice.port);
await realServersReady;
await serve(path.join(outRoot, live.dir), live.base, live.port);
console.info(`Everything served after ${seconds(started)}`);
