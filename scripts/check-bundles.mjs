// `npm run check:bundles` (part of `npm run test:e2e`, after the build): two promises of the
// mocked mode kept by looking at what is built, not at what the code intends.
// 1. The server's browser entry (@tp/server/browser, which the mocked mode runs in the page)
//    bundles without anything of Node: no node:* module, pg, nodemailer, ws, pusher,
//    aws4fetch or @hono/node-server. PGlite is left out: the page loads it itself, and its own
//    Node-only branches are its business.
// 2. The production builds of both apps hold no PGlite (no WebAssembly, no pglite code) and
//    no msw: the mocked mode is imported only under a build-time condition.
// 3. Every script and style above 1 KB has its brotli and gzip copy (scripts/precompress.mjs),
//    and the entry JavaScript of each app is printed raw, brotli and gzip.
// 4. Each landing page's JavaScript under its ceiling, beside its target (below).
// 5. The stand-alone sign-in page (live-session's login.html) lists the app's entry and its
//    first-load files for prefetching, and each of them is in the build.
// 6. live-session's build holds none of lodash's own modules: react-big-calendar's lodash
//    imports resolve to calendar-lodash.ts (live-session/vite.config.ts, calendarLodash).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import {
  LANDING_PAGES,
  launchChromium,
  openLandingPage,
  startProduct,
} from '../e2e/bench/landing-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const NODE_ONLY =
  /^node:|\/node_modules\/(pg|pg-[\w-]+|pgpass|nodemailer|ws|pusher|aws4fetch|@hono\/node-server)\/|__vite-browser-external/;
const MOCKED_ONLY = [/pglite/i, /PGlite/, /mockServiceWorker/, /\bmsw\b/, /setupWorker/];

async function checkBrowserEntry() {
  const modules = new Set();
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(root, 'server/src/browser.ts'), formats: ['es'], fileName: 'server' },
      rollupOptions: { external: [/^@electric-sql\/pglite/] },
    },
    plugins: [{ name: 'record-modules', load: (id) => void modules.add(id) }],
  });
  const nodeOnly = [...modules].filter((id) => NODE_ONLY.test(id));
  if (modules.size === 0) return ['the browser entry bundled no module at all'];
  return nodeOnly.map((id) => `@tp/server/browser bundles a Node-only module: ${id}`);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function checkProductionBuild(app) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    return [`${app}/dist is not built (npm run build)`];
  const problems = [];
  for (const file of filesUnder(dist)) {
    const name = path.relative(root, file);
    if (/\.(wasm|data)$|demo-world|mockServiceWorker/.test(file)) {
      problems.push(`${name} is a mocked-mode file in the production build`);
      continue;
    }
    if (!/\.(js|css|html)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const found = MOCKED_ONLY.find((pattern) => pattern.test(text));
    if (found) problems.push(`${name} contains ${found} (mocked-mode code in production)`);
  }
  return problems;
}

function checkPrecompressed(app) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(dist)) return [];
  return filesUnder(dist)
    .filter((file) => /\.(js|css)$/.test(file) && statSync(file).size >= 1024)
    .flatMap((file) =>
      ['.br', '.gz']
        .filter((suffix) => !existsSync(file + suffix))
        .map((suffix) => `${path.relative(root, file)} has no ${suffix} copy (precompress)`),
    );
}

/** The scripts index.html loads at once (entry and module preloads), in bytes per encoding. */
function firstLoadJavaScript(app) {
  const dist = path.join(root, app, 'dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
  const base = app === 'backoffice' ? '/admin/' : '/';
  const sizes = { raw: 0, br: 0, gz: 0 };
  for (const url of urls) {
    const file = path.join(dist, url.startsWith(base) ? url.slice(base.length) : url);
    sizes.raw += statSync(file).size;
    for (const key of ['br', 'gz'])
      sizes[key] += existsSync(`${file}.${key}`)
        ? statSync(`${file}.${key}`).size
        : statSync(file).size;
  }
  return sizes;
}

/** Step 5: login.html's list of the app's files (vite.config.ts, appFilesForSignInPage). */
function checkSignInPrefetchList() {
  const dist = path.join(root, 'live-session/dist');
  const login = path.join(dist, 'login.html');
  if (!existsSync(login)) return ['live-session/dist/login.html is not built (npm run build)'];
  const list = readFileSync(login, 'utf8').match(
    /<script type="application\/json" id="tp-app-files">(.*?)<\/script>/s,
  );
  if (!list) return ['live-session/dist/login.html lists no app files to prefetch'];
  const files = JSON.parse(list[1]);
  const entry = readFileSync(path.join(dist, 'index.html'), 'utf8').match(
    /<script type="module"[^>]* src="([^"]+)"/,
  )?.[1];
  const problems = files
    .filter((file) => !existsSync(path.join(dist, file)))
    .map((file) => `login.html lists ${file} for prefetching, which is not in the build`);
  if (!entry || !files.includes(entry))
    problems.push(`login.html does not list the app's entry (${entry}) for prefetching`);
  return problems;
}

