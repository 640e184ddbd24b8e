// `npm run check:bundles` (part of `npm run test:e2e`, after the build): two promises of the
// mocked mode kept by looking at what is built, not at what the code intends.
// 1. The server's browser entry (@tp/server/browser, which the mocked mode runs in the page)
//    bundles without anything of Node: no node:* module, pg, nodemailer, ws, pusher,
//    aws4fetch or @hono/node-server. PGlite is left out: the page loads it itself, and its own
//    Node-only branches are its business.
// 2. The production builds of both apps hold no PGlite (no WebAssembly, no pglite code) and
//    no msw: the mocked mode is imported only under a build-time condition.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

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

const problems = [
  ...(await checkBrowserEntry()),
  ...checkProductionBuild('backoffice'),
  ...checkProductionBuild('live-session'),
];
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0) process.exit(1);
console.info(
  '✓ @tp/server/browser has nothing of Node; backoffice/dist and live-session/dist have no PGlite and no msw',
);
