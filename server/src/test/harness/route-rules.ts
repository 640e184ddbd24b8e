import type { AuthUser } from '@tp/domain';
import type { MatrixRequest } from './matrix-client.ts';
import type { Expectation, Problem } from './matrix-cells.ts';
import type { WorldSnapshot } from './matrix-world.ts';
import type { ReadOracle } from './read-scope-oracle.ts';

export interface RouteCellContext {
  oracle: ReadOracle;
  snapshot: WorldSnapshot;
  /** A signed-in user whose ids shape a signed-out caller's requests (which fail first). */
  standIn: AuthUser;
}

/** One call of a hand-written route for a viewer, and what the route's rule answers it. */
export interface RouteTarget {
  target: string;
  request: MatrixRequest;
  expected: Expectation;
  check?: (json: unknown) => Problem[];
  /** A GET that writes (Cell's `writes`). */
  writes?: boolean;
}

export type RouteRule = (actor: AuthUser, ctx: RouteCellContext) => RouteTarget[];

/** One target per distinct answer (and own or not), as the engine's cells pick them. */
export function distinct(targets: RouteTarget[]): RouteTarget[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const key = `${JSON.stringify(t.expected)}|${t.target.split(' ')[0]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
