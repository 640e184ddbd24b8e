import { defineConfig } from 'vitest/config';

// One `vitest run` over every workspace; each package's own config sets its environment.
export default defineConfig({
  test: {
    projects: ['domain', 'data-provider', 'ui', 'mocks', 'server', 'backoffice', 'live-session'],
  },
});
