import { DEFAULT_PER_PAGE, listMeta, pageWithinBounds, type ListMeta } from '@tp/domain';

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
