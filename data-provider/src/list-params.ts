import { camelCase, clampPerPage, snakeCase, type ListMeta } from '@tp/domain';
import type { Query, QueryScalar, QueryValue } from './query-string.ts';

/** react-admin's paging and sorting as it passes them to a provider. */
export interface ListRequest {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: unknown;
  meta?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function isScalar(value: unknown): value is QueryScalar {
  return ['string', 'number', 'boolean'].includes(typeof value) || value instanceof Date;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * react-admin filters as the API's camelCase params. Arrays stay arrays (sent as `name[]`);
 * a nested object, which react-admin builds from a dotted source such as `brand.id`, is
 * flattened into the API's name for it (`brandId`); null, undefined and other values are
 * dropped since no filter takes them.
 */
export function filterToQuery(filter: unknown, prefix = ''): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (!isRecord(filter)) return query;
  for (const [key, value] of Object.entries(filter)) {
    const name = prefix ? `${prefix}${capitalise(camelCase(key))}` : camelCase(key);
    if (isScalar(value)) query[name] = value;
    else if (Array.isArray(value)) query[name] = value.filter(isScalar);
    else if (isRecord(value)) Object.assign(query, filterToQuery(value, name));
  }
  return query;
}

/** `meta.include` (`'brand,subject'` or `['brand', 'subject']`) as the API's `include` param. */
export function includeParam(meta: unknown): string | undefined {
  if (!isRecord(meta)) return undefined;
  const { include } = meta;
  if (typeof include === 'string' && include !== '') return include;
  if (Array.isArray(include)) {
    const paths = include.filter((p): p is string => typeof p === 'string' && p !== '');
    return paths.length > 0 ? paths.join(',') : undefined;
  }
  return undefined;
}

/**
 * The v2 list params for a react-admin list request: `page`, `per` (clamped to the API's
 * bounds), `orderBy` (the sort field as a snake_case column), `orderSort` (asc|desc),
 * `include`, then the filters. Filters come last so they cannot replace paging.
 */
export function listQuery({ pagination, sort, filter, meta }: ListRequest): Query {
  const query: Record<string, QueryValue> = {};
  if (pagination) {
    query.page = Math.max(1, Math.floor(pagination.page));
    query.per = clampPerPage(pagination.perPage);
  }
  if (sort?.field) {
    query.orderBy = snakeCase(sort.field);
    query.orderSort = sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  query.include = includeParam(meta);
  for (const [name, value] of Object.entries(filterToQuery(filter))) {
    if (!(name in query)) query[name] = value;
  }
  return query;
}

/** The list meta of an answer, or undefined when it has none (e.g. with noPagination). */
export function readListMeta(json: unknown): ListMeta | undefined {
  if (!isRecord(json) || !isRecord(json.meta)) return undefined;
  const { totalCount, totalPages, pageNumber, pageSize } = json.meta;
  if (typeof totalCount !== 'number') return undefined;
  return {
    totalCount,
    totalPages: typeof totalPages === 'number' ? totalPages : 0,
    pageNumber: typeof pageNumber === 'number' ? pageNumber : 1,
    pageSize: typeof pageSize === 'number' ? pageSize : 0,
  };
}
