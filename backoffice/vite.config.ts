/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back-office lives under /admin (the server serves the built app there in production).
// In development the API and the realtime websocket are proxied to the server on port 3000.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // react-admin with MUI is about 1.2 MB minified (380 KB gzip) in one chunk; that is the
  // expected size of this app, not a regression to warn about.
  build: { chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/app': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 20000,
  },
});
