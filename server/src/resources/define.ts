import { RESOURCE_SINGULARS } from '@tp/domain';
import type { AnyRow, Resource, ResourceSpec, RowOf, SelectFields, WireRecord } from './types.ts';

/**
 * Declares a resource. The spec's types tie the serializer to the selected fields; the
 * returned `Resource` erases them so one set of handlers serves every resource.
 */
export function defineResource<F extends SelectFields, W extends WireRecord>(
  spec: ResourceSpec<F, W>,
): Resource {
  return {
    name: spec.name,
    singular: RESOURCE_SINGULARS[spec.name],
    summary: spec.summary,
    from: spec.from,
    joins: spec.joins ?? [],
    fields: spec.fields,
    idColumn: spec.idColumn,
    sortable: spec.sortable,
    defaultOrder: spec.defaultOrder ?? { column: 'id', sort: 'asc' },
    filters: spec.filters ?? {},
    includes: spec.includes ?? {},
    // The handlers only pass rows selected with exactly `spec.fields`, so the row has that shape.
    serialize: (row: AnyRow) => spec.serialize(row as RowOf<F>),
    record: spec.record,
    readScopes: spec.readScopes ?? {},
    writeScopes: spec.writeScopes ?? spec.readScopes ?? {},
    write: spec.write ?? null,
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
