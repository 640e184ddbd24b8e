import type { Plugin } from 'vite';

/** The mocked mode's build-time half: the demo world snapshot and msw's worker beside the app. */
export declare function mockedApi(): Plugin;
