import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'data-provider',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TZ: 'UTC' },
  },
});
