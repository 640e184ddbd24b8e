/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { WORKER_EXEC_ARGV } from '../vitest.workers.ts';

// The back-office lives under /admin (the server serves the built app there in production).
// In development the API and the realtime websocket are proxied to the server on port 3000;
// in `--mode mocked` the API runs in the page instead (@tp/mocks/vite serves its snapshot).
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [react(), mode === 'mocked' && import('@tp/mocks/vite').then((m) => m.mockedApi())],
  // react-admin with MUI is about 1.2 MB minified (380 KB gzip) in one chunk; that is the
  // expected size of this app, not a regression to warn about.
  build: { chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy:
      mode === 'mocked'
        ? undefined
        : {
            '/api': { target: API_ORIGIN, changeOrigin: true },
            '/app': { target: API_ORIGIN, changeOrigin: true, ws: true },
          },
  },
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['@tp/mocks/vitest-setup'],
    env: { TZ: 'UTC' },
    testTimeout: 20000,
    // A file's hooks sign in and arrange rows over the in-process API: on a busy 2-core machine
    // that can take longer than Vitest's 10 s default, which skips the whole file.
    hookTimeout: 60_000,
    // A worker runs its files one after another without re-importing react-admin, MUI and the
    // in-process API for each (about a third of the CPU time). Safe because each file renders
    // its own app over its own API, and no file replaces a module (vi.mock would not hold).
    isolate: false,
    execArgv: WORKER_EXEC_ARGV,
  },
}));
