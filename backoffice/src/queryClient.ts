import { QueryClient, type Query } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import type { ListRequest } from '@tp/data-provider';

/**
 * Whether `query` is one of react-admin's permission checks (`['auth', …]`) left waiting with
 * nothing on its way and nobody to ask: a render that built it was thrown away (a screen that
 * was still downloading its code when the user opened another), or its screen closed before
 * the answer came and react-query put it back as it was. react-admin's `useIsAuthPending`
 * reads such a check as still pending and shows "Loading" for ever.
 */
function isAbandonedAuthCheck(query: Query): boolean {
  return (
    query.queryKey[0] === 'auth' &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.getObserversCount() === 0
  );
}

/**
 * Lets abandoned permission checks answer: once the task that built or left one has ended (a
 * kept render has subscribed by then), the check runs. The checks answer from the signed-in
 * user the auth provider keeps, so running one nobody awaits costs next to nothing.
 */
export function answerAbandonedAuthChecks(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const settle = (query: Query) => {
    if (cache.get(query.queryHash) !== query || !isAbandonedAuthCheck(query)) return;
    query.fetch().catch(() => {
      // A refused check is an answer too: the query holds it, no longer pending.
    });
  };
  return cache.subscribe((event) => {
    // Every query's events pass here: only permission checks are looked at again.
    if (event.query.queryKey[0] !== 'auth') return;
    if (event.type === 'added' || event.type === 'observerRemoved')
      setTimeout(() => settle(event.query), 0);
  });
}

/** The back-office's query client: react-admin's defaults, and no abandoned auth check. */
export function createBackofficeQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  answerAbandonedAuthChecks(queryClient);
  return queryClient;
}

/**
 * Puts a list page asked ahead (askLandingData) where the list screen will look for it: under
 * react-admin's key for `getList` with the same params. The list then draws its rows in its
 * first render instead of one render after its frame, and asks again in the background as with
 * any cached page; that call takes the same answer (list-prefetch.ts), so nothing is sent twice.
 */
export function seedListPage(
  queryClient: QueryClient,
  resource: string,
  { pagination, sort, filter, meta }: ListRequest,
  page: GetListResult,
): void {
  queryClient.setQueryData([resource, 'getList', { pagination, sort, filter, meta }], page);
}
