/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (and its realtime endpoint at /app/{key}) runs on port 3000 in development;
// API_ORIGIN points the proxy at another one. The app is served from the root, the
// back-office from /admin.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5174,
    // The Host header is passed through: the API answers the realtime host and port the
    // browser used (GET /api/config.json), so websockets come back through this proxy.
    proxy: {
      '/api': { target: API_ORIGIN },
      '/app': { target: API_ORIGIN, ws: true },
    },
  },
  test: {
    name: 'live-session',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