/**
 * Step 6: lodash's hash and set caches (behind its isEqual, sortBy, omit...) mark their
 * entries with this string; es-toolkit's functions do not.
 */
function checkNoLodashInLiveSession() {
  const dist = path.join(root, 'live-session/dist');
  if (!existsSync(dist)) return [];
  return filesUnder(dist)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(file, 'utf8').includes('__lodash_hash_undefined__'))
    .map(
      (file) =>
        `${path.relative(root, file)} holds lodash's own modules (the calendar's lodash plugin, live-session/vite.config.ts, did not apply)`,
    );
}

// The product seeds its demo world (seconds of one core) while the browser entry is bundled
// beside it; step 4 needs it.
const productStarting = startProduct();
// A failed start is reported where step 4 awaits it, not as an unhandled rejection here.
productStarting.catch(() => {});
/** Stops the product once it has started (or failed to): nothing is left on its port. */
const stopProduct = () =>
  productStarting.then(
    (product) => product.stop(),
    () => {},
  );
let problems;
try {
  problems = [
    ...(await checkBrowserEntry()),
    ...checkProductionBuild('backoffice'),
    ...checkProductionBuild('live-session'),
    ...checkPrecompressed('backoffice'),
    ...checkPrecompressed('live-session'),
    ...checkSignInPrefetchList(),
    ...checkNoLodashInLiveSession(),
  ];
} catch (error) {
  await stopProduct();
  throw error;
}
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0) {
  await stopProduct();
  process.exit(1);
}
console.info(
  '✓ @tp/server/browser has nothing of Node; backoffice/dist and live-session/dist have no PGlite and no msw, and are precompressed; the sign-in page lists the app to prefetch; live-session/dist has none of lodash’s own modules',
);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
for (const app of ['backoffice', 'live-session']) {
  const sizes = firstLoadJavaScript(app);
  if (sizes)
    console.info(
      `  ${app} entry JavaScript: ${kb(sizes.raw)} raw, ${kb(sizes.br)} brotli, ${kb(sizes.gz)} gzip`,
    );
}

/**
 * 4. Each landing page's JavaScript under its ceiling, as a browser receives it: the product
 *    runs as `npm start` runs it, Chromium opens each page signed in as its role with an empty
 *    cache, and the scripts it fetched until its first real content are summed as brotli
 *    (what is sent to a browser that accepts it) and gzip (to one that does not).
 */
// `--list`: each page's scripts with their brotli size, heaviest first (what to split next).
const LIST_SCRIPTS = process.argv.includes('--list');
const product = await productStarting;
const overBudget = [];
let browser;
try {
  // Inside the try: a browser that fails to start must not leave the product running.
  browser = await launchChromium();
  for (const page of LANDING_PAGES) {
    const load = await openLandingPage(browser, product.url, page);
    const underCeiling = load.br <= page.ceilingKb * 1024;
    if (!underCeiling) overBudget.push(`${page.name} (${kb(load.br)} of ${page.ceilingKb} KB)`);
    const target = load.br <= page.budgetKb * 1024 ? 'within' : 'over';
    console.info(
      `  ${underCeiling ? '✓' : '✗'} ${page.name} (${page.path}): ${kb(load.br)} brotli (ceiling ${page.ceilingKb} KB; ${target} the ${page.budgetKb} KB target), ${kb(load.gz)} gzip, ${kb(load.raw)} raw, in ${load.scripts} scripts`,
    );
    if (LIST_SCRIPTS)
      for (const file of load.files)
        console.info(`      ${(file.br / 1024).toFixed(1).padStart(6)} KB  ${file.name}`);
  }
} finally {
  await browser?.close();
  product.stop();
}
if (overBudget.length > 0) {
  console.error(`✗ heavier than their ceiling: ${overBudget.join(', ')}`);
  process.exit(1);
}
