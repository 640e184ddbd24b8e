import type { QueryClient } from '@tanstack/react-query';
import { whenPageSettled } from '@tp/data-provider';

let settled: Promise<void> | null = null;

/**
 * Whether the page shows its first data: a record query (not a sign-in check) has answered and
 * a screen reads it. A page asked ahead (askLandingData puts it in the cache before the list is
 * drawn) is not shown yet: counted, pusher-js came while the list was still drawing its rows,
 * on a busy machine before they showed.
 */
function hasFirstData(queryClient: QueryClient): boolean {
  if (queryClient.isFetching() > 0) return false;
  return queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.state.status === 'success' &&
        query.queryKey[0] !== 'auth' &&
        query.getObserversCount() > 0,
    );
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
