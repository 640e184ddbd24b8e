import { DEFAULT_PER_PAGE, listMeta, pageWithinBounds, type ListMeta } from '@tp/domain';
import { DEFAULT_API_URL } from './api-paths.ts';
import type { HttpClient } from './http-client.ts';
import { listQuery, readListMeta, type ListRequest } from './list-params.ts';

/**
 * Spec §4 "List paging": when the page asked for is past the last one, the list reloads on
 * the last page, or page 1 when there are none. Answers the page to reload, or null when the
 * shown page is fine. react-admin's lists already do this for the back-office; this is for
 * the live-session app's own lists, given the meta of the answer.
 */
export function pageToReload({
  pageNumber,
  totalPages,
}: Pick<ListMeta, 'pageNumber' | 'totalPages'>): number | null {
  const page = pageWithinBounds(pageNumber, totalPages);
  return page === pageNumber ? null : page;
}

export interface EmptyListResult<RecordType> {
  data: RecordType[];
  total: number;
  meta: ListMeta;
}

/**
 * Spec §7 "Shared list calls": a failed list query shows empty results, zero totals and
 * page 1. For the live-session app's list hooks to fall back on after a failure (the error
 * itself goes to the toast). The DataProvider does not swallow errors this way: react-admin
 * needs the rejection to show its own error state.
 */
export function emptyListResult<RecordType>(
  pageSize: number = DEFAULT_PER_PAGE,
): EmptyListResult<RecordType> {
  return { data: [], total: 0, meta: listMeta(0, 1, pageSize) };
}

/** One page of a list as the live app's lists hold it. */
export interface ListPage<RecordType> {
  data: RecordType[];
  meta: ListMeta;
}

export interface ListPageRequest {
  page: number;
  perPage: number;
  sort?: ListRequest['sort'];
  filter?: unknown;
  include?: string | string[];
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * GET {apiUrl}/{resource}?page&per&orderBy&orderSort&include&<filters> (the v2 list
 * convention, spec §7 "Shared list calls") -> the records under `resource` and the meta.
 * An answer without meta (a server that ignored paging) is given meta of its own length.
 */
export async function fetchListPage<RecordType>(
  httpClient: HttpClient,
  resource: string,
  { page, perPage, sort, filter, include, signal }: ListPageRequest,
  apiUrl: string = DEFAULT_API_URL,
): Promise<ListPage<RecordType>> {
  const query = listQuery({ pagination: { page, perPage }, sort, filter, meta: { include } });
  const url = `${apiUrl}/${resource}`;
  const { json } = await httpClient(url, { query, signal });
  const records = isRecord(json) ? json[resource] : undefined;
  if (!Array.isArray(records)) throw new Error(`The answer of ${url} has no "${resource}" list.`);
  const meta = readListMeta(json) ?? listMeta(records.length, page, perPage);
  return { data: records as RecordType[], meta };
}

/**
 * MUI Pagination's settings for the spec's "pagination max size 7" (§9): one sibling each
 * side of the current page and one page at each end give at most 7 page items (1 … 4 5 6 … 9).
 */
export const PAGINATION_RANGE = { siblingCount: 1, boundaryCount: 1 } as const;

/** The most page items MUI draws for a range: both ends, two ellipses, the current page and its siblings. */
export function maxPaginationItems({
  siblingCount,
  boundaryCount,
}: {
  siblingCount: number;
  boundaryCount: number;
}): number {
  return 2 * boundaryCount + 2 + 2 * siblingCount + 1;
}
