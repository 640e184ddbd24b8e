/**
 * Where the TEST gateway remembers its charges by idempotency key (test-gateway.ts). A real
 * gateway remembers them on its side, so a retry with the same key answers the first result
 * wherever it comes from; the app's TEST gateway keeps them in the database for the same reason
 * (any server process, any restart). A TEST gateway built without a database (unit tests)
 * remembers them in its own memory.
 */
import type { TestCardOutcome } from '@tp/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { testGatewayCharges } from '../db/schema/index.ts';

/** One charge the TEST gateway answered (a decline too), under its idempotency key. */
export interface TestGatewayCharge {
  idempotencyKey: string;
  amountCents: number;
  outcome: TestCardOutcome;
  /** Authorize.Net's reason code of a failure; null when approved. */
  errorCode: string | null;
  transactionId: string | null;
  cardLast4: string | null;
}

export interface TestGatewayCharges {
  /** The charge answered under this key, if any. */
  byKey(idempotencyKey: string): Promise<TestGatewayCharge | undefined>;
  /** The approved charge with this transaction id, if any. */
  byTransaction(transactionId: string): Promise<TestGatewayCharge | undefined>;
  /**
   * Keeps `charge` unless its key has one already; answers the one kept under the key, so of
   * two calls at once with one key both answer the first one kept.
   */
  keep(charge: TestGatewayCharge): Promise<TestGatewayCharge>;
}

/** Charges kept in this process only: for unit tests of the gateway itself. */
export function memoryTestGatewayCharges(): TestGatewayCharges {
  const byKey = new Map<string, TestGatewayCharge>();
  const byTransaction = new Map<string, TestGatewayCharge>();
  return {
    byKey: (key) => Promise.resolve(byKey.get(key)),
    byTransaction: (id) => Promise.resolve(byTransaction.get(id)),
    keep(charge) {
      const earlier = byKey.get(charge.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      byKey.set(charge.idempotencyKey, charge);
      if (charge.transactionId) byTransaction.set(charge.transactionId, charge);
      return Promise.resolve(charge);
    },
  };
}

const readRow = (row: typeof testGatewayCharges.$inferSelect | undefined) =>
  row && {
    idempotencyKey: row.idempotencyKey,
    amountCents: row.amountCents,
    outcome: row.outcome as TestCardOutcome,
    errorCode: row.errorCode,
    transactionId: row.transactionId,
    cardLast4: row.cardLast4,
  };

/** Charges kept in the database (`test_gateway_charges`): the app's TEST gateway. */
export function databaseTestGatewayCharges(db: Db): TestGatewayCharges {
  const findOne = async (where: SQL) =>
    readRow((await db.select().from(testGatewayCharges).where(where))[0]);
  const byKey = (key: string) => findOne(eq(testGatewayCharges.idempotencyKey, key));
  return {
    byKey,
    byTransaction: (id) => findOne(eq(testGatewayCharges.transactionId, id)),
    async keep(charge) {
      // The key is the primary key: of two inserts at once, the second waits for the first
      // and inserts nothing; both then read the one row.
      await db.insert(testGatewayCharges).values(charge).onConflictDoNothing();
      const kept = await byKey(charge.idempotencyKey);
      if (!kept) throw new Error('The TEST gateway lost a charge it had just kept.');
      return kept;
    },
  };
}
