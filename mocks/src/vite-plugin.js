// @ts-check
// Plain JavaScript: Vite's config loader leaves workspace packages to Node, which runs no
// TypeScript; the snapshot itself is built by the TypeScript CLI in a child process (tsx).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FILE, WORKER_FILE } from './snapshot/snapshot-files.js';

const require = createRequire(import.meta.url);
const SNAPSHOT_CLI = fileURLToPath(new URL('./snapshot/snapshot-cli.ts', import.meta.url));

/**
 * Names a snapshot file made beforehand (`snapshot-cli.ts <file>`), used as it is instead of
 * building one: the e2e run builds the world once and shares it between both mocked apps.
 */
export const SNAPSHOT_FILE_ENV = 'TP_DEMO_WORLD_SNAPSHOT';

/** The local calendar day: the world is regenerated when it changes. */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/**
 * Writes the demo world snapshot around now to `file`, built in Node by the snapshot CLI.
 * @param {string} file
 * @returns {Promise<void>}
 */
export function buildSnapshotFile(file) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [require.resolve('tsx/cli'), SNAPSHOT_CLI, file], (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * The demo world snapshot around now.
 * @returns {Promise<Buffer>}
 */
async function buildSnapshot() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tp-snapshot-'));
  const file = path.join(dir, SNAPSHOT_FILE);
  const started = Date.now();
  try {
    await buildSnapshotFile(file);
    const bytes = readFileSync(file);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`Demo world snapshot: ${(bytes.length / 1e6).toFixed(1)} MB in ${seconds} s`);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The mocked mode's build-time half (`vite --mode mocked`, `vite build --mode mocked`): makes
 * the demo world snapshot in Node around today and serves it beside the app (regenerated
 * when the day changes, so a dev server left running keeps a world relative to today), or
 * emits it into the build, whose world is then the one of its build day. Serves msw's worker
 * script from the installed msw the same way. With TP_DEMO_WORLD_SNAPSHOT set, serves or emits
 * that file instead (its world is the one of the day it was made).
 * @returns {import('vite').Plugin}
 */
export function mockedApi() {
  /** @type {{ day: string, bytes: Promise<Buffer> } | null} */
  let snapshot = null;
  let base = '/';
  const workerPath = require.resolve(`msw/${WORKER_FILE}`);

  function currentSnapshot() {
    const file = process.env[SNAPSHOT_FILE_ENV];
    if (file) {
      snapshot ??= { day: 'given', bytes: readFile(file) };
      return snapshot.bytes;
    }
    const day = today();
    if (snapshot?.day !== day) snapshot = { day, bytes: buildSnapshot() };
    return snapshot.bytes;
  }

  return {
    name: 'tp-mocked-api',
    // PGlite loads its WebAssembly and data files relative to its own module: Vite must serve
    // it as it is, not pre-bundle it.
    config: () => ({ optimizeDeps: { exclude: ['@electric-sql/pglite'] } }),
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      // Start at once: the first page asks for it within seconds.
      void currentSnapshot().catch(() => undefined);
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (url === `${base}${WORKER_FILE}`) {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-store');
          res.end(readFileSync(workerPath));
          return;
        }
        if (url !== `${base}${SNAPSHOT_FILE}`) return next();
        currentSnapshot().then(
          (bytes) => {
            res.setHeader('Content-Type', 'application/gzip');
            res.setHeader('Cache-Control', 'no-store');
            res.end(bytes);
          },
          (error) => next(error),
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SNAPSHOT_FILE, source: await currentSnapshot() });
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
    },
  };
}
