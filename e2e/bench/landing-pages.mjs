// Each role's landing page in the built product, opened in Chromium as a user would open it:
// what JavaScript it downloads (npm run check:bundles) and how soon its first real content
// shows (npm run bench). Shared by both scripts so they measure the same pages the same way.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const DEMO_PASSWORD = 'demo1234';

/**
 * The pages with a budget (issue: first loads). `ready` is the first real content: an element
 * that only shows once the page has its data, not a spinner or a skeleton (with `readyText`, once
 * its text matches: a skeleton has the same element and no text). Sizes are KB of JavaScript as
 * sent with brotli: `budgetKb` is the target, `ceilingKb` what the product holds to today with a
 * little room, so that no change makes a first load heavier unnoticed (lower it as pages get
 * lighter; raise it only with a reason in the commit).
 */
export const LANDING_PAGES = [
  {
    name: 'sign-in',
    login: null,
    path: '/login/en',
    ready: 'input[type="password"]',
    budgetKb: 100,
    ceilingKb: 95,
  },
  {
    name: "tutor's dashboard",
    login: 'tutor@demo.test',
    path: '/tutor/dashboard',
    ready: '[data-testid="availability-hours"]',
    readyText: '\\d',
    budgetKb: 200,
    ceilingKb: 200,
  },
  {
    name: "tutor's schedule",
    login: 'tutor@demo.test',
    path: '/tutor/schedule',
    ready: '[data-testid="schedule-calendar"] .rbc-event',
    budgetKb: 200,
    ceilingKb: 200,
  },
  {
    name: 'family planner',
    login: 'parent@demo.test',
    path: '/parent/planner',
    ready: '[data-testid="planner-calendar"] .rbc-event',
    budgetKb: 200,
    ceilingKb: 200,
  },
  {
    name: "back-office's first list",
    login: 'admin@demo.test',
    path: '/admin/courses',
    ready: 'table tbody tr td',
    readyText: '\\w',
    budgetKb: 350,
    ceilingKb: 336,
  },
];

/** Headless Chromium as the e2e run drives it. */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * The built product on a fresh embedded database with the demo world, as `npm start` runs it,
 * or the server at LANDING_BASE_URL when set. Resolves once it answers.
 */
export async function startProduct(port = Number(process.env.LANDING_PORT ?? 4399)) {
  if (process.env.LANDING_BASE_URL) return { url: process.env.LANDING_BASE_URL, stop() {} };
  for (const app of ['backoffice', 'live-session'])
    if (!existsSync(path.join(root, app, 'dist', 'index.html')))
      throw new Error(`${app}/dist is not built (npm run build)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-landing-'));
  const server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [...SERVER_NODE_FLAGS, path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // Each run signs in once per page and CPU rate: BENCH_RUNS=5 passed the per-address
        // limit (429). The limit itself is covered by the server's tests.
        RATE_LIMIT_SIGN_IN: process.env.RATE_LIMIT_SIGN_IN ?? '1000',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${url}/api/config.json`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('the server did not answer within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new browser context (empty cache) signed in as `login` through the API, as the apps do. */
export async function signedInContext(browser, baseURL, login) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'no-preference' });
  if (!login) return context;
  const xsrf = async () =>
    decodeURIComponent(
      (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
    );
  await context.request.get('/api/session.json');
  const answer = await context.request.post('/api/login.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrf() },
  });
  if (!answer.ok()) throw new Error(`sign-in as ${login} failed: ${answer.status()}`);
  return context;
}

/** The dist file a script URL names (the back-office is served under /admin/). */
function distFile(url) {
  const { pathname } = new URL(url);
  return pathname.startsWith('/admin/')
    ? path.join(root, 'backoffice/dist', pathname.slice('/admin/'.length))
    : path.join(root, 'live-session/dist', pathname.slice(1));
}

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);

/**
 * Opens `page` in a fresh signed-in context and waits for its first real content. Answers
 * the time it showed (ms since navigation started, read in the page) and the JavaScript the
 * page downloaded until then: bytes as sent (brotli), and the gzip and raw copies of the same
 * files; `files` names each script with its brotli bytes, heaviest first.
 */
export async function openLandingPage(browser, baseURL, page, { cpuSlowdown = 1 } = {}) {
  const context = await signedInContext(browser, baseURL, page.login);
  try {
    const tab = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const scripts = new Set();
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await tab.goto(page.path, { waitUntil: 'commit' });
    const shownAt = await tab.waitForFunction(
      ({ selector, text }) => {
        const pattern = text ? new RegExp(text) : null;
        const shown = [...document.querySelectorAll(selector)].some(
          (element) =>
            element.getClientRects().length > 0 &&
            (!pattern || pattern.test(element.textContent ?? '')),
        );
        return shown ? performance.now() : null;
      },
      { selector: page.ready, text: page.readyText ?? null },
      { polling: 'raf', timeout: 60_000 },
    );
    const files = [...scripts].map(distFile);
    const brotliOf = (file) => sizeOf(`${file}.br`) || sizeOf(file);
    return {
      files: files
        .map((file) => ({ name: path.basename(file), br: brotliOf(file) }))
        .sort((a, b) => b.br - a.br),
      ms: Math.round(await shownAt.jsonValue()),
      scripts: files.length,
      br: files.reduce((sum, file) => sum + brotliOf(file), 0),
      gz: files.reduce((sum, file) => sum + (sizeOf(`${file}.gz`) || sizeOf(file)), 0),
      raw: files.reduce((sum, file) => sum + sizeOf(file), 0),
    };
  } finally {
    await context.close();
  }
}

export const kb = (bytes) => Math.round(bytes / 1024);
