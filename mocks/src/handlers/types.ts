import type { ResourceName, AuthUser } from '@tp/domain';
import type { DemoWorld } from './world.ts';
import type { MockState } from './state.ts';

/** A world row as the generic handlers see it. */
export type AnyRow = { id: number } & Record<string, unknown>;
/** A serialised record on the wire (camelCase keys, ISO timestamps). */
export type WireRecord = Record<string, unknown>;

export interface CallContext {
  state: MockState;
  world: DemoWorld;
  user: AuthUser;
  now: Date;
}

export type RowPredicate = (row: AnyRow) => boolean;

/** A list filter: the raw query values (several for `name[]`) to a row predicate. */
export interface MockFilter {
  condition(name: string, rawValues: string[], ctx: CallContext): RowPredicate | undefined;
}

export interface Association {
  kind: 'belongsTo' | 'hasMany' | 'hasOne';
  target: ResourceName;
  foreignKey: string;
}

export type OwnRole = 'tutor' | 'student' | 'parent';
/** Per role, the rows that are the user's own (null: none). */
export type OwnScopes = Partial<Record<OwnRole, (ctx: CallContext) => RowPredicate | null>>;

/** One field of a write payload, checked the way the server's zod schema checks it. */
export interface FieldRule {
  type: 'string' | 'integer' | 'boolean' | 'datetime';
  required?: boolean;
  nullable?: boolean;
  min?: number;
  max?: number;
  oneOf?: readonly string[];
}

export type WriteAction = 'created' | 'updated' | 'deleted';

export interface MockWrite {
  create: Record<string, FieldRule>;
  update: Record<string, FieldRule>;
  /** Payload fields holding ids of other tables: a missing one is 422 "must exist". */
  references?: Record<string, ResourceName>;
  /** Column groups that must be unique together: a duplicate is a 409. */
  unique?: string[][];
  /** Cross-field rules and derived columns (timing); throws a MockProblem. */
  toValues?(
    payload: Record<string, unknown>,
    current: AnyRow | null,
    ctx: CallContext,
  ): Record<string, unknown>;
  /** The full row of a create, column defaults applied. */
  newRow(values: Record<string, unknown>, id: number, ctx: CallContext): AnyRow;
  after?(ctx: CallContext, action: WriteAction, id: number): void;
}

export interface MockResource {
  name: ResourceName;
  singular: string;
  serialize(row: AnyRow, world: DemoWorld): WireRecord;
  /** snake_case columns `orderBy` accepts; the value is the record's camelCase field. */
  sortable: readonly string[];
  defaultOrder: { column: string; sort: 'asc' | 'desc' };
  filters: Record<string, MockFilter>;
  includes: Record<string, Association>;
  readScopes: OwnScopes;
  writeScopes: OwnScopes;
  write: MockWrite | null;
}
