import type { QueryClient } from '@tanstack/react-query';
import { whenPageSettled } from '@tp/data-provider';

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
 * Resolves once the page has loaded, its first record data has answered with no other query on
 * its way, and the browser has had an idle moment to draw it (`whenPageSettled`; 5 s at most).
 * The inbox badge's live updates, with pusher-js, start then. Once per page load.
 */
export function pageSettled(queryClient: QueryClient, target: Window = window): Promise<void> {
  settled ??= whenPageSettled(
    {
      isReady: () => hasFirstData(queryClient),
      subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
    },
    target,
  );
  return settled;
}

/** Forgets the page's settled state (tests that open the page again). */
export function resetPageSettled(): void {
  settled = null;
}
