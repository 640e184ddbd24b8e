import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '@tp/server/browser';

/**
 * PostgreSQL's settings for the demo world in a page or a test worker: a data directory of a
 * few dozen megabytes, one session. The defaults size shared memory for a server (128 MB of
 * buffers, 100 connections), which PGlite zeroes in WebAssembly on every start: about half a
 * second of a page's start in Chromium, for buffers this database never fills.
 */
const SMALL_DATABASE_SETTINGS = ['-c', 'shared_buffers=8MB', '-c', 'max_connections=5'];

/** How a PGlite opens the demo world snapshot (build-snapshot.ts). */
export function demoWorldPgliteOptions(snapshot: Blob): PGliteOptions<typeof PGLITE_EXTENSIONS> {
  return {
    loadDataDir: snapshot,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...SMALL_DATABASE_SETTINGS],
  };
}
