/**
 * Timeouts longer than Node's limit wait as long as Node allows instead of firing at once.
 *
 * PGlite arms PostgreSQL's alarm (for whichever of its timeouts comes next) with `setTimeout`,
 * for the time left by the system clock. A component test sets the Date back months
 * (`vi.setSystemTime(COMPONENT_TEST_NOW)`) after the worker's database armed it by the real
 * clock, so the time left is months: past 2^31 - 1 ms, which Node turns into 1 ms with a
 * warning. PostgreSQL's alarm then fired, found nothing due and armed itself again, every
 * millisecond until the test ended, each time printing the warning: thousands of turns a test,
 * and the tests' stderr full of them. Waiting about 24.8 days instead means it does not fire
 * while the test runs, which is what its clock says.
 */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

let installed = false;

/** Once per process; the in-process API installs it before opening its database. */
export function waitOutOverlongTimeouts(): void {
  if (installed) return;
  installed = true;
  const nodeSetTimeout = globalThis.setTimeout;
  const clamped = (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    nodeSetTimeout(handler, Math.min(delay ?? 0, LONGEST_TIMEOUT_MS), ...args);
  // The rest of setTimeout (its promisified form) stays Node's.
  globalThis.setTimeout = Object.assign(clamped, nodeSetTimeout) as typeof setTimeout;
}
