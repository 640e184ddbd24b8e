// `npm start`: build the two apps when their build is missing or older than their sources,
// then run the server (one process: API, both apps, realtime) on the embedded database.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['domain/src', 'data-provider/src', 'ui/src'];
const APPS = ['backoffice', 'live-session'];

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(app) {
  const built = path.join(root, app, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = [...SOURCES, `${app}/src`, `${app}/index.html`, `${app}/vite.config.ts`];
  const newest = Math.max(
    ...sources.map((s) => {
      const full = path.join(root, s);
      return existsSync(full) && statSync(full).isFile()
        ? statSync(full).mtimeMs
        : newestMtime(full);
    }),
  );
  return newest > statSync(built).mtimeMs;
}

const stale = APPS.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Building ${stale.join(' and ')}...`);
  const args = ['run', 'build', ...stale.flatMap((app) => ['-w', app])];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [...SERVER_NODE_FLAGS, path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
