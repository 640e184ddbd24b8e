import { clampPerPage, snakeCase, type SortOrder } from '@tp/domain';
import type { FieldErrors } from '@tp/domain';
import { Invalid } from '../http/errors.ts';
import type { Resource } from './types.ts';

/** A list call's parameters, checked against the resource. */
export interface ListParams {
  page: number;
  per: number;
  noPagination: boolean;
  order: { column: string; sort: SortOrder };
  ids: number[] | null;
  include: string[];
  /** Filter name to its raw values (one, or several for `name[]`). */
  filters: Record<string, string[]>;
}

/** Parameters every list understands; anything else is a filter or ignored. */
export const LIST_PARAMS = [
  'page',
  'per',
  'orderBy',
  'orderSort',
  'noPagination',
  'ids',
  'include',
] as const;

/** `name[]=a&name[]=b` and `name=a` both become `name: [...]`. */
export function normaliseQuery(queries: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(queries)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    (out[name] ??= []).push(...values);
  }
  return out;
}

function positiveInteger(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * Reads page (1-based), per (default 25, at most 1000), orderBy (a sortable snake_case
 * column), orderSort, noPagination, ids and include. Invalid values are a 422 naming the
 * parameter. `ids` without `per` returns every listed record (react-admin's getMany).
 */
export function parseListParams(
  resource: Resource,
  rawQueries: Record<string, string[]>,
): ListParams {
  const query = normaliseQuery(rawQueries);
  // A parameter sent twice counts once, the last value winning (as Rack does).
  const last = (name: string) => query[name]?.at(-1);
  const errors: FieldErrors = {};

  const page = positiveInteger(last('page'));
  if (page === null) errors.page = ['must be a positive integer'];
  const per = positiveInteger(last('per'));
  if (per === null) errors.per = ['must be a positive integer'];

  // Column names are snake_case; a camelCase field name (react-admin's sort field) maps to it.
  const orderBy = snakeCase(last('orderBy') ?? resource.defaultOrder.column);
  if (!(orderBy in resource.sortable)) {
    errors.orderBy = [`must be one of ${Object.keys(resource.sortable).join(', ')}`];
  }
  const orderSortRaw = (
    last('orderSort') ?? (last('orderBy') ? 'asc' : resource.defaultOrder.sort)
  ).toLowerCase();
  if (orderSortRaw !== 'asc' && orderSortRaw !== 'desc') errors.orderSort = ['must be asc or desc'];

  let ids: number[] | null = null;
  if (query.ids) {
    const parts = query.ids.flatMap((v) => v.split(',')).filter((v) => v !== '');
    if (parts.some((v) => !/^\d+$/.test(v))) errors.ids = ['must be integers'];
    else ids = parts.map(Number);
  }

  const noPaginationRaw = last('noPagination');
  const noPagination =
    noPaginationRaw === 'true' || noPaginationRaw === '1' || (ids !== null && per === undefined);

  if (Object.keys(errors).length > 0) throw new Invalid(errors);

  const filters: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(query)) {
    if (name in resource.filters) filters[name] = values;
  }
  return {
    page: page ?? 1,
    per: clampPerPage(per ?? undefined),
    noPagination,
    order: { column: orderBy, sort: orderSortRaw as SortOrder },
    ids,
    include: query.include ?? [],
    filters,
  };
}
