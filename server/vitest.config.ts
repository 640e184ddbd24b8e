import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // PGlite boots in a few seconds per file; PostgreSQL runs make it slower still.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
