import type { Actor, ResourceContract, ResourceName, Role } from '@tp/domain';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../http/context.ts';

/** What a resource selects: wire-ish keys to columns or computed SQL (`sql<T>`...`.as()`). */
export type SelectFields = Record<string, PgColumn | SQL.Aliased>;
export type RowOf<F extends SelectFields> = SelectResultFields<F>;

/** A row as the generic handlers see it, after a definition's types are erased. */
export type AnyRow = Record<string, unknown>;
/** A serialised record on the wire (camelCase keys). */
export type WireRecord = Record<string, unknown>;

/** Everything a filter, a scope, a hook or an action may need about the call. */
export interface CallContext {
  user: CurrentUser;
  now: Date;
  deps: AppDeps;
  /** The caller's own sign-in (kept when an action ends a user's other sign-ins). */
  authSessionId: string | null;
  /** Where links in mail point (PUBLIC_URL, or the origin the browser used). */
  linkBase: string;
}

/**
 * What a serializer may know about the read besides the row: the clock and the viewer, for
 * fields that depend on them (a session's `launchable`, `canLaunch`). Most ignore it.
 */
export interface SerializeView {
  now: Date;
  user: Actor;
}

/** A list filter after its value type is erased: raw query values in, a SQL condition out. */
export interface Filter {
  description: string;
  /** JSON schema type of one value, for the OpenAPI document. */
  valueType: 'string' | 'integer' | 'boolean' | 'date-time' | 'date';
  /**
   * Record fields whose values the filter reveals (default: the field named like the filter,
   * when there is one). A caller who may not read one of them may not use the filter.
   */
  reveals?: readonly string[];
  /**
   * The condition for the raw query values of parameter `name` (several when sent as
   * `name[]=a&name[]=b`: they are ORed). Throws `Invalid` when a value does not parse.
   * `canSee` tells which record fields the caller may read on every record.
   */
  condition(
    name: string,
    rawValues: string[],
    ctx: CallContext,
    canSee: (field: string) => boolean,
  ): SQL | undefined;
}

/**
 * How an association is found:
 * - belongsTo: the parent record holds the target's id under `foreignKey`;
 * - hasMany / hasOne: the target records hold the parent's id under `foreignKey` (a key of
 *   the target's `fields`, so the loader can query its column).
 */
export interface Association {
  kind: 'belongsTo' | 'hasMany' | 'hasOne';
  target: ResourceName;
  foreignKey: string;
}

/** The roles whose `own` read scope a resource turns into a SQL condition. */
export type OwnRole = Extract<Role, 'tutor' | 'student' | 'parent'>;
/** Per role, the records of this resource the user may read when their reach is `own`. */
export type OwnScopes = Partial<Record<OwnRole, (user: CurrentUser) => SQL | null>>;

export type WriteAction = 'created' | 'updated' | 'deleted';

/** Work to run after the transaction commits (publishing events, sending mail). */
export type AfterCommit = () => Promise<void>;

/**
 * Business work around a write, run inside the write's transaction.
 * `before` runs on update and delete before the row changes; `after` runs once the row
 * changed (on create and update after it is written, on delete after it is gone).
 */
export interface WriteHooks {
  before?(tx: Db, id: number): Promise<unknown>;
  /**
   * On delete, inside the transaction before the row goes: throws `Conflict` when the record
   * must stay (a course whose enrollments carry a family's hours and payments).
   */
  beforeDelete?(tx: Db, id: number): Promise<void>;
  /**
   * On create, inside the transaction before the row is inserted: the values to insert, for
   * rows the new one points at and which must exist first (a parent's user account).
   */
  beforeCreate?(
    tx: Db,
    values: Record<string, unknown>,
    payload: Record<string, unknown>,
    ctx: CallContext,
  ): Promise<Record<string, unknown>>;
  after?(
    tx: Db,
    change: {
      action: WriteAction;
      id: number;
      before: unknown;
      /**
       * The validated payload of a create or update (absent on delete), for writes beyond the
       * row itself, such as a team's memberships.
       */
      payload?: Record<string, unknown>;
    },
    ctx: CallContext,
  ): Promise<AfterCommit | void>;
}

