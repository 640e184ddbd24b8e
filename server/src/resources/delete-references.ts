import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { Conflict } from '../http/errors.ts';
import { countOfRows, listInWords, recordNameOf } from './record-names.ts';

/** One column of one table that holds another table's id. */
export interface Reference {
  /** The referencing table's SQL name. */
  table: string;
  column: string;
  /** The referenced table's SQL name. */
  target: string;
  /** What the database does to the referencing row when the target goes. */
  onDelete: 'cascade' | 'set null' | 'set default' | 'restrict' | 'no action';
  /** For a polymorphic reference (no foreign key possible): the type column and its value. */
  typeColumn?: string;
  typeValue?: string;
}

/** Every table of the schema. */
export function schemaTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

/** Every single-column foreign key the schema declares. */
export function foreignKeyReferences(): Reference[] {
  return schemaTables().flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference();
      if (reference.columns.length !== 1) return [];
      return [
        {
          table: config.name,
          column: reference.columns[0]!.name,
          target: getTableConfig(reference.foreignTable).name,
          onDelete: foreignKey.onDelete ?? 'no action',
        },
      ];
    });
  });
}

/**
 * References no foreign key can hold: a type column says which table the id is in. The
 * database cannot refuse a delete for them, so the check below does (a shipment to a student
 * that no longer exists could never be delivered or listed under anyone).
 */
export const POLYMORPHIC_REFERENCES: readonly Reference[] = [
  ['shipments', 'recipient_id', 'recipient_type', 'Student', 'students'],
  ['shipments', 'recipient_id', 'recipient_type', 'Parent', 'parents'],
  ['shipments', 'regarding_id', 'regarding_type', 'Course', 'courses'],
  ['message_recipients', 'recipient_id', 'recipient_type', 'Student', 'students'],
  ['message_recipients', 'recipient_id', 'recipient_type', 'Parent', 'parents'],
  ['message_recipients', 'recipient_id', 'recipient_type', 'Employee', 'employees'],
  ['uploads', 'attachable_id', 'attachable_type', 'Session', 'sessions'],
  ['uploads', 'attachable_id', 'attachable_type', 'Course', 'courses'],
  ['uploads', 'attachable_id', 'attachable_type', 'Student', 'students'],
  ['avatars', 'avatarable_id', 'avatarable_type', 'Student', 'students'],
  ['avatars', 'avatarable_id', 'avatarable_type', 'Tutor', 'tutors'],
  ['avatars', 'avatarable_id', 'avatarable_type', 'Employee', 'employees'],
  ['parents', 'source_link_id', 'source_link_type', 'Parent', 'parents'],
  ['parents', 'source_link_id', 'source_link_type', 'LeadSource', 'lead_sources'],
].map(([table, column, typeColumn, typeValue, target]) => ({
  table: table!,
  column: column!,
  typeColumn,
  typeValue,
  target: target!,
  onDelete: 'no action' as const,
}));

/** References that keep a target from going: those the database neither cascades nor clears. */
export function restrictingReferencesTo(target: string): Reference[] {
  return [...foreignKeyReferences(), ...POLYMORPHIC_REFERENCES].filter(
    (reference) =>
      reference.target === target &&
      (reference.onDelete === 'no action' || reference.onDelete === 'restrict'),
  );
}

function countQuery(reference: Reference, id: number): SQL {
  const typeCondition = reference.typeColumn
    ? sql` and ${sql.identifier(reference.typeColumn)} = ${reference.typeValue}`
    : sql``;
  return sql`select ${reference.table}::text as "table", count(*)::int as "count" from ${sql.identifier(reference.table)} where ${sql.identifier(reference.column)} = ${id}${typeCondition}`;
}

/** How many rows of each table still refer to the row `id` of `target` (zero counts left out). */
export async function rowsReferringTo(
  tx: Db,
  target: string,
  id: number,
): Promise<{ table: string; count: number }[]> {
  const references = restrictingReferencesTo(target).filter(
    // A row pointing at itself goes with it.
    (reference) => !(reference.table === target && reference.column === 'id'),
  );
  if (references.length === 0) return [];
  // Both drivers answer `{ rows }`; drizzle's PgQueryResultHKT does not say so.
  const result = (await tx.execute(
    sql.join(
      references.map((reference) => countQuery(reference, id)),
      sql` union all `,
    ),
  )) as unknown as { rows: { table: string; count: number }[] };
  const totals = new Map<string, number>();
  for (const row of result.rows) totals.set(row.table, (totals.get(row.table) ?? 0) + row.count);
  return [...totals].filter(([, count]) => count > 0).map(([table, count]) => ({ table, count }));
}

/**
 * 409 naming what still refers to the record, before a delete the database would refuse (or,
 * for a polymorphic reference, would let through and leave pointing at nothing): "This
 * student can't be deleted: 2 shipments and 1 enrollment still refer to it."
 */
export async function assertNothingRefersTo(
  tx: Db,
  table: PgTable,
  id: number,
  singular: string,
): Promise<void> {
  const referring = await rowsReferringTo(tx, getTableConfig(table).name, id);
  if (referring.length === 0) return;
  const total = referring.reduce((sum, row) => sum + row.count, 0);
  const counts = listInWords(referring.map((row) => countOfRows(row.table, row.count)));
  throw new Conflict(
    `This ${recordNameOf(singular)} can't be deleted: ${counts} still ${total === 1 ? 'refers' : 'refer'} to it.`,
  );
}
