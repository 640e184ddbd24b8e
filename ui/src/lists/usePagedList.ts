import { useCallback, useEffect, useRef, useState } from 'react';
import {
  emptyListResult,
  pageToReload,
  type ListPage,
  type ListPageRequest,
} from '@tp/data-provider';
import type { ListMeta } from '@tp/domain';

/** Loads one page; `fetchListPage` bound to a resource and its filters is the usual one. */
export type PageFetcher<RecordType> = (
  request: Pick<ListPageRequest, 'page' | 'perPage' | 'signal'>,
) => Promise<ListPage<RecordType>>;

export interface UsePagedListOptions<RecordType> {
  /** Memoise it (useCallback): a new fetcher (new filters, say) loads the list again. */
  fetchPage: PageFetcher<RecordType>;
  perPage: number;
  initialPage?: number;
  /** Told of a failed load (to toast it); the list itself shows empty on page 1. */
  onError?: (error: unknown) => void;
}

export interface PagedList<RecordType> {
  data: RecordType[];
  meta: ListMeta;
  page: number;
  perPage: number;
  isLoading: boolean;
  /** The last load failed: the list shows empty results, zero totals and page 1. */
  hasFailed: boolean;
  setPage(page: number): void;
  /** A new size starts again on page 1. */
  setPerPage(perPage: number): void;
  /** Loads the shown page again. */
  reload(): void;
}

interface PageRequest {
  page: number;
  perPage: number;
  /** False after a failure: page 1 is shown empty without asking again. */
  shouldFetch: boolean;
}

interface Loaded<RecordType> {
  request: PageRequest | null;
  fetcher: PageFetcher<RecordType> | null;
  data: RecordType[];
  meta: ListMeta;
  hasFailed: boolean;
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * The shared paging of the live app's own lists (spec §4 "List paging", §7 "Shared list
 * calls"): a page past the last one reloads the last page, or page 1 when there are none; a
 * failed load shows empty results, zero totals and page 1. react-admin's lists do the same in
 * the back-office.
 */
export function usePagedList<RecordType>({
  fetchPage,
  perPage: initialPerPage,
  initialPage = 1,
  onError,
}: UsePagedListOptions<RecordType>): PagedList<RecordType> {
  const [request, setRequest] = useState<PageRequest>({
    page: initialPage,
    perPage: initialPerPage,
    shouldFetch: true,
  });
  const [loaded, setLoaded] = useState<Loaded<RecordType>>(() => ({
    request: null,
    fetcher: null,
    ...emptyListResult<RecordType>(initialPerPage),
    hasFailed: false,
  }));

  // A new fetcher (new filters) asks again, even after a failure.
  const [fetcherSeen, setFetcherSeen] = useState(() => fetchPage);
  if (fetcherSeen !== fetchPage) {
    setFetcherSeen(() => fetchPage);
    if (!request.shouldFetch) setRequest({ ...request, shouldFetch: true });
  }
  // onError is a notification, not an input: a new callback must not reload the list.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!request.shouldFetch) return;
    const controller = new AbortController();
    fetchPage({ page: request.page, perPage: request.perPage, signal: controller.signal }).then(
      (answer) => {
        const reloadOn = pageToReload({
          pageNumber: request.page,
          totalPages: answer.meta.totalPages,
        });
        if (reloadOn !== null) {
          setRequest({ page: reloadOn, perPage: request.perPage, shouldFetch: true });
          return;
        }
        setLoaded({
          request,
          fetcher: fetchPage,
          data: answer.data,
          meta: answer.meta,
          hasFailed: false,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        const failedRequest: PageRequest = {
          page: 1,
          perPage: request.perPage,
          shouldFetch: false,
        };
        setRequest(failedRequest);
        setLoaded({
          request: failedRequest,
          fetcher: fetchPage,
          ...emptyListResult<RecordType>(request.perPage),
          hasFailed: true,
        });
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [request, fetchPage]);

  const setPage = useCallback((page: number) => {
    setRequest((current) => ({
      ...current,
      page: Math.max(1, Math.floor(page)),
      shouldFetch: true,
    }));
  }, []);
  const setPerPage = useCallback((perPage: number) => {
    setRequest({ page: 1, perPage, shouldFetch: true });
  }, []);
  const reload = useCallback(() => {
    setRequest((current) => ({ ...current, shouldFetch: true }));
  }, []);

  return {
    data: loaded.data,
    meta: loaded.meta,
    page: request.page,
    perPage: request.perPage,
    isLoading: request.shouldFetch && (loaded.request !== request || loaded.fetcher !== fetchPage),
    hasFailed: loaded.hasFailed,
    setPage,
    setPerPage,
    reload,
  };
}
