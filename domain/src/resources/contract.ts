import type { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import type { AccessRule } from '../permissions/rules.ts';

/** HTTP methods an action may use. */
export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A member (`/{plural}/{id}/{path}`) or collection (`/{plural}/{path}`) action: its HTTP
 * shape, its input and output, and who may run it. The server adds the transactional `run`.
 */
export interface ActionContract<R> {
  on: 'member' | 'collection';
  method: ActionMethod;
  /** The path segment after the record or the collection (`lock`, `clear_upcoming`). */
  path: string;
  summary: string;
  /**
   * The input: a JSON body (`in: 'body'`, keyed by the resource's singular name when `keyed`,
   * as Rails' params.require), or query parameters. Omitted: the action takes nothing.
   */
  input?: { in: 'body' | 'query'; schema: z.ZodObject; keyed?: boolean };
  /** What a success answers; omitted: the record (member) as `{ <singular>: record }`. */
  output?: z.ZodType;
  /** Answer status of a success (default 200). */
  status?: 200 | 201 | 204;
  allow: AccessRule<R>;
}

/**
 * Which fields each viewer may read and write.
 * - read: the record's keys the actor may see; without a record, the keys they see on every
 *   record (used for list filters and sorts). `'all'`: everything.
 * - write: payload keys the actor may send on create (no record) or update.
 */
export interface FieldRules<R> {
  read?(actor: Actor, record?: R): 'all' | readonly string[];
  write?(actor: Actor, record?: R): 'all' | readonly string[];
}

/**
 * One resource's contract, shared by the server (which adds tables, scopes and `run`s), the
 * OpenAPI document and the apps (forms validate with the payload schemas; screens hide what
 * `can` refuses).
 */
export interface ResourceContract<R = Record<string, unknown>> {
  name: string;
  singular: string;
  /** One line for the docs. */
  summary: string;
  /** The record on the wire (camelCase keys, ISO times). Fields hidden by `fields.read` are optional. */
  record: z.ZodType;
  /** Write payloads; no `.default()` inside (zod applies defaults within `.partial()`). */
  create?: z.ZodObject;
  update?: z.ZodObject;
  access: {
    read: AccessRule<R>;
    create?: AccessRule<R>;
    update?: AccessRule<R>;
    delete?: AccessRule<R>;
  };
  fields?: FieldRules<R>;
  actions?: Record<string, ActionContract<R>>;
}

/**
 * Who may do what on one resource, without its schemas: its singular key, its CRUD rules and
 * the rule of each named action. It is kept free of zod so that `can` (which a back-office
 * shell asks before its first list) does not load every payload schema; the resource's
 * contract takes its rules from here, so each rule is written once.
 */
export interface ResourceAccess<R> {
  singular: string;
  access: ResourceContract<R>['access'];
  actions: Record<string, AccessRule<R>>;
}

/** Declares a contract, keeping its literal name and action names for the typed helpers. */
export function defineContract<
  S extends z.ZodType,
  const Name extends string,
  const Actions extends Record<string, ActionContract<z.infer<S>>> = Record<
    never,
    ActionContract<z.infer<S>>
  >,
>(
  contract: Omit<ResourceContract<z.infer<S>>, 'name' | 'actions' | 'record'> & {
    name: Name;
    record: S;
    actions?: Actions;
  },
): ResourceContract<z.infer<S>> & { name: Name; record: S; actions: Actions } {
  return { ...contract, actions: (contract.actions ?? {}) as Actions };
}

/**
 * The URL path of an action under a resource's base (`/api/v2/{plural}`): `{base}/{id}/{path}`
 * for a member, `{base}/{path}` for a collection, and the collection itself for a collection
 * action with the empty path (POST /tutorings books).
 */
export function actionPath(
  base: string,
  action: Pick<ActionContract<never>, 'on' | 'path'>,
  id?: string | number,
): string {
  if (action.on === 'member') return `${base}/${String(id)}/${action.path}`;
  return action.path === '' ? base : `${base}/${action.path}`;
}
