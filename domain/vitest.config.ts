import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Files share a worker's modules instead of importing them again (pure rules: no module
    // state, no vi.mock; the one test that sets TZ puts it back). 58 CPU-s became 11.
    isolate: false,
  },
});
