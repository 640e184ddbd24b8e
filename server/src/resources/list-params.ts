import {
  camelCase,
  normaliseQuery as normalisePairs,
  parseListQuery,
  type ListQuery,
} from '@tp/domain';
import { Invalid } from '../http/errors.ts';
import type { Resource } from './types.ts';

export type ListParams = ListQuery;

/** Hono's `c.req.queries()` as the list convention reads it (`name[]` and `name` merged). */
export function normaliseQuery(queries: Record<string, string[]>): Record<string, string[]> {
  return normalisePairs(
    Object.entries(queries).flatMap(([key, values]) => values.map((v) => [key, v] as const)),
  );
}

/**
 * The list call's parameters checked against the resource (domain's one reading); 422 if bad.
 * A column the caller may not read is not sortable for them (its order would reveal it).
 */
export function parseListParams(
  resource: Resource,
  rawQueries: Record<string, string[]>,
  canSee: (field: string) => boolean,
): ListParams {
  const sortable = Object.keys(resource.sortable).filter((column) => canSee(camelCase(column)));
  const result = parseListQuery(normaliseQuery(rawQueries), {
    sortable,
    filters: Object.keys(resource.filters),
    defaultOrder: sortable.includes(resource.defaultOrder.column)
      ? resource.defaultOrder
      : { column: 'id', sort: 'asc' },
  });
  if (!result.ok) throw new Invalid(result.errors);
  return result.query;
}
