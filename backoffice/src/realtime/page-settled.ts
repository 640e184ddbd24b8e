import type { QueryClient } from '@tanstack/react-query';

/** How long a deferred start waits for the page's first data at most, once the page has loaded. */
export const SETTLE_TIMEOUT_MS = 5000;

let settled: Promise<void> | null = null;

/** Whether the page shows its first data: a record query (not a sign-in check) has answered. */
function hasFirstData(queryClient: QueryClient): boolean {
  if (queryClient.isFetching() > 0) return false;
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'success' && query.queryKey[0] !== 'auth');
}

/**
 * Resolves once the page has loaded (the window's `load` event), its first data has answered
 * and no other query is on its way, and the browser has then had an idle moment to draw it; or
 * SETTLE_TIMEOUT_MS after the load without such data. Work that the first screen does not need
 * (the inbox badge's live updates, with pusher-js) starts then, rather than competing with the
 * page's own code and data for the network and the CPU. Once per page load.
 */
export function pageSettled(queryClient: QueryClient, target: Window = window): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const afterIdle = () => {
      if (typeof target.requestIdleCallback === 'function')
        target.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else target.setTimeout(resolve, 0);
    };
    const afterFirstData = () => {
      if (hasFirstData(queryClient)) return afterIdle();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        unsubscribe();
        afterIdle();
      };
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (!hasFirstData(queryClient)) return;
        target.clearTimeout(timer);
        finish();
      });
      const timer = target.setTimeout(finish, SETTLE_TIMEOUT_MS);
    };
    if (target.document.readyState === 'complete') afterFirstData();
    else target.addEventListener('load', afterFirstData, { once: true });
  });
  return settled;
}

/** Forgets the page's settled state (tests that open the page again). */
export function resetPageSettled(): void {
  settled = null;
}
