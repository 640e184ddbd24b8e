import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './support/chromium.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const headed = process.argv.some(
  (arg) => arg === '--headed' || arg === '--ui' || arg === '--debug',
);
const launchOptions = chromiumLaunchOptions({ headed, testRun: true });

const FULL_PORT = Number(process.env.E2E_FULL_PORT ?? 3300);
// The back-office journeys run on a second real server of their own, beside the others.
const FULL_ADMIN_PORT = Number(process.env.E2E_FULL_ADMIN_PORT ?? FULL_PORT + 3);
const MOCKED_BACKOFFICE_PORT = Number(process.env.E2E_MOCKED_BACKOFFICE_PORT ?? 5301);
const MOCKED_LIVE_PORT = Number(process.env.E2E_MOCKED_LIVE_PORT ?? 5302);
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database per run: the demo world is seeded relative to today. Set once in
// the runner and inherited by the workers, so tests can read what the server wrote there
// (mail under DATA_DIR/mail).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `tp-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
const adminDataDir = `${dataDir}-admin`;

export const urls = {
  full: `http://127.0.0.1:${FULL_PORT}`,
  fullAdmin: `http://127.0.0.1:${FULL_ADMIN_PORT}`,
  mockedBackoffice: `http://127.0.0.1:${MOCKED_BACKOFFICE_PORT}`,
  mockedLive: `http://127.0.0.1:${MOCKED_LIVE_PORT}`,
};

/**
 * The real product as `npm start` runs it (apps are built by `npm run test:e2e`), on a fresh
 * embedded database in `dir`.
 */
function realServer(port: number, dir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: [
      path.join(root, 'node_modules/.bin/tsx'),
      ...SERVER_NODE_FLAGS,
      path.join(root, 'server/src/main.ts'),
    ].join(' '),
    cwd: root,
    url: `http://127.0.0.1:${port}/api/config.json`,
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Every journey signs in from 127.0.0.1, dozens of times a minute; the per-address
      // limits themselves are covered by the server's tests.
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_MAIL: '1000',
      RATE_LIMIT_TOKEN: '1000',
      ...extraEnv,
    },
  };
}

/**
 * The back-office journeys, on a server of their own: three lanes (these, the other journeys
 * on the real server, the mocked mode's) share the two workers, so none waits long for another.
 * Journeys that read mail stay on the first server (its DATA_DIR is E2E_DATA_DIR).
 */
const ADMIN_JOURNEYS = /(admin|backoffice)-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests',
  outputDir: '.artifacts/results',
  fullyParallel: false,
  // Two workers for two cores. Each real server's journeys run one at a time, a file's tests in
  // order (they share its database); the mocked mode's tests, whose API lives in each page,
  // fill whichever worker is free.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey walks several screens; on a busy 2-core machine the longer ones take about a
  // minute (60 s timed out three of them on a slow day). A limit only slows a failing test.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The run ends by listing its ten slowest tests (support/slowest-reporter.ts).
  reporter: [['list'], [path.join(import.meta.dirname, 'support/slowest-reporter.ts')]],
  use: {
    launchOptions,
    // A failed test is run again with its trace recorded (CI retries once; `--retries 1` does it
    // locally): the DOM snapshots of every action, taken in every passing test, cost the
    // browser and the runner about a tenth of the run's CPU.
    trace: { mode: 'on-first-retry', screenshots: false },
    // As a user who asks for less motion: the apps then run no transitions or animations (ui's
    // theme), whose frames were most of the browser's work while a journey waits.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'full',
      testDir: 'tests/full',
      testIgnore: ADMIN_JOURNEYS,
      workers: 1,
      use: { baseURL: urls.full },
    },
    {
      name: 'full-admin',
      testDir: 'tests/full',
      testMatch: ADMIN_JOURNEYS,
      workers: 1,
      use: { baseURL: urls.fullAdmin },
    },
    {
      name: 'mocked',
      testDir: 'tests/mocked',
      // Each test's page has a database of its own: they may run side by side, so the lane
      // that is left when a real-server lane ends takes both workers.
      fullyParallel: true,
      workers: 2,
      use: { baseURL: urls.mockedBackoffice },
    },
  ],
  // One process starts the real servers and builds the mocked apps side by side
  // (support/web-servers.ts); Playwright would start separate entries one after another.
  webServer: {
    command: `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'e2e/support/web-servers.ts')}`,
    cwd: root,
    // Served last, once the real servers answer and both mocked builds are served.
    url: `${urls.mockedLive}/demo-world.tar.gz`,
    env: {
      E2E_REAL_SERVERS: JSON.stringify([
        // The score report journey reads the job runner's mail there: queuing a report wakes
        // the runner, so it comes within seconds at the runner's usual interval.
        realServer(FULL_PORT, dataDir),
        realServer(FULL_ADMIN_PORT, adminDataDir),
      ]),
      E2E_MOCKED_BACKOFFICE_PORT: String(MOCKED_BACKOFFICE_PORT),
      E2E_MOCKED_LIVE_PORT: String(MOCKED_LIVE_PORT),
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
