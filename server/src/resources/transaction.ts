import type { Db } from '../db/client.ts';
import { translateDbError } from './db-errors.ts';
import type { AfterCommit, CallContext } from './types.ts';

/**
 * Runs a write in one transaction, then its after-commit work; maps constraint errors. A
 * thrown error (a refused permission, an invalid value) rolls everything back.
 */
export async function inTransaction<T>(
  ctx: CallContext,
  action: 'write' | 'delete',
  work: (tx: Db) => Promise<{ result: T; afterCommit?: AfterCommit | void }>,
): Promise<T> {
  let outcome: { result: T; afterCommit?: AfterCommit | void };
  try {
    outcome = await ctx.deps.db.transaction((tx) => work(tx));
  } catch (error) {
    translateDbError(error, action);
  }
  if (outcome.afterCommit) await outcome.afterCommit();
  return outcome.result;
}

/**
 * Runs an action that opens its own transactions (ActionImplementation `transaction: 'own'`)
 * on the database itself, with the same error mapping and after-commit work.
 */
export async function outsideTransaction<T>(
  ctx: CallContext,
  work: (db: Db) => Promise<{ result: T; afterCommit?: AfterCommit | void }>,
): Promise<T> {
  let outcome: { result: T; afterCommit?: AfterCommit | void };
  try {
    outcome = await work(ctx.deps.db);
  } catch (error) {
    translateDbError(error, 'write');
  }
  if (outcome.afterCommit) await outcome.afterCommit();
  return outcome.result;
}
