import { normaliseQuery as normalisePairs, parseListQuery, type ListQuery } from '@tp/domain';
import { Invalid } from '../http/errors.ts';
import type { Resource } from './types.ts';

export type ListParams = ListQuery;

/** Hono's `c.req.queries()` as the list convention reads it (`name[]` and `name` merged). */
export function normaliseQuery(queries: Record<string, string[]>): Record<string, string[]> {
  return normalisePairs(
    Object.entries(queries).flatMap(([key, values]) => values.map((v) => [key, v] as const)),
  );
}

/** The list call's parameters checked against the resource (domain's one reading); 422 if bad. */
export function parseListParams(
  resource: Resource,
  rawQueries: Record<string, string[]>,
): ListParams {
  const result = parseListQuery(normaliseQuery(rawQueries), {
    sortable: Object.keys(resource.sortable),
    filters: Object.keys(resource.filters),
    defaultOrder: resource.defaultOrder,
  });
  if (!result.ok) throw new Invalid(result.errors);
  return result.query;
}
