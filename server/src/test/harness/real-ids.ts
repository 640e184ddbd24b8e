import type { TestAgent } from '../agent.ts';
import type { Operation } from './openapi-operations.ts';
import { pluralOfIdField, type SampleIds } from './sample-values.ts';

/** `GET /api/v2/{plural}` of a resource the engine lists (it takes `orderBy`). */
function listedResource(operation: Operation): string | null {
  if (operation.method !== 'get') return null;
  if (!operation.parameters.some((p) => p.in === 'query' && p.name === 'orderBy')) return null;
  return /^\/api\/v2\/([a-z_]+)$/.exec(operation.path)?.[1] ?? null;
}

/**
 * Real record ids for the fuzzer's valid parts, found through the API itself: for every
 * listed resource, the id of its newest record (the seeded world creates the fuzzing users
 * first, so the newest user is one the fuzzing may lock or rename). `known` names ids the
 * lists cannot give (`employeeId`, an upload's); anything else falls back to 1.
 */
export async function realIds(
  agent: TestAgent,
  operations: Operation[],
  known: Record<string, number>,
): Promise<SampleIds> {
  const newest = new Map<string, number>();
  for (const operation of operations) {
    const plural = listedResource(operation);
    if (!plural) continue;
    const res = await agent.get(`/api/v2/${plural}?orderBy=id&orderSort=desc&per=1`);
    if (res.status !== 200) continue;
    const records = ((await res.json()) as Record<string, { id?: unknown }[] | undefined>)[plural];
    const id = records?.[0]?.id;
    if (typeof id === 'number') newest.set(plural, id);
  }
  return {
    idFor(name) {
      const plural = pluralOfIdField(name) ?? name;
      return known[name] ?? newest.get(plural) ?? known[plural] ?? 1;
    },
  };
}
