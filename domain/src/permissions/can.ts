import { RESOURCE_ACCESS } from '../resources/access/index.ts';
import type { ResourceAccess, ResourceContract } from '../resources/contract.ts';
import type { ActionName, RecordOf, ResourceName } from '../resources/index.ts';
import type { Actor } from './actor.ts';
import { allows, type AccessRule, type Reach } from './rules.ts';

/** The CRUD actions every resource has; named actions come from its contract. */
export const CRUD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Anything one may ask `can` about a resource: a CRUD action or one of its named actions. */
export type ResourceAction<N extends ResourceName> = CrudAction | ActionName<N>;

const NOBODY: AccessRule<unknown> = { reach: () => 'none' };

/**
 * The rule of one action, from a resource's contract (the server's) or its access rules (what
 * `can` asks); an action the resource does not declare allows nobody.
 */
export function ruleOf<R>(
  resource: ResourceContract<R> | ResourceAccess<R>,
  action: string,
): AccessRule<R> {
  if ((CRUD_ACTIONS as readonly string[]).includes(action)) {
    return resource.access[action as CrudAction] ?? (NOBODY as AccessRule<R>);
  }
  const actions = resource.actions ?? {};
  if (!Object.hasOwn(actions, action)) return NOBODY as AccessRule<R>;
  const named = actions[action]!;
  return 'reach' in named ? named : named.allow;
}

/** A resource's access rules with its record type (the registry's union erased). */
function accessOf<N extends ResourceName>(resource: N): ResourceAccess<RecordOf<N>> {
  return RESOURCE_ACCESS[resource] as ResourceAccess<RecordOf<N>>;
}

/** How far an action reaches for the actor (the server turns `own` reads into query scopes). */
export function reachOf<N extends ResourceName>(
  actor: Actor,
  action: ResourceAction<N>,
  resource: N,
): Reach {
  return ruleOf(accessOf(resource), action).reach(actor);
}

/**
 * The one permission question, asked by the server before every call and by the apps to hide
 * what the user may not do: may `actor` do `action` on `resource` (on `record`, when given)?
 */
export function can<N extends ResourceName>(
  actor: Actor,
  action: ResourceAction<N>,
  resource: N,
  record?: RecordOf<N>,
): boolean {
  return canOn(accessOf(resource), actor, action, record);
}

/** `can` for a contract (the server holds its resources' contracts) or access rules at hand. */
export function canOn<R>(
  resource: ResourceContract<R> | ResourceAccess<R>,
  actor: Actor,
  action: string,
  record?: R,
): boolean {
  return allows(ruleOf(resource, action), actor, record, action === 'read' ? 'read' : 'write');
}

/**
 * The record's keys the actor may read (`'all'`, or a list); without a record, the keys they
 * see on every record of the resource.
 */
export function readableFields<R>(
  contract: ResourceContract<R>,
  actor: Actor,
  record?: R,
): 'all' | readonly string[] {
  return contract.fields?.read?.(actor, record) ?? 'all';
}

/** The payload keys the actor may write (on create without a record, on update with it). */
export function writableFields<R>(
  contract: ResourceContract<R>,
  actor: Actor,
  record?: R,
): 'all' | readonly string[] {
  return contract.fields?.write?.(actor, record) ?? 'all';
}

/** The record with only the fields the actor may read (a copy). */
export function visibleRecord<R extends Record<string, unknown>>(
  contract: ResourceContract<R>,
  actor: Actor,
  record: R,
): Partial<R> {
  const fields = readableFields(contract, actor, record);
  if (fields === 'all') return { ...record };
  // The id is always visible: it is how the caller refers to what they were shown.
  const visible = new Set(['id', ...fields]);
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => visible.has(key)),
  ) as Partial<R>;
}
