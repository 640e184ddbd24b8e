import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { planChunks } from './chunk-plan.ts';

/** A built chunk as planChunks reads it: its file, name, facade, imports and modules. */
function chunk(
  fileName: string,
  options: {
    facade?: string;
    entry?: boolean;
    dynamic?: boolean;
    imports?: string[];
    modules: string[];
  },
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    facadeModuleId: options.facade ?? null,
    isEntry: options.entry ?? options.dynamic ?? false,
    isDynamicEntry: options.dynamic ?? false,
    imports: options.imports ?? [],
    modules: Object.fromEntries(options.modules.map((id) => [id, {}])),
  } as unknown as Rollup.OutputChunk;
}

// The app's entry, the sign-in page, two landing screens and a screen that is not one.
const BUILD = [
  chunk('index.js', {
    facade: '/app/index.html',
    entry: true,
    imports: ['vendor-react.js', 'shared-with-sign-in.js', 'entry-common.js'],
    modules: ['/app/src/main.tsx'],
  }),
  chunk('login.js', {
    facade: '/app/login.html',
    entry: true,
    imports: ['vendor-react.js', 'shared-with-sign-in.js'],
    modules: ['/app/src/login-page/main.tsx'],
  }),
  chunk('vendor-react.js', { modules: ['/nm/react/index.js'] }),
  chunk('shared-with-sign-in.js', { modules: ['/app/src/strings.ts'] }),
  chunk('entry-common.js', { modules: ['/app/src/theme.ts'] }),
  chunk('Schedule.js', {
    facade: '/app/src/Schedule.tsx',
    dynamic: true,
    imports: ['entry-common.js', 'calendar.js', 'Button.js'],
    modules: ['/app/src/Schedule.tsx'],
  }),
  chunk('Planner.js', {
    facade: '/app/src/Planner.tsx',
    dynamic: true,
    imports: ['calendar.js'],
    modules: ['/app/src/Planner.tsx'],
  }),
  chunk('Profile.js', {
    facade: '/app/src/Profile.tsx',
    dynamic: true,
    imports: ['Button.js'],
    modules: ['/app/src/Profile.tsx'],
  }),
  chunk('calendar.js', { imports: ['Button.js'], modules: ['/nm/calendar/index.js'] }),
  chunk('Button.js', { modules: ['/nm/ui/Button.js'] }),
];

describe('planChunks', () => {
  const plan = planChunks(BUILD, { schedule: ['Schedule.tsx'], planner: ['Planner.tsx'] });

  it('groups each landing screen’s first load by the set of screens that load it', () => {
    expect(plan.get('/app/src/Schedule.tsx')).toBe('landing-schedule');
    expect(plan.get('/app/src/Planner.tsx')).toBe('landing-planner');
    expect(plan.get('/nm/calendar/index.js')).toBe('landing-schedule-planner');
    expect(plan.get('/nm/ui/Button.js')).toBe('landing-schedule-planner');
  });

  it('puts what only the app’s entry loads into its group, and leaves the rest where it was', () => {
    expect(plan.get('/app/src/theme.ts')).toBe('app-shell');
    expect(plan.get('/app/src/main.tsx')).toBe('app-shell');
    // Shared with the sign-in page, a vendor chunk, or no landing screen's: untouched.
    expect(plan.has('/app/src/strings.ts')).toBe(false);
    expect(plan.has('/app/src/login-page/main.tsx')).toBe(false);
    expect(plan.has('/nm/react/index.js')).toBe(false);
    expect(plan.has('/app/src/Profile.tsx')).toBe(false);
  });

  it('fails when a landing screen’s route module is not in the build', () => {
    expect(() => planChunks(BUILD, { team: ['Team.tsx'] })).toThrow(/no chunk for Team\.tsx/);
  });
});
