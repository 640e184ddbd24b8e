import { defineProject } from 'vitest/config';

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
    // A larger young generation: React renders and JSON answers allocate fast, and the default
    // one filled and was collected often (about 8% less CPU on the back-office's files).
    execArgv: ['--max-semi-space-size=64'],
    // Migrates once per run; each file's database is a copy (src/test/test-databases.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Rolls each test back (src/test/test-isolation.ts).
    setupFiles: ['src/test/setup-isolation.ts'],
    // PostgreSQL runs are slower than PGlite ones.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
