import { defineProject } from 'vitest/config';
import { WORKER_EXEC_ARGV } from '../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // A worker runs its files one after another without reloading the app's modules and
    // PGlite's WebAssembly for each (about half the CPU time). Safe because tests share no
    // module state: each file builds its own app and database (src/test/harness.ts).
    isolate: false,
    execArgv: WORKER_EXEC_ARGV,
    // Migrates once per run; each file's database is a copy (src/test/test-databases.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Rolls each test back (src/test/test-isolation.ts).
    setupFiles: ['src/test/setup-isolation.ts'],
    // PostgreSQL runs are slower than PGlite ones.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
