import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  foreignKeyReferences,
  POLYMORPHIC_REFERENCES,
  schemaTables,
  type Reference,
} from '../../resources/delete-references.ts';
import { RESOURCES } from '../../resources/registry.ts';
import type { TestAgent } from '../agent.ts';
import { BACKENDS } from '../harness.ts';
import { createResourceTestContext, type ResourceTestContext } from '../resource-test-context.ts';

/**
 * The resources the API deletes, by the SQL name of the table a delete removes a row of. Where
 * several resources share a table (a contact history's notes, calls and SMS), the one that
 * declares a delete rule; `within` names the rows of the table it serves.
 */
const DELETING = RESOURCES.filter(
  (resource) => resource.write && resource.contract.create && resource.contract.update,
).sort(
  (a, b) =>
    Number(a.contract.access.delete !== undefined) - Number(b.contract.access.delete !== undefined),
);
const DELETABLE = new Map(
  DELETING.map((resource) => [getTableConfig(resource.write!.table).name, resource.name]),
);
const WITHIN = new Map(
  DELETING.map((resource) => [getTableConfig(resource.write!.table).name, resource.within]),
);

/** The rows of a target table its deleting resource serves (all, unless it shares the table). */
const servedRows = (target: string) => WITHIN.get(target) ?? sql`true`;

const REFERENCES = [...foreignKeyReferences(), ...POLYMORPHIC_REFERENCES];
const TRIED = REFERENCES.filter((reference) => DELETABLE.has(reference.target));

type Rows = { rows: Record<string, unknown>[] };

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  // Both drivers answer `{ rows }`; drizzle's result type does not say so.
  return ((await db.execute(query)) as unknown as Rows).rows;
}

function typeCondition(reference: Reference) {
  return reference.typeColumn
    ? sql` and ${sql.identifier(reference.typeColumn)} = ${reference.typeValue}`
    : sql``;
}

/** The ctid of one row of the referencing table pointing at a target, and that target's id. */
async function referencingRow(
  db: Db,
  reference: Reference,
): Promise<{ rowKey: string; targetId: number } | null> {
  const column = sql.identifier(reference.column);
  const [row] = await rowsOf(
    db,
    sql`select ctid::text as "rowKey", ${column} as "targetId" from ${sql.identifier(reference.table)}
        where ${column} is not null${typeCondition(reference)}
          and ${column} in (select id from ${sql.identifier(reference.target)}
            where ${servedRows(reference.target)})
        order by ${column} limit 1`,
  );
  return row ? { rowKey: String(row.rowKey), targetId: Number(row.targetId) } : null;
}

/**
 * Builds a referencing row when the world holds none: a copy of one of the table's rows (its
 * own id fresh) pointing at the first row of the target. Null when the table has no row to copy
 * or the copy breaks one of its other constraints (a unique key).
 */
async function builtReferencingRow(
  db: Db,
  reference: Reference,
): Promise<{ rowKey: string; targetId: number } | null> {
  const table = schemaTables().find(
    (candidate) => getTableConfig(candidate).name === reference.table,
  )!;
  const columns = getTableConfig(table)
    .columns.filter((column) => !(column.primary && column.hasDefault))
    .map((column) => column.name);
  if (columns.length === 0) return null;
  const [target] = await rowsOf(
    db,
    sql`select id from ${sql.identifier(reference.target)} where ${servedRows(reference.target)}
        order by id limit 1`,
  );
  if (!target) return null;
  const values = columns.map((name) =>
    name === reference.column
      ? sql`${Number(target.id)}`
      : name === reference.typeColumn
        ? sql`${reference.typeValue}`
        : sql.identifier(name),
  );
  try {
    return await db.transaction(async (tx) => {
      const [row] = await rowsOf(
        tx,
        sql`insert into ${sql.identifier(reference.table)} (${sql.join(
          columns.map((name) => sql.identifier(name)),
          sql`, `,
        )}) select ${sql.join(values, sql`, `)} from ${sql.identifier(reference.table)} limit 1
          returning ctid::text as "rowKey"`,
      );
      return row ? { rowKey: String(row.rowKey), targetId: Number(target.id) } : null;
    });
  } catch {
    return null;
  }
}

