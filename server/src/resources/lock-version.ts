import { LOCK_VERSION_FIELD, STALE_RECORD_MESSAGE, lockVersionInput } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { Conflict, NotFound } from '../http/errors.ts';
import type { WriteDefinition } from './types.ts';

/**
 * Optimistic locking in the engine (domain's lock-version.ts says what it is for). The
 * column bumps itself on every update of the row (db/schema/lock-version.ts); here an update
 * that says which version it read is applied only to that version.
 */

type LockedTable = WriteDefinition['table'];

/** An update payload as the engine parses it: the contract's fields and the version read. */
export function withLockVersion(update: z.ZodObject): z.ZodObject {
  // safeExtend: a contract's object may carry refinements, which plain extend refuses.
  return update.safeExtend({
    [LOCK_VERSION_FIELD]: lockVersionInput.optional().meta({
      description:
        'The lockVersion of the record as it was read. When the record changed since, the update is refused with a 409 and changes nothing; without it, the update is applied.',
    }),
  });
}

/** 409 when the row still exists (someone changed it since it was read), else 404. */
async function staleOrGone(db: Db, table: LockedTable, id: number): Promise<never> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  throw row ? new Conflict(STALE_RECORD_MESSAGE) : new NotFound();
}

/**
 * One UPDATE of row `id`, which also adds one to its lock_version. With `expectedVersion`,
 * the statement itself matches only that version (`WHERE id = $1 AND lock_version = $2`):
 * of simultaneous updates that read the same version, PostgreSQL applies the first and
 * re-checks the others' condition on the row it committed, so they match nothing and answer
 * 409, changing nothing. No row matched: 409 if the row still exists, else 404.
 */
export async function updateRow(
  db: Db,
  table: LockedTable,
  id: number,
  values: Record<string, unknown>,
  expectedVersion: number | undefined,
): Promise<void> {
  const matches =
    expectedVersion === undefined
      ? eq(table.id, id)
      : and(eq(table.id, id), eq(table.lockVersion, expectedVersion));
  const updated = await db
    .update(table)
    // The values are a contract's validated columns, keyed by the table's properties.
    .set(values as never)
    .where(matches)
    .returning({ id: table.id });
  if (updated.length === 0) await staleOrGone(db, table, id);
}

/**
 * An update that changes nothing still answers 409 when the version it read is stale: the
 * client must not believe its view of the record is current. Nothing is written, so reading
 * the version is enough here.
 */
export async function assertVersion(
  db: Db,
  table: LockedTable,
  id: number,
  expectedVersion: number | undefined,
): Promise<void> {
  if (expectedVersion === undefined) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.lockVersion, expectedVersion)))
    .limit(1);
  if (!row) await staleOrGone(db, table, id);
}
