import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLMENT_AFTER_CANCEL_MESSAGE } from '@tp/domain';
import { chargeAttempts, enrollments, installments, payments } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { countingGateway } from '../test/payment-fixtures.ts';
import {
  chargeClaimedInstallment,
  chargeDueInstallments,
  claimDueInstallments,
  INSTALLMENT_CLAIM_LEASE_MS,
} from './installment-charges.ts';
import { paymentsFromConfig } from './payments-from-config.ts';
import { testGateway } from './test-gateway.ts';

describe.each(BACKENDS)('installment charges (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let advisor: TestAgent;
  let pam: TestAgent;
  let piaEnrollment: number;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend);
    [advisor, pam] = await ctx.signInAs('advisor', 'pam');
    piaEnrollment = ctx.pia.id;
  });
  afterAll(() => ctx?.close());

  async function dueInstallments(count: number) {
    const now = ctx.clock.now().getTime();
    return ctx.db
      .insert(installments)
      .values(
        Array.from({ length: count }, (_, i) => ({
          enrollmentId: piaEnrollment,
          dueAt: new Date(now - (i + 1) * 60_000),
          amountCents: 10_000 + i,
        })),
      )
      .returning({ id: installments.id });
  }

  const statusOf = async (id: number) =>
    (await ctx.db.select().from(installments).where(eq(installments.id, id)))[0]!;

  it('charges each due installment with the kept card and records its payment', async () => {
    const { gateway, transactions } = countingGateway();
    await ctx.keepCard();
    const [due] = await dueInstallments(1);
    const [later] = await ctx.db
      .insert(installments)
      .values({
        enrollmentId: piaEnrollment,
        dueAt: new Date(ctx.clock.now().getTime() + 86_400_000),
        amountCents: 5000,
      })
      .returning({ id: installments.id });
    const handled = await chargeDueInstallments(ctx.db, gateway, {
      now: ctx.clock.now(),
      runnerId: 'one',
    });
    expect(handled).toBe(1);
    expect(transactions.size).toBe(1);
    const paid = await statusOf(due!.id);
    expect(paid).toMatchObject({ status: 'paid', attempts: 1, claimedAt: null });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paid.paymentId!));
    expect(payment).toMatchObject({ totalCents: 10_000, enrollmentId: piaEnrollment });
    expect((await statusOf(later!.id)).status).toBe('pending');
  });

  it('charges no installment that falls due after its enrollment was canceled', async () => {
    const { gateway, counts } = countingGateway();
    await ctx.keepCard();
    const now = ctx.clock.now().getTime();
    const [beforeCancel, afterCancel] = await ctx.db
      .insert(installments)
      .values([
        { enrollmentId: piaEnrollment, dueAt: new Date(now - 3 * 86_400_000), amountCents: 100 },
        { enrollmentId: piaEnrollment, dueAt: new Date(now - 60_000), amountCents: 200 },
      ])
      .returning({ id: installments.id });
    // Canceled a day ago: the first fell due before, the second after.
    await ctx.db
      .update(enrollments)
      .set({ status: 'canceled', unenrolledAt: new Date(now - 86_400_000) })
      .where(eq(enrollments.id, piaEnrollment));
    expect(
      await chargeDueInstallments(ctx.db, gateway, { now: ctx.clock.now(), runnerId: 'job' }),
    ).toBe(1);
    expect(counts.storedCharges).toBe(1);
    expect((await statusOf(beforeCancel!.id)).status).toBe('paid');
    expect(await statusOf(afterCancel!.id)).toMatchObject({ status: 'pending', attempts: 0 });
    // Staff cannot charge it either.
    const { status, body } = await call<ProblemBody>(
      advisor.put(`/api/v2/installments/${afterCancel!.id}/process_payment`),
    );
    expect(status).toBe(422);
    expect(body.errors?.status).toEqual([INSTALLMENT_AFTER_CANCEL_MESSAGE]);
    expect(counts.storedCharges).toBe(1);
  });

  it('marks an installment failed when the family has no kept card', async () => {
    const [due] = await dueInstallments(1);
    await chargeDueInstallments(ctx.db, testGateway(), { now: ctx.clock.now(), runnerId: 'x' });
    expect(await statusOf(due!.id)).toMatchObject({
      status: 'failed',
      lastErrorCode: 'NO_CARD',
      attempts: 1,
    });
  });

  /**
   * A due installment (on Pam's kept card) whose runner, on `dying`, dies between the gateway's
   * charge and the database write, leaving its claim and its attempt `charging`; answers its id.
   */
  async function chargedByDeadRunner(dying: ReturnType<typeof countingGateway>) {
    await ctx.keepCard();
    const [due] = await dueInstallments(1);
    const [claimed] = await claimDueInstallments(ctx.db, {
      now: ctx.clock.now(),
      runnerId: 'dies',
      limit: 5,
    });
    dying.crashAfterNextStoredCharge();
    await expect(
      chargeClaimedInstallment(ctx.db, dying.gateway, claimed!, ctx.clock.now()),
    ).rejects.toThrow('runner killed');
    return due!.id;
  }

  it('does not double charge after a runner dies between the charge and the write', async () => {
    const dying = countingGateway();
    const { gateway, transactions, counts } = dying;
    const dueId = await chargedByDeadRunner(dying);
    expect(transactions.size).toBe(1);
    // Restarted before the lease ends: the claim is still the dead runner's.
    expect(
      await chargeDueInstallments(ctx.db, gateway, { now: ctx.clock.now(), runnerId: 'new' }),
    ).toBe(0);
    // After the lease, the new process takes it over and re-sends the same key.
    const later = new Date(ctx.clock.now().getTime() + INSTALLMENT_CLAIM_LEASE_MS + 1000);
    expect(await chargeDueInstallments(ctx.db, gateway, { now: later, runnerId: 'new' })).toBe(1);
    expect(transactions.size).toBe(1);
    expect(counts.storedCharges).toBe(2);
    expect((await statusOf(dueId)).status).toBe('paid');
    const attempts = await ctx.db
      .select()
      .from(chargeAttempts)
      .where(eq(chargeAttempts.idempotencyKey, `installment-${dueId}-0`));
    expect(attempts).toMatchObject([{ status: 'succeeded' }]);
  });

  it('does not double charge when the successor is another process with its own gateway', async () => {
    // Each process builds the configured TEST gateway; they share only the database.
    const processGateway = () => paymentsFromConfig(ctx.deps.config.payments, ctx.db);
    const dying = countingGateway(processGateway());
    const successor = countingGateway(processGateway());
    const dueId = await chargedByDeadRunner(dying);
    const later = new Date(ctx.clock.now().getTime() + INSTALLMENT_CLAIM_LEASE_MS + 1000);
    expect(
      await chargeDueInstallments(ctx.db, successor.gateway, { now: later, runnerId: 'new' }),
    ).toBe(1);
    // The successor's gateway answered the same key with the dead runner's charge.
    expect(successor.transactions).toEqual(dying.transactions);
    expect(dying.transactions.size).toBe(1);
    const [paid] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await statusOf(dueId)).paymentId!));
    expect(paid?.transactionId).toBe([...dying.transactions][0]);
  });

  it(
    'two runners at once charge each due installment exactly once',
    { meta: { racing: true } },
    async () => {
      const { gateway, transactions, counts } = countingGateway();
      await ctx.keepCard();
      const due = await dueInstallments(12);
      const [a, b] = await Promise.all([
        chargeDueInstallments(ctx.db, gateway, {
          now: ctx.clock.now(),
          runnerId: 'a',
          batchSize: 3,
        }),
        chargeDueInstallments(ctx.db, gateway, {
          now: ctx.clock.now(),
          runnerId: 'b',
          batchSize: 3,
        }),
      ]);
      expect(a + b).toBe(12);
      expect(counts.storedCharges).toBe(12);
      expect(transactions.size).toBe(12);
      const rows = await ctx.db.select().from(installments);
      expect(
        rows.filter((r) => due.some((d) => d.id === r.id) && r.status === 'paid'),
      ).toHaveLength(12);
      const paymentsMade = await ctx.db.select().from(payments);
      expect(paymentsMade.filter((p) => p.idempotencyKey.startsWith('installment-'))).toHaveLength(
        12,
      );
    },
  );

  describe('PUT /installments/{id}/process_payment', () => {
    const processPayment = (agent: TestAgent, id: number) =>
      call<{ installment: { status: string } } & ProblemBody>(
        agent.put(`/api/v2/installments/${id}/process_payment`, {}),
      );

    it('charges a failed installment now (staff) and answers it paid', async () => {
      const { gateway } = countingGateway();
      ctx.deps.payments = gateway;
      try {
        await ctx.keepCard();
        const [due] = await dueInstallments(1);
        await ctx.db
          .update(installments)
          .set({ status: 'failed' })
          .where(eq(installments.id, due!.id));
        const { status, body } = await processPayment(advisor, due!.id);
        expect(status).toBe(200);
        expect(body.installment.status).toBe('paid');
        const again = await processPayment(advisor, due!.id);
        expect(again.status).toBe(422);
        expect(again.body.errors.status).toEqual(['This installment is already paid.']);
      } finally {
        delete ctx.deps.payments;
      }
    });

    it('answers 422 with the reason when there is no card', async () => {
      const [due] = await dueInstallments(1);
      const { status, body } = await processPayment(advisor, due!.id);
      expect(status).toBe(422);
      expect(body.errors.payment).toEqual(['The family has no card on file.']);
    });

    it('answers 409 while the job holds the installment', async () => {
      const [due] = await dueInstallments(1);
      await claimDueInstallments(ctx.db, { now: ctx.clock.now(), runnerId: 'job', limit: 5 });
      expect((await processPayment(advisor, due!.id)).status).toBe(409);
    });

    it('lets a parent read their installments but not process them', async () => {
      const [due] = await dueInstallments(1);
      const list = await call<{ installments: { id: number }[] }>(
        pam.get(`/api/v2/installments?enrollmentId=${piaEnrollment}`),
      );
      expect(list.status).toBe(200);
      expect(list.body.installments.map((i) => i.id)).toContain(due!.id);
      expect((await processPayment(pam, due!.id)).status).toBe(403);
    });
  });
});
