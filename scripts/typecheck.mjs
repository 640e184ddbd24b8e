// `npm run typecheck`: TypeScript 7's native compiler over every workspace, as four programs.
// The browser workspaces (tsconfig.apps.json) and the mocked mode with the browser tests
// (tsconfig.tools.json) are one program each, so the files they share are checked once (about
// half the CPU of one program per workspace); domain (no DOM) and the server (Node.js
// only) keep their own stricter settings. One checker each, with Go's garbage collector
// running less often (GOGC=400: a sixth less CPU for about 300 MB more memory): the run shares
// the machine with the tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
const PROGRAMS = ['domain', 'server', 'tsconfig.apps.json', 'tsconfig.tools.json'];

let failed = false;
for (const program of PROGRAMS) {
  console.log(`tsc -p ${program}`);
  const result = spawnSync(
    process.execPath,
    [tsc, '--noEmit', '--checkers', '1', '-p', program, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, GOGC: process.env.GOGC ?? '400' } },
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
