/** Paging constants of the v2 list convention (spec: staff-and-crm §7, §9). */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 1000;
export const RESOURCE_PAGE_SIZES = [25, 50, 100] as const;
export const PAGINATION_MAX_SIZE = 7;

export type SortOrder = 'asc' | 'desc';

export interface ListMeta {
  totalCount: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}

/** Clamp a requested page size to the API's bounds. */
export function clampPerPage(per: number | undefined): number {
  if (per === undefined || !Number.isFinite(per) || per < 1) return DEFAULT_PER_PAGE;
  return Math.min(Math.floor(per), MAX_PER_PAGE);
}

export function listMeta(totalCount: number, pageNumber: number, pageSize: number): ListMeta {
  return {
    totalCount,
    totalPages: pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0,
    pageNumber,
    pageSize,
  };
}

/**
 * The page a list should show when the requested one is past the end (spec §4 "List paging"):
 * the last page, or page 1 when there are none.
 */
export function pageWithinBounds(requested: number, totalPages: number): number {
  if (totalPages < 1) return 1;
  return Math.min(Math.max(1, requested), totalPages);
}

/** `starts_at` -> `startsAt`. */
export function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `startsAt` -> `starts_at` (orderBy takes a column name). */
export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `include=a.b.c` embeds at most this many levels (spec: include paths are declared, bounded). */
export const MAX_INCLUDE_DEPTH = 3;
/** At most this many embedded records in one answer: ask for fewer per page beyond it. */
export const MAX_EMBEDDED_RECORDS = 5000;
