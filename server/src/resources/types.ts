import type { ResourceName, Role } from '@tp/domain';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
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

/** Everything a filter, a scope or a write hook may need about the call. */
export interface CallContext {
  user: CurrentUser;
  now: Date;
  deps: AppDeps;
}

/** A list filter after its value type is erased: raw query values in, a SQL condition out. */
export interface Filter {
  description: string;
  /** JSON schema type of one value, for the OpenAPI document. */
  valueType: 'string' | 'integer' | 'boolean' | 'date-time';
  /**
   * The condition for the raw query values of parameter `name` (several when sent as
   * `name[]=a&name[]=b`: they are ORed). Throws `Invalid` when a value does not parse.
   */
  condition(name: string, rawValues: string[], ctx: CallContext): SQL | undefined;
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

/** The roles whose `own` scope a resource turns into a SQL condition. */
export type OwnRole = Extract<Role, 'tutor' | 'student' | 'parent'>;
/** Per role, the records of this resource that belong to the user (null: none of them). */
export type OwnScopes = Partial<Record<OwnRole, (user: CurrentUser) => SQL | null>>;

export type WriteAction = 'created' | 'updated' | 'deleted';

/** Work a write hook asks to run after its transaction commits (e.g. publishing events). */
export type AfterCommit = () => Promise<void>;

/**
 * Business work around a write, run inside the write's transaction.
 * `before` runs on update and delete before the row changes; `after` runs once the row
 * changed (on create and update after it is written, on delete after it is gone).
 */
export interface WriteHooks {
  before?(tx: Db, id: number): Promise<unknown>;
  after?(
    tx: Db,
    change: { action: WriteAction; id: number; before: unknown },
    ctx: CallContext,
  ): Promise<AfterCommit | void>;
}

/** Writes a resource accepts. The payload is keyed by the singular name on the wire. */
export interface WriteDefinition {
  /** The table rows are written to (its `id` column is the record id). */
  table: PgTable & { id: PgColumn };
  /**
   * No `.default()` inside: zod 4 applies defaults within `.partial()`, so an update would
   * reset omitted fields. Omitted fields take the column defaults on insert instead.
   */
  create: z.ZodObject;
  update: z.ZodObject;
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
}

/** A resource as the generic handlers, the include loader and the OpenAPI builder use it. */
export interface Resource {
  name: ResourceName;
  singular: string;
  /** One line for the docs. */
  summary: string;
  from: PgTable;
  joins: { table: PgTable; on: SQL }[];
  fields: SelectFields;
  idColumn: PgColumn;
  /** snake_case names accepted by `orderBy`, to the expression they sort by. */
  sortable: Record<string, PgColumn | SQL>;
  defaultOrder: { column: string; sort: 'asc' | 'desc' };
  filters: Record<string, Filter>;
  includes: Record<string, Association>;
  serialize(row: AnyRow): WireRecord;
  /** The wire shape, for the OpenAPI document and the serializer's tests. */
  record: z.ZodType;
  readScopes: OwnScopes;
  writeScopes: OwnScopes;
  write: WriteDefinition | null;
}

/** What a resource file declares; `defineResource` checks the serializer against `fields`. */
export interface ResourceSpec<F extends SelectFields, W extends WireRecord> {
  name: ResourceName;
  summary: string;
  from: PgTable;
  joins?: { table: PgTable; on: SQL }[];
  fields: F;
  idColumn: PgColumn;
  sortable: Record<string, PgColumn | SQL>;
  defaultOrder?: { column: string; sort: 'asc' | 'desc' };
  filters?: Record<string, Filter>;
  includes?: Record<string, Association>;
  serialize(row: RowOf<F>): W;
  record: z.ZodType<W>;
  /** Records of the resource each non-staff role may read when its access scope is `own`. */
  readScopes?: OwnScopes;
  /** Defaults to `readScopes`. */
  writeScopes?: OwnScopes;
  write?: WriteDefinition;
}
