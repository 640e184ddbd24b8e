import type { StudentHours } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrearCharges, chargeAttempts, courses, lineItems, payments } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { countingGateway } from '../test/payment-fixtures.ts';
import {
  ARREAR_MAX_ATTEMPTS,
  ARREAR_RETRY_DELAY_MS,
  chargeClaimedArrear,
  chargeOwedArrears,
  claimOwedArrears,
} from './arrear-charges.ts';
import { chargeArrearsNow } from '../services/pay-as-you-go.ts';
import { JOB_CLAIM_LEASE_MS } from './claims.ts';
import type { PaymentGateway } from './payment-gateway.ts';

describe.each(BACKENDS)('Pay As You Go charges (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let pam: TestAgent;
  let piaEnrollment: number;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend);
    [pam] = await ctx.signInAs('pam');
    piaEnrollment = ctx.pia.id;
    await ctx.db.update(courses).set({ duration: 600 }).where(eq(courses.id, ctx.pia.courseId));
  });
  afterAll(() => ctx?.close());

  const now = () => ctx.clock.now();
  const run = (gateway: PaymentGateway, runnerId = 'job', at = now()) =>
    chargeOwedArrears(ctx.db, gateway, { now: at, runnerId });

  /** `count` 5-hour blocks owed on Pia's enrollment, as a Pay As You Go booking adds them. */
  const owe = (count: number) =>
    ctx.db
      .insert(arrearCharges)
      .values(
        Array.from({ length: count }, (_, i) => ({
          enrollmentId: piaEnrollment,
          minutes: 300,
          amountCents: 32_500 + i,
          createdAt: new Date(now().getTime() - (i + 1) * 60_000),
        })),
      )
      .returning({ id: arrearCharges.id });

  const arrear = async (id: number) =>
    (await ctx.db.select().from(arrearCharges).where(eq(arrearCharges.id, id)))[0]!;
  const owedCents = async () => {
    const { body } = await call<StudentHours>(
      pam.get(`/api/v2/students/${ctx.world.students.pia}/hours`),
    );
    return body.enrollments.find((e) => e.enrollmentId === piaEnrollment)!.owedCents;
  };

  it('charges an owed block once on the kept card: payment, hours line item, paid', async () => {
    const { gateway, transactions } = countingGateway();
    await ctx.keepCard();
    const [owed] = await owe(1);
    expect(await owedCents()).toBe(32_500);
    expect(await run(gateway)).toBe(1);
    expect(await run(gateway)).toBe(0);
    expect(transactions.size).toBe(1);
    const paid = await arrear(owed!.id);
    expect(paid).toMatchObject({ attempts: 1, claimedAt: null, lastErrorCode: null });
    expect(paid.paidAt).toEqual(now());
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paid.paymentId!));
    expect(payment).toMatchObject({
      enrollmentId: piaEnrollment,
      parentId: ctx.pamParentId,
      totalCents: 32_500,
      cardLast4: '1111',
      idempotencyKey: `arrear-${owed!.id}-0`,
    });
    const items = await ctx.db.select().from(lineItems).where(eq(lineItems.paymentId, payment!.id));
    expect(items).toMatchObject([
      { kind: 'hours', quantity: 5, unitAmountCents: 6500, amountCents: 32_500 },
    ]);
    expect(await owedCents()).toBe(0);
  });

  it('leaves the block owed, untried, while the family keeps no card', async () => {
    const { gateway, counts } = countingGateway();
    const [owed] = await owe(1);
    expect(await run(gateway)).toBe(0);
    expect(counts.storedCharges).toBe(0);
    expect(await arrear(owed!.id)).toMatchObject({ paidAt: null, attempts: 0 });
    expect(await owedCents()).toBe(32_500);
    // Once a card is kept, the next pass charges it.
    await ctx.keepCard();
    expect(await run(gateway)).toBe(1);
    expect(await owedCents()).toBe(0);
  });

  it('records a decline, retries it later under a new key, and stops after the last try', async () => {
    const { gateway, transactions, counts } = countingGateway();
    await ctx.keepCard('declined');
    const [owed] = await owe(1);
    expect(await run(gateway)).toBe(1);
    const first = await arrear(owed!.id);
    expect(first).toMatchObject({ paidAt: null, attempts: 1, lastErrorCode: '2', claimedAt: null });
    expect(first.retryAt).toEqual(new Date(now().getTime() + ARREAR_RETRY_DELAY_MS));
    // Not again before the retry time.
    expect(await run(gateway)).toBe(0);
    let at = now();
    for (let attempt = 2; attempt <= ARREAR_MAX_ATTEMPTS; attempt += 1) {
      at = new Date(at.getTime() + ARREAR_RETRY_DELAY_MS);
      expect(await run(gateway, 'job', at)).toBe(1);
    }
    expect(await run(gateway, 'job', new Date(at.getTime() + 10 * ARREAR_RETRY_DELAY_MS))).toBe(0);
    expect(await arrear(owed!.id)).toMatchObject({ paidAt: null, attempts: ARREAR_MAX_ATTEMPTS });
    expect(counts.storedCharges).toBe(ARREAR_MAX_ATTEMPTS);
    expect(transactions.size).toBe(0);
    const tried = await ctx.db.select().from(chargeAttempts);
    expect(tried.filter((a) => a.idempotencyKey.startsWith(`arrear-${owed!.id}-`))).toHaveLength(
      ARREAR_MAX_ATTEMPTS,
    );
    expect(await owedCents()).toBe(32_500);
  });

  it('does not double charge after a runner dies between the charge and the write', async () => {
    const { gateway, transactions, counts, crashAfterNextStoredCharge } = countingGateway();
    await ctx.keepCard();
    const [owed] = await owe(1);
    const [claimed] = await claimOwedArrears(ctx.db, gateway, {
      now: now(),
      runnerId: 'dies',
      limit: 5,
    });
    crashAfterNextStoredCharge();
    await expect(chargeClaimedArrear(ctx.db, gateway, claimed!, now())).rejects.toThrow(
      'runner killed',
    );
    expect(transactions.size).toBe(1);
    // Restarted before the lease ends: the claim is still the dead runner's.
    expect(await run(gateway, 'new')).toBe(0);
    // After the lease, a new process takes it over and re-sends the same key.
    const later = new Date(now().getTime() + JOB_CLAIM_LEASE_MS + 1000);
    expect(await run(gateway, 'new', later)).toBe(1);
    expect(transactions.size).toBe(1);
    expect(counts.storedCharges).toBe(2);
    expect((await arrear(owed!.id)).paidAt).toEqual(later);
  });

  it('charges the blocks a booking added at once, after it commits (chargeArrearsNow)', async () => {
    await ctx.keepCard();
    await owe(2);
    const callContext = { deps: ctx.deps, user: { id: ctx.world.users.pam.id }, now: now() };
    await chargeArrearsNow(callContext as Parameters<typeof chargeArrearsNow>[0], piaEnrollment);
    expect(await owedCents()).toBe(0);
  });

  it(
    'two runners at once charge each owed block exactly once',
    { meta: { racing: true } },
    async () => {
      const { gateway, transactions, counts } = countingGateway();
      await ctx.keepCard();
      const owed = await owe(12);
      const [a, b] = await Promise.all([
        chargeOwedArrears(ctx.db, gateway, { now: now(), runnerId: 'a', batchSize: 3 }),
        chargeOwedArrears(ctx.db, gateway, { now: now(), runnerId: 'b', batchSize: 3 }),
      ]);
      expect(a + b).toBe(12);
      expect(counts.storedCharges).toBe(12);
      expect(transactions.size).toBe(12);
      const rows = await ctx.db.select().from(arrearCharges);
      expect(rows.filter((r) => owed.some((o) => o.id === r.id) && r.paidAt)).toHaveLength(12);
      const made = await ctx.db.select().from(payments);
      expect(made.filter((p) => p.idempotencyKey.startsWith('arrear-'))).toHaveLength(12);
    },
  );
});
