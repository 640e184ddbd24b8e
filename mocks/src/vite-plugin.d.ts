import type { Plugin } from 'vite';

/** The mocked mode's build-time half: the demo world snapshot and msw's worker beside the app. */
export declare function mockedApi(): Plugin;

/** The environment variable naming a ready snapshot file for `mockedApi` to use as it is. */
export declare const SNAPSHOT_FILE_ENV: string;

/** Writes the demo world snapshot around now to `file` (the snapshot CLI, in a child process). */
export declare function buildSnapshotFile(file: string): Promise<void>;
