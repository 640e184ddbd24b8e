/** How long a start that waits for the page's first data waits at most, once the page has loaded. */
export const SETTLE_TIMEOUT_MS = 5000;

/** What tells that a page shows its first data: the apps' own bookkeeping of their calls. */
export interface FirstDataSignal {
  /** Whether the page's first data has answered, with nothing else on its way. */
  isReady(): boolean;
  /** Calls `listener` whenever that may have changed; answers what stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * How long `isReady` must hold before the page counts as settled: a page that loads in steps
   * has a moment between two steps when nothing is on its way. 0 by default.
   */
  quietMs?: number;
}

/**
 * Resolves once the page has loaded (the window's `load` event), `signal` has been ready for its
 * quiet time, and the browser has then had an idle moment to draw what answered; or
 * SETTLE_TIMEOUT_MS after the load if it never is. Work the first screen does not need (live
 * updates, with pusher-js) starts then, rather than competing with the page's own code and data.
 */
export function whenPageSettled(signal: FirstDataSignal, target: Window = window): Promise<void> {
  const { quietMs = 0 } = signal;
  return new Promise<void>((resolve) => {
    const afterIdle = () => {
      if (typeof target.requestIdleCallback === 'function')
        target.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else target.setTimeout(resolve, 0);
    };
    const afterLoad = () => {
      let quiet: number | undefined;
      let isDone = false;
      const finish = () => {
        if (isDone) return;
        isDone = true;
        stop();
        target.clearTimeout(limit);
        target.clearTimeout(quiet);
        afterIdle();
      };
      // Each change starts the quiet wait again.
      const check = () => {
        target.clearTimeout(quiet);
        if (!signal.isReady()) return;
        if (quietMs === 0) finish();
        else quiet = target.setTimeout(finish, quietMs);
      };
      const stop = signal.subscribe(check);
      const limit = target.setTimeout(finish, SETTLE_TIMEOUT_MS);
      check();
    };
    if (target.document.readyState === 'complete') afterLoad();
    else target.addEventListener('load', afterLoad, { once: true });
  });
}
