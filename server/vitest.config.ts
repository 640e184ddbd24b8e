import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Migrates once per run; each file's database is a copy (src/test/test-databases.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Rolls each test back (src/test/test-isolation.ts).
    setupFiles: ['src/test/setup-isolation.ts'],
    // PostgreSQL runs are slower than PGlite ones.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
