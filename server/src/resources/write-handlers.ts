import { AUDIT_CREATE, AUDIT_DELETE, AUDIT_UPDATE, canOn } from '@tp/domain';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, NotFound } from '../http/errors.ts';
import { actionReach, reachCondition, readReachOf } from './access.ts';
import { recordChange } from './audit-recorder.ts';
import { callContext, memberId } from './call-context.ts';
import { assertNothingRefersTo } from './delete-references.ts';
import { includesOf, showRecord } from './read-handlers.ts';
import type { Registry } from './includes.ts';
import { assertVersion, updateRow } from './lock-version.ts';
import { updatePayload, writePayload } from './payload.ts';
import { findRow } from './query.ts';
import { inTransaction } from './transaction.ts';
import type { AnyRow, CallContext, Resource, WireRecord, WriteDefinition } from './types.ts';

/** Stamps `updatedAt` with the app's clock on tables that have one. */
function withUpdatedAt(
  table: PgTable,
  values: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  return 'updatedAt' in getTableColumns(table) ? { ...values, updatedAt: now } : values;
}

/** Inserts one row of `values` (keyed by the table's properties) and answers its id. */
async function insertRow(
  tx: Db,
  table: WriteDefinition['table'],
  values: Record<string, unknown>,
): Promise<number> {
  // Values come from the contract's zod schema or `toValues`, keyed by the table's properties.
  const [inserted] = await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return inserted!.id as number;
}

/** Only resources that accept writes get these handlers (routes.ts). */
function writeOf(resource: Resource): WriteDefinition {
  if (!resource.write) throw new Error(`${resource.name} has no write definition`);
  return resource.write;
}

/** The record as the rules see it (every field, whoever asks), or null when it is gone. */
export async function recordForRules(
  db: Db,
  resource: Resource,
  id: number,
  ctx: CallContext,
): Promise<WireRecord | null> {
  const row = await findRow(db, resource, id);
  return row ? resource.serialize(row, ctx) : null;
}

/** 403 unless the caller may do `action` on `record` (domain's `can`, with its own rules). */
function assertAllowed(resource: Resource, ctx: CallContext, action: string, record: WireRecord) {
  if (!canOn(resource.contract, ctx.user, action, record)) throw new Forbidden();
}

/**
 * A member for a change: 404 unless the caller may read it; 403 unless they may do `action`
 * on it. Answers the row (for `toValues`) and the record (for the rules).
 */
export async function memberFor(
  resource: Resource,
  id: number,
  action: string,
  ctx: CallContext,
): Promise<{ row: AnyRow; record: WireRecord }> {
  const readReach = readReachOf(resource, ctx.user);
  if (readReach.kind === 'none') throw new NotFound();
  const row = await findRow(ctx.deps.db, resource, id, reachCondition(readReach));
  if (!row) throw new NotFound();
  const record = resource.serialize(row, ctx);
  assertAllowed(resource, ctx, action, record);
  return { row, record };
}

/** POST /{plural}: validated by the contract, written in one transaction, checked as written. */
export function createHandler(resource: Resource, registry: Registry) {
  return async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    if (actionReach(resource, ctx.user, 'create') === 'none') throw new Forbidden();
    const write = writeOf(resource);
    const includes = includesOf(c, resource, registry);
    const payload = await writePayload(c, resource, resource.contract.create!, ctx, undefined);
    const id = await inTransaction(ctx, 'write', async (tx) => {
      const computed = write.toValues ? write.toValues(payload, null, ctx) : payload;
      const values = write.hooks?.beforeCreate
        ? await write.hooks.beforeCreate(tx, computed, payload, ctx)
        : computed;
      const newId = write.insert
        ? await write.insert(tx, values, ctx)
        : await insertRow(tx, write.table, values);
      // A tutor may create only what is theirs: the rule decides on the record as written.
      const written = (await recordForRules(tx, resource, newId, ctx))!;
      assertAllowed(resource, ctx, 'create', written);
      await recordChange(tx, ctx, resource, {
        id: newId,
        action: AUDIT_CREATE,
        before: null,
        after: written,
      });
      const afterCommit = await write.hooks?.after?.(
        tx,
        { action: 'created', id: newId, before: undefined, payload },
        ctx,
      );
      return { result: newId, afterCommit };
    });
    return c.json(
      { [resource.singular]: await showRecord(resource, id, includes, registry, ctx) },
      201,
    );
  };
}

/**
 * PUT and PATCH /{plural}/{id}: the rule must allow the record before and after the change;
 * with the `lockVersion` the client read, a record changed since is a 409 (lock-version.ts).
 */
export function updateHandler(resource: Resource, registry: Registry) {
  return async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    const id = memberId(c);
    const write = writeOf(resource);
    const includes = includesOf(c, resource, registry);
    const { row, record } = await memberFor(resource, id, 'update', ctx);
    const { changes, lockVersion } = await updatePayload(c, resource, ctx, record);
    const values = write.toValues ? write.toValues(changes, row, ctx) : changes;
    if (Object.keys(values).length === 0) {
      // Nothing to change: no write, no hooks, no schedule-change for a no-op; a stale
      // version is still refused, so the client does not take its copy for the current one.
      await assertVersion(ctx.deps.db, write.table, id, lockVersion);
    } else {
      await inTransaction(ctx, 'write', async (tx) => {
        const before = await write.hooks?.before?.(tx, id);
        // 409 and nothing changed when the record moved past the version the client read.
        await updateRow(
          tx,
          write.table,
          id,
          withUpdatedAt(write.table, values, ctx.now),
          lockVersion,
        );
        const written = (await recordForRules(tx, resource, id, ctx))!;
        assertAllowed(resource, ctx, 'update', written);
        await recordChange(tx, ctx, resource, {
          id,
          action: AUDIT_UPDATE,
          before: record,
          after: written,
        });
        const afterCommit = await write.hooks?.after?.(
          tx,
          { action: 'updated', id, before, payload: changes },
          ctx,
        );
        return { result: id, afterCommit };
      });
    }
    return c.json({ [resource.singular]: await showRecord(resource, id, includes, registry, ctx) });
  };
}

/** DELETE /{plural}/{id}: 204; 409 while other records depend on it. */
export function deleteHandler(resource: Resource) {
  return async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    const id = memberId(c);
    const write = writeOf(resource);
    const { record } = await memberFor(resource, id, 'delete', ctx);
    await inTransaction(ctx, 'delete', async (tx) => {
      await write.hooks?.beforeDelete?.(tx, id);
      await assertNothingRefersTo(tx, write.table, id, resource.singular);
      const before = await write.hooks?.before?.(tx, id);
      await tx.delete(write.table).where(inArray(write.table.id, [id]));
      await recordChange(tx, ctx, resource, {
        id,
        action: AUDIT_DELETE,
        before: record,
        after: null,
      });
      const afterCommit = await write.hooks?.after?.(tx, { action: 'deleted', id, before }, ctx);
      return { result: id, afterCommit };
    });
    return c.body(null, 204);
  };
}
