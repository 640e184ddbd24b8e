import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayCharges } from '../db/schema/index.ts';
import { BACKENDS, createTestContext, type TestContext } from '../test/harness.ts';
import type { ChargeRequest } from './payment-gateway.ts';
import { paymentsFromConfig } from './payments-from-config.ts';
import { TEST_CARDS, TEST_DATA_DESCRIPTOR } from './test-gateway.ts';

/**
 * The app's TEST gateway keeps its charges in the database, as a real gateway keeps them on its
 * side: a key answers as it was first answered on any server process and after a restart, and
 * calls at once with one key charge once.
 */
describe.each(BACKENDS)('the TEST gateway’s charges in the database (%s)', (backend) => {
  let ctx: TestContext;
  let serial = 0;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  /** The configured (TEST) gateway of one more server process on the test's database. */
  const serverProcess = () => paymentsFromConfig(ctx.deps.config.payments, ctx.db);
  const order = (card: string, idempotencyKey = `durable-${++serial}`): ChargeRequest => ({
    amount: 32_500,
    idempotencyKey,
    opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: card },
    description: '5 tutoring hours',
  });
  const kept = (idempotencyKey: string) =>
    ctx.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));

  it('charges a key once and answers it the same again', async () => {
    const gateway = serverProcess();
    const request = order(TEST_CARDS.approved);
    const first = await gateway.charge(request);
    expect(first).toMatchObject({ ok: true, amount: 32_500, last4: '1111' });
    expect(await gateway.charge(request)).toEqual(first);
    expect(await kept(request.idempotencyKey)).toMatchObject([
      { amountCents: 32_500, outcome: 'approved', errorCode: null, cardLast4: '1111' },
    ]);
  });

  it('answers a key charged by another process (or before a restart) without charging', async () => {
    const request = order(TEST_CARDS.approved);
    const first = await serverProcess().charge(request);
    const restarted = serverProcess();
    expect(await restarted.charge(request)).toEqual(first);
    expect(await kept(request.idempotencyKey)).toHaveLength(1);
    // The other process keeps the card of that charge too.
    if (!first.ok) throw new Error('expected approval');
    const saved = await restarted.saveCard({ transactionId: first.transactionId, customerId: 'p' });
    expect(saved).toMatchObject({
      ok: true,
      paymentProfileId: expect.stringMatching(/^test-card-approved-1111-/),
    });
  });

  it('answers a declined key as declined everywhere, and keeps no timed-out charge', async () => {
    const declined = order(TEST_CARDS.declined);
    expect(await serverProcess().charge(declined)).toMatchObject({ ok: false, code: '2' });
    expect(
      await serverProcess().charge({
        ...declined,
        opaqueData: order(TEST_CARDS.approved).opaqueData,
      }),
    ).toMatchObject({ ok: false, code: '2' });
    const key = `durable-timeout-${++serial}`;
    expect(await serverProcess().charge(order(TEST_CARDS.timeout, key))).toMatchObject({
      ok: false,
      code: 'GATEWAY_UNAVAILABLE',
    });
    expect(await kept(key)).toHaveLength(0);
    expect(await serverProcess().charge(order(TEST_CARDS.approved, key))).toMatchObject({
      ok: true,
    });
  });

  it(
    'charges once when several processes are asked the same key at once',
    { meta: { racing: true } },
    async () => {
      const request = order(TEST_CARDS.approved);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => serverProcess().charge(request)),
      );
      expect(answers[0]).toMatchObject({ ok: true });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await kept(request.idempotencyKey)).toHaveLength(1);
    },
  );
});
