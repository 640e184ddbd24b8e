import { hasRole, ruleOf, type Reach } from '@tp/domain';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../http/context.ts';
import type { OwnRole, Resource } from './types.ts';

/** What the caller may read of a resource, as a query condition. */
export type ReadReach = { kind: 'all' } | { kind: 'none' } | { kind: 'own'; condition: SQL };

const OWN_ROLES: readonly OwnRole[] = ['tutor', 'student', 'parent'];

/** A condition that matches nothing, for a user whose roles own nothing here. */
const NOTHING = sql`false`;

/** Domain's reach of any action (CRUD or named) of the resource for the user. */
export function actionReach(resource: Resource, user: CurrentUser, action: string): Reach {
  return ruleOf(resource.contract, action).reach(user);
}

/**
 * Turns domain's read reach into a condition: `own` becomes the OR of the resource's read
 * scope of every role the user holds (a tutor who is also a parent sees both sets).
 */
export function readReachOf(resource: Resource, user: CurrentUser): ReadReach {
  const reach = actionReach(resource, user, 'read');
  if (reach === 'all') return { kind: 'all' };
  if (reach === 'none') return { kind: 'none' };
  const conditions = OWN_ROLES.filter((role) => hasRole(user.roles, role))
    .map((role) => resource.readScopes[role]?.(user) ?? null)
    .filter((condition): condition is SQL => condition !== null);
  if (conditions.length === 0) return { kind: 'own', condition: NOTHING };
  return { kind: 'own', condition: conditions.length === 1 ? conditions[0]! : or(...conditions)! };
}

/** The condition to AND into a query for a reach that is not `none`. */
export function reachCondition(reach: ReadReach): SQL | undefined {
  return reach.kind === 'own' ? reach.condition : undefined;
}

/**
 * `idColumn` of the rows of `resource` (its own table, no joins) matching `conditions` that `user`
 * may read, as a subquery of ids: a filter over another resource's rows must not tell the
 * caller what they may not read there.
 */
export function readableIdsOf(
  resource: Resource,
  user: CurrentUser,
  idColumn: PgColumn,
  ...conditions: SQL[]
): SQL {
  const reach = readReachOf(resource, user);
  if (reach.kind === 'none') return sql`(select null::int where false)`;
  return sql`(select ${idColumn} from ${resource.from} where ${and(...conditions, reachCondition(reach))})`;
}
