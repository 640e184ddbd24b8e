/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (and its realtime endpoint at /app/{key}) runs on port 3000 in development; the
// app is served from the root, the back-office from /admin.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/app': { target: API_ORIGIN, changeOrigin: true, ws: true },
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
