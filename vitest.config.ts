import { defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './vitest.sequencer.ts';

// One `vitest run` over every workspace; each package's own config sets its environment.
export default defineConfig({
  test: {
    projects: ['domain', 'data-provider', 'ui', 'mocks', 'server', 'backoffice', 'live-session'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine,
    // which leaves a core idle while a test waits on PostgreSQL or renders a page.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirstSequencer },
    reporters: ['default', './vitest.slowest-reporter.ts'],
  },
});
