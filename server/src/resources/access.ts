import { accessScope, hasRole, type Action } from '@tp/domain';
import { or, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../http/context.ts';
import type { OwnRole, OwnScopes, Resource } from './types.ts';

/** What the caller may reach of a resource, as a query condition. */
export type Reach = { kind: 'all' } | { kind: 'none' } | { kind: 'own'; condition: SQL };

const OWN_ROLES: readonly OwnRole[] = ['tutor', 'student', 'parent'];

/** A condition that matches nothing, for a user whose roles own nothing here. */
const NOTHING = sql`false`;

/**
 * Turns domain's `accessScope` into a condition: `own` becomes the OR of the resource's
 * own-scope of every role the user holds (a tutor who is also a parent sees both sets).
 */
export function reachOf(resource: Resource, user: CurrentUser, action: Action): Reach {
  const scope = accessScope(user.roles, action, resource.name);
  if (scope === 'all') return { kind: 'all' };
  if (scope === 'none') return { kind: 'none' };
  const scopes: OwnScopes = action === 'read' ? resource.readScopes : resource.writeScopes;
  const conditions = OWN_ROLES.filter((role) => hasRole(user.roles, role))
    .map((role) => scopes[role]?.(user) ?? null)
    .filter((condition): condition is SQL => condition !== null);
  if (conditions.length === 0) return { kind: 'own', condition: NOTHING };
  return { kind: 'own', condition: conditions.length === 1 ? conditions[0]! : or(...conditions)! };
}

/** The condition to AND into a query for a reach that is not `none`. */
export function reachCondition(reach: Reach): SQL | undefined {
  return reach.kind === 'own' ? reach.condition : undefined;
}