/** The referencing row now: gone, still pointing at the target, or cleared. */
async function referencingRowAfter(
  db: Db,
  reference: Reference,
  rowKey: string,
): Promise<'gone' | 'cleared' | number> {
  const [row] = await rowsOf(
    db,
    sql`select ${sql.identifier(reference.column)} as "targetId" from ${sql.identifier(reference.table)} where ctid = ${rowKey}::tid`,
  );
  if (!row) return 'gone';
  return row.targetId === null ? 'cleared' : Number(row.targetId);
}

async function exists(db: Db, table: string, id: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  return rows.length > 0;
}

/** Every polymorphic row left pointing at an id no longer in its table. */
async function danglingPolymorphicRows(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const reference of POLYMORPHIC_REFERENCES) {
    const column = sql.identifier(reference.column);
    const rows = await rowsOf(
      db,
      sql`select ${column} as "id" from ${sql.identifier(reference.table)}
          where ${column} is not null${typeCondition(reference)}
            and ${column} not in (select id from ${sql.identifier(reference.target)})`,
    );
    for (const row of rows)
      found.push(`${reference.table}.${reference.column} -> ${reference.target} ${String(row.id)}`);
  }
  return found;
}

/**
 * Spec (issue 23, records that keep their history): deleting a record others refer to is
 * refused with a sentence naming what refers to it, or is a cascade the schema declares; never
 * a 500, never a reference left pointing at nothing. Every foreign key of the schema (and every
 * polymorphic reference) whose target the API deletes is tried as an admin.
 */
describe.each(BACKENDS)('every foreign key, deleting what it points at (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  const outcomes: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [admin] = await ctx.signInAs('admin');
  });
  afterAll(async () => {
    const tried = Object.values(outcomes).filter((outcome) => outcome !== 'no row');
    console.info(
      `[${backend}] foreign keys and polymorphic references: ${REFERENCES.length} in the schema, ` +
        `${TRIED.length} whose target the API deletes, ${tried.length} tried with a referencing row ` +
        `(${tried.filter((o) => o === 'refused').length} refused, ` +
        `${tried.filter((o) => o === 'cascaded' || o === 'cleared').length} cascaded or cleared, ` +
        `${tried.filter((o) => o === 'forbidden').length} not deletable by an admin)`,
    );
    await ctx?.close();
  });

  it('tries most of the references it finds', () => {
    expect(REFERENCES.length).toBeGreaterThan(90);
    expect(TRIED.length).toBeGreaterThan(40);
  });

  it.each(
    TRIED.map(
      (reference) =>
        [
          `${reference.table}.${reference.column}${reference.typeValue ? ` (${reference.typeValue})` : ''} -> ${reference.target}`,
          reference,
        ] as const,
    ),
  )('%s', async (label, reference) => {
    const row =
      (await referencingRow(ctx.db, reference)) ?? (await builtReferencingRow(ctx.db, reference));
    if (!row) {
      outcomes[label] = 'no row';
      return;
    }
    const resource = DELETABLE.get(reference.target)!;
    const response = await admin.delete(`/api/v2/${resource}/${row.targetId}`);
    const after = await referencingRowAfter(ctx.db, reference, row.rowKey);
    const targetStays = await exists(ctx.db, reference.target, row.targetId);
    if (response.status === 403) {
      outcomes[label] = 'forbidden';
      expect(targetStays).toBe(true);
      return;
    }
    expect([204, 409], `${label}: ${response.status} ${await response.clone().text()}`).toContain(
      response.status,
    );
    if (response.status === 409) {
      outcomes[label] = 'refused';
      const body = (await response.json()) as { error: string };
      // A sentence saying why: what still refers to it, or what to do instead (a course with
      // enrollments is canceled, not deleted).
      expect(body.error).toMatch(/^This [a-z ]+ (can't be deleted:|has) .+\.$/);
      expect(targetStays).toBe(true);
      expect(after).toBe(row.targetId);
    } else {
      expect(targetStays).toBe(false);
      // The referencing row went with it or let go of it, as the schema (or the delete) says.
      expect(after === 'gone' || after === 'cleared', `${label}: still points at ${after}`).toBe(
        true,
      );
      if (after === 'cleared') expect(reference.onDelete).toBe('set null');
      outcomes[label] = after === 'gone' ? 'cascaded' : 'cleared';
    }
    expect(await danglingPolymorphicRows(ctx.db)).toEqual([]);
  });
});
