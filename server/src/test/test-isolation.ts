import type { Db } from '../db/client.ts';
import { holdTransaction, oneAtATime, type HeldTransaction } from '../db/held-transaction.ts';
import type { TestDatabase } from './test-databases.ts';

declare module 'vitest' {
  interface TaskMeta {
    /**
     * The test needs real concurrency (requests racing on separate connections, row locks),
     * which one shared transaction would serialise: it runs on a copy of the database instead.
     */
    ownDatabase?: boolean;
    /**
     * The test races requests against each other (no lost updates, one booking of a slot) but
     * reads nothing that needs commits of its own (transaction ids): on PostgreSQL it runs on a
     * copy, like `ownDatabase`; on PGlite, whose one connection runs one transaction at a time
     * whatever the copy, in the rolled-back test transaction with the app's transactions taken
     * one at a time, which races the same way without copying the database (a second or more).
     */
    racing?: boolean;
  }
}

/** How a test is kept from the others: see TaskMeta's `ownDatabase` and `racing`. */
export interface IsolationNeeds {
  ownDatabase: boolean;
  racing: boolean;
}

/**
 * One `Db` handle whose queries go to whichever database or transaction it currently points
 * at. The app's deps, the test's `ctx.db` and any copy of the deps a test makes all hold this
 * handle, so all of them follow a test into its transaction; none can reach past it to the
 * root connection (which, on PGlite, would wait for the transaction to end: a deadlock).
 */
export interface SwitchableDb {
  readonly handle: Db;
  use(db: Db): void;
}

export function switchableDb(initial: Db): SwitchableDb {
  let current = initial;
  const handle = new Proxy(initial, {
    get(_target, property) {
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return {
    handle,
    use: (db) => {
      current = db;
    },
  };
}

/** What a test may change in a context, and how to put it back. */
export interface IsolatedContext {
  db: SwitchableDb;
  database: TestDatabase;
  clock: { now(): Date; set(date: Date): void };
  mailer: { sent: unknown[] };
  realtime: { events: unknown[] };
}

/**
 * Opens a transaction on `db` and keeps it open until `end()`, which rolls it back. The app's
 * own `db.transaction()` calls inside it become savepoints.
 */
function openRolledBackTransaction(db: Db): Promise<HeldTransaction<Db>> {
  // drizzle's transaction handle is a Db with `rollback()`: what the app is handed as `db`.
  return holdTransaction<Db & { rollback(): never }>((work) => db.transaction(work));
}

/** A live context and, during a test, how to undo what the test did to it. */
interface Tracked {
  context: IsolatedContext;
  undo?: () => Promise<void>;
}

const live = new Set<Tracked>();

/**
 * The test transaction with the app's transactions (its savepoints) run one after another, as
 * PGlite runs transactions: interleaved savepoints on one connection would release or roll
 * back each other's work. Statements outside a transaction still interleave, as on PGlite.
 */
function oneTransactionAtATime(tx: Db): Db {
  const serially = oneAtATime();
  const transaction: Db['transaction'] = (work, config) =>
    serially(() => tx.transaction(work, config));
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function isolate(tracked: Tracked, needs: IsolationNeeds): Promise<void> {
  const { context } = tracked;
  const serialised = needs.racing && context.database.backend === 'pglite';
  const ownDatabase = needs.ownDatabase || (needs.racing && !serialised);
  const time = context.clock.now();
  const mailCount = context.mailer.sent.length;
  const eventCount = context.realtime.events.length;
  let restoreDb: () => Promise<void>;
  if (ownDatabase) {
    const copy = await context.database.copy();
    context.db.use(copy.db);
    restoreDb = () => copy.drop();
  } else {
    const transaction = await openRolledBackTransaction(context.database.db);
    context.db.use(serialised ? oneTransactionAtATime(transaction.tx) : transaction.tx);
    restoreDb = transaction.end;
  }
  tracked.undo = async () => {
    tracked.undo = undefined;
    try {
      await restoreDb();
    } finally {
      // Read again: copying a PostgreSQL database reopens its pool.
      context.db.use(context.database.db);
      context.clock.set(time);
      context.mailer.sent.length = mailCount;
      context.realtime.events.length = eventCount;
    }
  };
}

/**
 * Registers a context whose every test starts from the same state: what `beforeAll` put in its
 * database, its clock, its mail and realtime logs. Returns the function that unregisters it.
 */
export function isolateEachTest(context: IsolatedContext): () => Promise<void> {
  const tracked: Tracked = { context };
  live.add(tracked);
  return async () => {
    live.delete(tracked);
    await tracked.undo?.();
  };
}

/** Before each test (setup-isolation.ts): a rolled-back transaction, or a copy, per context. */
export async function beginTestIsolation(needs: IsolationNeeds): Promise<void> {
  for (const tracked of live) await isolate(tracked, needs);
}

/** After each test: rolls back or drops what the test used and restores the clock and logs. */
export async function endTestIsolation(): Promise<void> {
  for (const tracked of live) await tracked.undo?.();
}
