/**
 * A window for unit tests of code that waits for the page's `load` event: it has loaded (or
 * loads when `load()` is called), runs its timers on the test's clock (fake timers included),
 * and has no requestIdleCallback, as in Safari, so a test's outcome does not depend on the
 * worker's jsdom window.
 */
export function fakeWindow(readyState: DocumentReadyState = 'complete') {
  const listeners: (() => void)[] = [];
  const target = {
    document: { readyState },
    setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  return {
    target: target as unknown as Window,
    load: () => listeners.splice(0).forEach((listener) => listener()),
  };
}
