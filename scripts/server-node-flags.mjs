// Node's flags for the server wherever the project starts it (`npm start`, the e2e servers, the
// bundle check and the landing-page bench); cluster workers inherit them. Plain JavaScript so
// that the scripts run by node, without a TypeScript loader, share it.

/**
 * A larger young generation (64 MB semi-spaces instead of V8's 16 MB default). An API answer
 * allocates its rows, their JSON and the drizzle queries around them, and the default one filled
 * and was collected so often that a list call cost about a third more CPU: 25 courses with
 * their sessions went from about 245 to about 355 calls a second at the same CPU. It costs up to
 * about 150 MB more memory per process.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