/** Where writes go. Payloads are validated by the contract's `create` and `update` schemas. */
export interface WriteDefinition {
  /**
   * The table rows are written to (its `id` column is the record id). It carries a
   * `lockVersion` column (db/schema/lock-version.ts): every record a client may change does.
   */
  table: PgTable & { id: PgColumn; lockVersion: PgColumn };
  /**
   * Column values to write, from the validated payload and the current row on update.
   * Throws `Invalid` for rules across fields. Defaults to the payload itself (its keys are
   * the table's camelCase property names).
   */
  toValues?(
    payload: Record<string, unknown>,
    current: AnyRow | null,
    ctx: CallContext,
  ): Record<string, unknown>;
  hooks?: WriteHooks;
  /**
   * Creates the record when it spans several tables (a tutor is a user, an employee and a
   * tutor row) and answers its id; by default `values` are inserted into `table`.
   */
  insert?(tx: Db, values: Record<string, unknown>, ctx: CallContext): Promise<number>;
}

/** What an action's `run` receives; `record` and `id` are set for member actions. */
export interface ActionCall<I> {
  tx: Db;
  ctx: CallContext;
  id: number | null;
  /** The record as the caller may read it, before the action. */
  record: WireRecord | null;
  input: I;
  /**
   * Records the action's audit event in `tx` (with the answer's `output`, whose ids name other
   * records). Set for an action that owns its transactions, which calls it inside the
   * transaction that commits its work, so the event commits with it; the engine records the
   * event itself when the run never called it (an answer that wrote nothing new).
   */
  audit?: (tx: Db, output?: unknown) => Promise<void>;
}

/**
 * What a run answers: `output` for actions that declare one (a member action without one
 * answers its record, read again after the commit), and work for after the commit.
 */
export interface ActionResult {
  output?: unknown;
  afterCommit?: AfterCommit;
}

/** The server side of a contract's action: the business work, inside one transaction. */
export interface ActionImplementation {
  run(call: ActionCall<Record<string, unknown>>): Promise<ActionResult | void>;
  /**
   * The run opens its own transactions: `tx` is then the database itself. For work that waits
   * on the outside world between writes (a card charge must not hold a transaction open, and a
   * failed charge must still record its attempt; a refund must not hold its rows while the
   * gateway answers).
   */
  ownsTransactions?: boolean;
}

/**
 * What `orderBy` sorts by: a column, an expression, or an expression of the request's clock
 * (a figure that depends on now, like the hours a tutoring history has used).
 */
export type SortKey = PgColumn | SQL | ((now: Date) => SQL);

/** A resource as the generic handlers, the include loader and the OpenAPI builder use it. */
export interface Resource {
  name: ResourceName;
  singular: string;
  contract: ResourceContract;
  from: PgTable;
  joins: { table: PgTable; on: SQL }[];
  /**
   * The rows of `from` that are this resource's, when several resources share one table (a
   * contact history's notes, calls and SMS): every read, count and write looks only at them.
   */
  within: SQL | undefined;
  fields: SelectFields;
  idColumn: PgColumn;
  /** snake_case names accepted by `orderBy`, to the expression they sort by. */
  sortable: Record<string, SortKey>;
  defaultOrder: { column: string; sort: 'asc' | 'desc' };
  filters: Record<string, Filter>;
  includes: Record<string, Association>;
  serialize(row: AnyRow, view: SerializeView): WireRecord;
  readScopes: OwnScopes;
  write: WriteDefinition | null;
  actions: Record<string, ActionImplementation>;
  /**
   * Work after a list call selected its records, with the call's raw query (notices listed
   * with markRead=true are marked read).
   */
  afterList?(
    records: WireRecord[],
    query: Record<string, string[]>,
    ctx: CallContext,
  ): Promise<void>;
}
