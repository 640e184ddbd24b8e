import type { ActionContract, ResourceContract, ResourceName } from '@tp/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ActionImplementation,
  AnyRow,
  Association,
  Filter,
  OwnScopes,
  Resource,
  RowOf,
  SelectFields,
  SerializeView,
  SortKey,
  WriteDefinition,
} from './types.ts';

type ContractOf<Name extends ResourceName> = ResourceContract & {
  name: Name;
  record: z.ZodType;
  actions: Record<string, ActionContract<never>>;
};

/** What a resource file declares on top of its contract in domain. */
export interface ResourceSpec<C extends ContractOf<ResourceName>, F extends SelectFields> {
  contract: C;
  from: PgTable;
  joins?: { table: PgTable; on: SQL }[];
  /** The rows of `from` that are this resource's (Resource.within). */
  within?: SQL;
  fields: F;
  idColumn: PgColumn;
  sortable: Record<string, SortKey>;
  defaultOrder?: { column: string; sort: 'asc' | 'desc' };
  filters?: Record<string, Filter>;
  includes?: Record<string, Association>;
  /**
   * The selected row as the contract's record (the types tie the two together); `view` holds
   * the clock and the viewer for fields computed from them.
   */
  serialize(row: RowOf<F>, view: SerializeView): z.infer<C['record']>;
  /** Records each non-staff role may read when its reach is `own` (relations live in SQL). */
  readScopes?: OwnScopes;
  /** Present when the contract has create, update or delete rules. */
  write?: WriteDefinition;
  /** One implementation per action the contract declares. */
  actions?: { [K in keyof C['actions']]: ActionImplementation };
  afterList?: Resource['afterList'];
}

/**
 * Declares a resource over its contract. The spec's types tie the serializer to the selected
 * fields and the contract's record, and demand a `run` for every declared action; the
 * returned `Resource` erases them so one set of handlers serves every resource.
 */
export function defineResource<C extends ContractOf<ResourceName>, F extends SelectFields>(
  spec: ResourceSpec<C, F>,
): Resource {
  const actions: Record<string, ActionImplementation> = spec.actions ?? {};
  for (const name of Object.keys(spec.contract.actions)) {
    if (!actions[name]) throw new Error(`${spec.contract.name}.${name} has no implementation`);
  }
  return {
    name: spec.contract.name,
    singular: spec.contract.singular,
    contract: spec.contract,
    from: spec.from,
    joins: spec.joins ?? [],
    within: spec.within,
    fields: spec.fields,
    idColumn: spec.idColumn,
    sortable: spec.sortable,
    defaultOrder: spec.defaultOrder ?? { column: 'id', sort: 'asc' },
    filters: spec.filters ?? {},
    includes: spec.includes ?? {},
    // The handlers only pass rows selected with exactly `spec.fields`, so the row has that shape.
    serialize: (row: AnyRow, view: SerializeView) =>
      spec.serialize(row as RowOf<F>, view) as Record<string, unknown>,
    readScopes: spec.readScopes ?? {},
    write: spec.write ?? null,
    actions,
    ...(spec.afterList ? { afterList: spec.afterList } : {}),
  };
}

/** ISO 8601 in UTC for a timestamp column, null stays null. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** ISO 8601 for a NOT NULL timestamp column. */
export function isoRequired(value: Date): string {
  return value.toISOString();
}
