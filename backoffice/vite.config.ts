/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { WORKER_EXEC_ARGV } from '../vitest.workers.ts';
import { muiCssVariablesOff } from '../ui/build/mui-css-variables-off.ts';

// The back-office lives under /admin (the server serves the built app there in production).
// In development the API and the realtime websocket are proxied to the server on port 3000;
// in `--mode mocked` the API runs in the page instead (@tp/mocks/vite serves its snapshot).
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [
    react(),
    muiCssVariablesOff(),
    mode === 'mocked' && import('@tp/mocks/vite').then((m) => m.mockedApi()),
  ],
  // Split by page (issue 27): each resource's screens are lazy (src/lazyScreen.ts), and the
  // code every page needs before its own comes in two chunks, so the first page opened
  // downloads its own code and no other page's:
  // - vendor: the libraries the shell runs (React, the router, MUI, emotion, react-admin's
  //   core), which change only with a dependency bump and so stay cached across deploys;
  // - shell: the app's own start-up code (providers, layout, menu, the domain rules it asks).
  // The libraries only screens use are left to the bundler's own chunking (one chunk per set of
  // screens sharing a module): a group merging them into fewer chunks ran a MUI component's
  // styles before the component was defined, on the courses list opened after the dashboard.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('src/i18n/object-entries.cjs', import.meta.url)),
    },
  },
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
