import { REFUND_SELF_APPROVAL_MESSAGE, type Payment, type RefundRequest } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../db/schema/index.ts';
import { GATEWAY_UNAVAILABLE_CODE, type PaymentGateway } from '../../payments/payment-gateway.ts';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  FIXTURE_LOGIN_PASSWORD,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type RefundBody = OneBody<'refundRequest', RefundRequest>;
const BASE = '/api/v2/refund_requests';

describe.each(BACKENDS)('refund requests (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor, parent] = await ctx.signInAs('admin', 'advisor', 'tia', 'pam');
  });
  afterAll(() => ctx?.close());
  afterEach(() => {
    delete ctx.deps.payments;
  });

  const request = (overrides: Record<string, unknown> = {}) => ({
    refundRequest: {
      lineItemId: world.payments.lines.hours.id,
      category: 'Unused hours',
      amountCents: 5_000,
      reason: 'Half an hour unused.',
      ...overrides,
    },
  });
  const create = (agent: TestAgent, overrides: Record<string, unknown> = {}) =>
    call<RefundBody>(agent.post(BASE, request(overrides)));
  const approve = (agent: TestAgent, id: number) =>
    call<RefundBody & ProblemBody>(agent.put(`${BASE}/${id}/approve`));

  /** A gateway that records its refund calls and answers as told. */
  function recordingGateway(answer: PaymentGateway['refund']) {
    const calls: Parameters<PaymentGateway['refund']>[0][] = [];
    ctx.deps.payments = {
      kind: 'test',
      charge: () => Promise.reject(new Error('no charges here')),
      void: () => Promise.reject(new Error('no voids here')),
      saveCard: () => Promise.reject(new Error('no cards here')),
      chargeStoredCard: () => Promise.reject(new Error('no charges here')),
      refund: (refund) => {
        calls.push(refund);
        return answer(refund);
      },
    };
    return calls;
  }

  describe('reads', () => {
    it('asks for a sign-in (401)', async () => {
      expect((await new TestAgent(ctx.app).get(BASE)).status).toBe(401);
    });

    it('lists the requests for staff, newest first, with the line item and family', async () => {
      const { status, body } = await call<ListBody<'refund_requests', RefundRequest>>(
        advisor.get(`${BASE}?status[]=pending`),
      );
      expect(status).toBe(200);
      expect(body.refund_requests).toHaveLength(1);
      expect(body.refund_requests[0]).toMatchObject({
        status: 'pending',
        amountCents: 10_000,
        lineItemDescription: '5 tutoring hours',
        familyName: 'Pam Parent',
        errors: [],
        // 45,000 charged, nothing else asked: all of it is left besides this request.
        refundableCents: 45_000,
      });
    });

    it('shows an incomplete request with the gateway code in its errors', async () => {
      const { body } = await call<RefundBody>(
        advisor.get(`${BASE}/${world.payments.refunds.incomplete.id}`),
      );
      expect(body.refundRequest.status).toBe('incomplete');
      expect(body.refundRequest.errors[0]).toContain('(code 54)');
    });

    it('refuses tutors and parents: 403 on the list, 404 on a record', async () => {
      expect((await tutor.get(BASE)).status).toBe(403);
      expect((await parent.get(BASE)).status).toBe(403);
      expect((await parent.get(`${BASE}/${world.payments.refunds.pending.id}`)).status).toBe(404);
    });

    it('answers 404 for a request that does not exist', async () => {
      expect((await admin.get(`${BASE}/999999`)).status).toBe(404);
    });

    it('lists the categories for staff only', async () => {
      const { status, body } = await call<{ categories: string[] }>(
        advisor.get(`${BASE}/categories`),
      );
      expect(status).toBe(200);
      expect(body.categories).toContain('Unused hours');
      expect((await parent.get(`${BASE}/categories`)).status).toBe(403);
    });
  });

  describe('request and edit', () => {
    it('lets any staff member request a refund on a line item: pending, by them', async () => {
      const { status, body } = await create(advisor);
      expect(status).toBe(201);
      expect(body.refundRequest).toMatchObject({
        status: 'pending',
        paymentId: world.payments.settled.id,
        requestedById: world.users.advisor.id,
        amountCents: 5_000,
      });
    });

    it('refuses more than is left to refund, saying how much is left', async () => {
      // 45,000 charged (a coupon took 5,000 off the 50,000 line), 10,000 already requested.
      const { status, body } = await call<ProblemBody>(
        advisor.post(BASE, request({ amountCents: 35_001 })),
      );
      expect(status).toBe(422);
      expect(body.errors.amountCents).toEqual(["can't be more than the $350.00 left to refund"]);
      expect((await create(advisor, { amountCents: 35_000 })).status).toBe(201);
    });

    it('refuses a coupon line, an unknown line item, a bad category, cents that are not whole', async () => {
      const coupon = await call<ProblemBody>(
        advisor.post(BASE, request({ lineItemId: world.payments.lines.coupon.id })),
      );
      expect(coupon.status).toBe(422);
      expect(coupon.body.errors.amountCents).toEqual(['A discount line cannot be refunded.']);
      const unknown = await call<ProblemBody>(advisor.post(BASE, request({ lineItemId: 999_999 })));
      expect(unknown.body.errors.lineItemId).toEqual(['must exist']);
      const category = await call<ProblemBody>(advisor.post(BASE, request({ category: 'Whim' })));
      expect(category.body.errors.category).toEqual(['is not a refund category']);
      const cents = await call<ProblemBody>(advisor.post(BASE, request({ amountCents: 12.5 })));
      expect(cents.status).toBe(422);
      expect(cents.body.errors.amountCents).toHaveLength(1);
    });

    it('refuses tutors and parents (403)', async () => {
      expect((await create(tutor)).status).toBe(403);
      expect((await create(parent)).status).toBe(403);
    });

    it('edits a pending request', async () => {
      const id = world.payments.refunds.pending.id;
      const { status, body } = await call<RefundBody>(
        advisor.put(`${BASE}/${id}`, {
          refundRequest: { amountCents: 12_000, category: 'Service issue', lockVersion: 0 },
        }),
      );
      expect(status).toBe(200);
      expect(body.refundRequest).toMatchObject({ amountCents: 12_000, category: 'Service issue' });
    });

    it('refuses an edit on a stale version (409) and above what is left (422)', async () => {
      const id = world.payments.refunds.pending.id;
      const stale = await advisor.put(`${BASE}/${id}`, {
        refundRequest: { amountCents: 12_000, lockVersion: 7 },
      });
      expect(stale.status).toBe(409);
      const tooMuch = await call<ProblemBody>(
        advisor.put(`${BASE}/${id}`, { refundRequest: { amountCents: 45_001 } }),
      );
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.body.errors.amountCents).toEqual([
        "can't be more than the $450.00 left to refund",
      ]);
    });

    it('refuses to edit a request that is no longer pending', async () => {
      const { status, body } = await call<ProblemBody>(
        advisor.put(`${BASE}/${world.payments.refunds.incomplete.id}`, {
          refundRequest: { amountCents: 100 },
        }),
      );
      expect(status).toBe(422);
      expect(body.errors.base).toEqual(['Only a pending refund request can be edited.']);
    });
  });

  describe('approve', () => {
    it('lets only admins approve (403 for other staff, 404 for parents)', async () => {
      const id = world.payments.refunds.pending.id;
      expect((await approve(advisor, id)).status).toBe(403);
      expect((await approve(tutor, id)).status).toBe(404);
      expect((await approve(parent, id)).status).toBe(404);
    });

    it('refunds through the gateway with the request’s key, and the payment shows it', async () => {
      const id = world.payments.refunds.pending.id;
      const { status, body } = await approve(admin, id);
      expect(status).toBe(200);
      expect(body.refundRequest).toMatchObject({
        status: 'refunded',
        approvedByName: 'Ada Admin',
        errors: [],
      });
      expect(body.refundRequest.refundTransactionId).toMatch(/^test-/);
      const payment = await call<OneBody<'payment', Payment>>(
        admin.get(`/api/v2/payments/${world.payments.settled.id}`),
      );
      expect(payment.body.payment.refundedCents).toBe(10_000);
      expect(payment.body.payment.lineItems[0]!.refundableCents).toBe(35_000);
    });

    it('never refunds twice: a second approval is refused and calls no gateway', async () => {
      const calls = recordingGateway(() => Promise.resolve({ ok: true, transactionId: 'test-r1' }));
      const id = world.payments.refunds.pending.id;
      expect((await approve(admin, id)).status).toBe(200);
      const again = await approve(admin, id);
      expect(again.status).toBe(422);
      expect(again.body.errors.status).toEqual(['Only a pending refund request can be approved.']);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        idempotencyKey: `refund-request-${id}`,
        amount: 10_000,
        transactionId: 'test-fixture-settled-1',
      });
    });

    it('changes nothing when the gateway does not answer; the retry resends the same key', async () => {
      let answer: 'timeout' | 'ok' = 'timeout';
      const calls = recordingGateway(() =>
        Promise.resolve(
          answer === 'timeout'
            ? { ok: false, code: GATEWAY_UNAVAILABLE_CODE, message: 'Payment failed' }
            : { ok: true, transactionId: 'test-r2' },
        ),
      );
      const id = world.payments.refunds.pending.id;
      const failed = await approve(admin, id);
      expect(failed.status).toBe(422);
      expect(failed.body.errors.base).toEqual([
        'The payment gateway did not answer. Nothing was refunded; please try again.',
      ]);
      const [row] = await ctx.db.select().from(refundRequests).where(eq(refundRequests.id, id));
      expect(row).toMatchObject({ status: 'pending', approvedById: null, refundedAt: null });
      answer = 'ok';
      expect((await approve(admin, id)).body.refundRequest.status).toBe('refunded');
      expect(calls.map((c) => c.idempotencyKey)).toEqual([
        `refund-request-${id}`,
        `refund-request-${id}`,
      ]);
    });

    it('marks the request incomplete with the code when the gateway refuses the refund', async () => {
      const created = await create(advisor, {
        lineItemId: world.payments.lines.unsettledHours.id,
        amountCents: 6_500,
      });
      const { status, body } = await approve(admin, created.body.refundRequest.id);
      expect(status).toBe(200);
      expect(body.refundRequest.status).toBe('incomplete');
      expect(body.refundRequest.errorCode).toBe('54');
      expect(body.refundRequest.errors[0]).toContain('(code 54)');
    });

    it('answers 409 while another approval of the same request is at the gateway', async () => {
      const id = world.payments.refunds.pending.id;
      await ctx.db
        .update(refundRequests)
        .set({ status: 'approved', approvedAt: ctx.clock.now() })
        .where(eq(refundRequests.id, id));
      expect((await approve(admin, id)).status).toBe(409);
    });

    it('refuses the requester’s own approval (422, nothing refunded); a second admin approves it', async () => {
      const calls = recordingGateway(() => Promise.resolve({ ok: true, transactionId: 'test-r2' }));
      const created = await create(admin, { amountCents: 2_000 });
      expect(created.status).toBe(201);
      const id = created.body.refundRequest.id;
      const own = await approve(admin, id);
      expect(own.status).toBe(422);
      expect(own.body.errors.base).toEqual([REFUND_SELF_APPROVAL_MESSAGE]);
      expect(calls).toHaveLength(0);
      const [row] = await ctx.db.select().from(refundRequests).where(eq(refundRequests.id, id));
      expect(row).toMatchObject({ status: 'pending', approvedById: null });
      await createFixtureUser(ctx.db, {
        email: 'second-admin@fixture.test',
        roles: ['admin'],
        employeeTitle: 'Admin',
        password: FIXTURE_LOGIN_PASSWORD,
      });
      const [second] = await ctx.signInAs('second-admin@fixture.test');
      const approved = await approve(second!, id);
      expect(approved.status).toBe(200);
      expect(approved.body.refundRequest.status).toBe('refunded');
    });

    it('refuses to approve an incomplete request', async () => {
      expect((await approve(admin, world.payments.refunds.incomplete.id)).status).toBe(422);
    });
  });

  describe('process manually', () => {
    const processManually = (agent: TestAgent, id: number) =>
      call<RefundBody & ProblemBody>(agent.put(`${BASE}/${id}/process_manually`));

    it('marks an incomplete request processed manually (admins only)', async () => {
      const id = world.payments.refunds.incomplete.id;
      expect((await processManually(advisor, id)).status).toBe(403);
      const { status, body } = await processManually(admin, id);
      expect(status).toBe(200);
      expect(body.refundRequest.status).toBe('processed_manually');
      expect(body.refundRequest.processedAt).not.toBeNull();
    });

    it('refuses a request that is not incomplete', async () => {
      const { status, body } = await processManually(admin, world.payments.refunds.pending.id);
      expect(status).toBe(422);
      expect(body.errors.status).toEqual([
        'Only an incomplete refund request can be processed manually.',
      ]);
    });
  });

  describe('payments', () => {
    it('lists payments for staff with line items and what is left to refund', async () => {
      const { status, body } = await call<ListBody<'payments', Payment>>(
        advisor.get('/api/v2/payments'),
      );
      expect(status).toBe(200);
      const settled = body.payments.find((p) => p.id === world.payments.settled.id)!;
      expect(settled).toMatchObject({ familyName: 'Pam Parent', totalCents: 45_000 });
      expect(settled.lineItems.map((l) => l.refundableCents)).toEqual([35_000, 0]);
      expect(settled.refundRequests).toHaveLength(1);
    });

    it('refuses non-staff (401, 403, 404)', async () => {
      expect((await new TestAgent(ctx.app).get('/api/v2/payments')).status).toBe(401);
      expect((await parent.get('/api/v2/payments')).status).toBe(403);
      expect((await parent.get(`/api/v2/payments/${world.payments.settled.id}`)).status).toBe(404);
    });
  });
});
