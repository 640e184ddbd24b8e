import type { FieldErrors } from './messages.ts';
import { clampPerPage, MAX_PER_PAGE, snakeCase, type SortOrder } from './list-params.ts';
import { MAX_INTEGER } from './resources/payload-fields.ts';

/** A whole number in PostgreSQL's integer range (larger ids and pages cannot exist). */
function isStoredInteger(raw: string): boolean {
  return /^\d{1,10}$/.test(raw) && Number(raw) <= MAX_INTEGER;
}

/** A list call's parameters, checked against what the resource can sort and filter by. */
export interface ListQuery {
  page: number;
  per: number;
  noPagination: boolean;
  order: { column: string; sort: SortOrder };
  ids: number[] | null;
  include: string[];
  /** Filter name to its raw values (one, or several for `name[]`). */
  filters: Record<string, string[]>;
}

/** What a resource accepts: sortable snake_case columns, filter names, the default order. */
export interface ListQueryShape {
  sortable: readonly string[];
  filters: readonly string[];
  defaultOrder: { column: string; sort: SortOrder };
}

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; errors: FieldErrors };

/** `name[]=a&name[]=b` and `name=a` both become `name: [...]`. */
export function normaliseQuery(
  pairs: Iterable<readonly [string, string]>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of pairs) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    (out[name] ??= []).push(value);
  }
  return out;
}

function positiveInteger(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  return isStoredInteger(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * The v2 list convention, read once for the server and the mocks alike: page (1-based), per
 * (default 25, at most 1000), orderBy (a sortable snake_case column; a camelCase field name
 * maps to it), orderSort, noPagination, ids and include. A parameter sent twice counts once,
 * the last value winning (as Rack does). `ids` without `per` returns every listed record
 * (react-admin's getMany). Invalid values come back as errors naming the parameter.
 */
export function parseListQuery(
  query: Record<string, string[]>,
  shape: ListQueryShape,
): ListQueryResult {
  const last = (name: string) => query[name]?.at(-1);
  const errors: FieldErrors = {};

  const page = positiveInteger(last('page'));
  if (page === null) errors.page = ['must be a positive integer'];
  const per = positiveInteger(last('per'));
  if (per === null) errors.per = ['must be a positive integer'];

  const orderBy = snakeCase(last('orderBy') ?? shape.defaultOrder.column);
  if (!shape.sortable.includes(orderBy))
    errors.orderBy = [`must be one of ${shape.sortable.join(', ')}`];
  const sort = (
    last('orderSort') ?? (last('orderBy') ? 'asc' : shape.defaultOrder.sort)
  ).toLowerCase();
  if (sort !== 'asc' && sort !== 'desc') errors.orderSort = ['must be asc or desc'];

  let ids: number[] | null = null;
  if (query.ids) {
    const parts = query.ids.flatMap((v) => v.split(',')).filter((v) => v !== '');
    if (parts.some((v) => !isStoredInteger(v))) errors.ids = ['must be integers'];
    else if (parts.length > MAX_PER_PAGE) errors.ids = [`must be at most ${MAX_PER_PAGE} ids`];
    else ids = parts.map(Number);
  }

  const noPaginationRaw = last('noPagination');
  const noPagination =
    noPaginationRaw === 'true' || noPaginationRaw === '1' || (ids !== null && per === undefined);

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const filters: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(query)) {
    if (shape.filters.includes(name)) filters[name] = values;
  }
  return {
    ok: true,
    query: {
      page: page ?? 1,
      per: clampPerPage(per ?? undefined),
      noPagination,
      order: { column: orderBy, sort: sort as SortOrder },
      ids,
      include: query.include ?? [],
      filters,
    },
  };
}
