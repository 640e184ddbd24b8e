import { defineProject } from 'vitest/config';
import { WORKER_EXEC_ARGV } from '../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // The upload tests run the real API in-process over the demo world snapshot.
    globalSetup: ['@tp/mocks/vitest-setup'],
    // MUI inputs render slowly in jsdom on a busy 2-core machine.
    testTimeout: 20_000,
    // A file's hooks sign in and arrange rows over the in-process API: on a busy 2-core machine
    // that can take longer than Vitest's 10 s default, which skips the whole file.
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    // Files share a worker's modules (MUI, the in-process API) instead of importing them again:
    // each file renders its own components over its own API, and none replaces a module.
    isolate: false,
    execArgv: WORKER_EXEC_ARGV,
  },
});
