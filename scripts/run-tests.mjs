// `npm test`: every check, in the order that keeps both cores busy.
// - vitest (`test:unit`) and, beside it at normal priority, the apps' build and the bundle check
//   (`e2e:prepare`: its server and browser would starve below the tests);
// - once that is done, lint and typecheck (`checks`) at the lowest CPU priority, on what the
//   tests leave idle (the lane's session, not only its processes: `lowestPriority`);
// - once vitest and the build are done, Playwright, while what is left of lint and typecheck
//   finishes below it: its web servers take about 45 s to start, and started after the checks
//   the machine sat partly idle meanwhile.
// Each line is prefixed with its lane; the first lane to fail stops the others, and the run
// fails with it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const running = new Set();
let failure = null;

function prefixed(stream, name, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`[${name}] ${pending}\n`);
  });
}

/**
 * Puts a lane's session at the lowest CPU priority. Each lane is a session of its own (detached),
 * and where Linux groups a session's processes for the scheduler (autogroups, as on these
 * machines) a process's own nice value weighs only against its session's other processes: a
 * lane under `nice -n 19` still took a whole core from the tests' two workers. The session's
 * nice weighs against the other sessions. Without autogroups the file is missing, and the
 * process's own nice value does the work.
 */
function lowestPriority(child) {
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    // no autogroups here
  }
}

/**
 * Runs `command` in a shell of its own process group (with `low`, at the lowest CPU priority:
 * its processes' nice value and its session's); answers its exit code.
 */
function lane(name, command, { low = false } = {}) {
  if (failure) return Promise.resolve(1);
  const line = low ? `nice -n 19 ${command}` : command;
  const child = spawn(line, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (low) lowestPriority(child);
  running.add(child);
  prefixed(child.stdout, name, process.stdout);
  prefixed(child.stderr, name, process.stderr);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !failure) stopAll(`${name} failed (${signal ?? `exit ${code}`})`);
      resolve(status);
    });
  });
}

function signalLanes(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stops every lane as Ctrl-C would (SIGINT): Playwright then stops its web servers, which run
 * in a process group of their own. On SIGTERM it exited without them, and the servers it left
 * on their ports failed the next run ("already used"). A lane still running 15 s later is
 * terminated.
 */
function stopAll(reason) {
  failure = reason;
  signalLanes('SIGINT');
  setTimeout(() => signalLanes('SIGTERM'), 15_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopAll(`stopped (${signal})`));

const unit = lane('tests', 'npm run test:unit');
const prepare = lane('prepare', 'npm run e2e:prepare');
const checks = prepare.then((code) =>
  code === 0 ? lane('checks', 'npm run checks', { low: true }) : code,
);
const e2e = Promise.all([unit, prepare]).then((codes) =>
  codes.every((code) => code === 0) ? lane('e2e', 'npm run test -w e2e') : 1,
);
await Promise.all([checks, e2e]);
if (failure) {
  console.error(`npm test: ${failure}`);
  process.exit(1);
}
