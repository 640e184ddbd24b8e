import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Files share a worker's modules instead of importing them again: no file replaces a module
    // or keeps state in one (with mocks: 84 CPU-s became 34).
    isolate: false,
  },
});
