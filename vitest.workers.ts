/**
 * Node options of every vitest worker that renders pages or serves the API:
 * - a larger young generation. React renders in jsdom and the API's JSON answers allocate fast,
 *   and the default one filled and was collected often (about 8% less CPU on the back-office's
 *   files);
 * - the garbage collector on the worker's own thread. Two workers keep both cores busy, so V8's
 *   helper threads (parallel scavenges, concurrent marking and sweeping) only take turns with
 *   the other worker and add their hand-over. The back-office's 66 files took about 5% less CPU
 *   and time (four runs each way); the server's and live-session's came out the same.
 */
export const WORKER_EXEC_ARGV = ['--max-semi-space-size=64', '--single-threaded-gc'];
