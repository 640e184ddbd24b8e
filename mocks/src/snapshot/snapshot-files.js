// Plain JavaScript: the Vite plugin (run by Node without a TypeScript loader) and the page share it.

/** The demo world snapshot's file name, beside the app's index.html (served in dev, emitted in build). */
export const SNAPSHOT_FILE = 'demo-world.tar.gz';
/** msw's worker script, served from the msw package so it always matches the installed msw. */
export const WORKER_FILE = 'mockServiceWorker.js';
