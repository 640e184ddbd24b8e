import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, enrollments } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

interface EnrollmentBody {
  enrollment: {
    state: string;
    trialEndsAt: string | null;
    contractEndsAt: string | null;
    autoRenew: boolean;
    delayedCancelAt: string | null;
    couponCode: string | null;
    balanceCents: number;
    creditCents: number;
  };
}

describe.each(BACKENDS)('enrollment subscription actions (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let advisor: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;
  let piaEnrollment: number;
  let samEnrollment: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [advisor, pam, sam, tia] = await ctx.signInAs('advisor', 'pam', 'sam', 'tia');
    const rows = await ctx.db.select().from(enrollments);
    piaEnrollment = rows.find((r) => r.studentId === world.students.pia)!.id;
    samEnrollment = rows.find((r) => r.studentId === world.students.sam)!.id;
  });
  afterAll(() => ctx?.close());

  const put = (agent: TestAgent, id: number, action: string, body: unknown = {}) =>
    call<EnrollmentBody & ProblemBody>(agent.put(`/api/v2/enrollments/${id}/${action}`, body));
  const setState = (values: Partial<typeof enrollments.$inferInsert>) =>
    ctx.db.update(enrollments).set(values).where(eq(enrollments.id, piaEnrollment));

  it('answers the subscription fields with the enrollment', async () => {
    const { status, body } = await call<EnrollmentBody>(
      advisor.get(`/api/v2/enrollments/${piaEnrollment}`),
    );
    expect(status).toBe(200);
    expect(body.enrollment).toMatchObject({
      state: 'active',
      autoRenew: true,
      balanceCents: 0,
      creditCents: 0,
      trialEndsAt: null,
    });
  });

  it('turns auto renew off until the term’s end, and on again', async () => {
    await setState({
      subscriptionState: 'contract',
      contractEndsAt: new Date('2026-09-01T00:00:00Z'),
    });
    const off = await put(advisor, piaEnrollment, 'auto_renew', { enable: false });
    expect(off.status).toBe(200);
    expect(off.body.enrollment).toMatchObject({
      autoRenew: false,
      delayedCancelAt: '2026-09-01T00:00:00.000Z',
    });
    const on = await put(advisor, piaEnrollment, 'auto_renew', { enable: true });
    expect(on.body.enrollment).toMatchObject({ autoRenew: true, delayedCancelAt: null });
  });

  it('moves a trial 14 days and refuses outside a trial (422)', async () => {
    const ends = new Date(ctx.clock.now().getTime() + 3 * 86_400_000);
    await setState({ subscriptionState: 'trial', trialEndsAt: ends });
    const moved = await put(advisor, piaEnrollment, 'move_trial');
    expect(moved.status).toBe(200);
    expect(moved.body.enrollment.trialEndsAt).toBe(
      new Date(ends.getTime() + 14 * 86_400_000).toISOString(),
    );
    await setState({ subscriptionState: 'active', trialEndsAt: null });
    const refused = await put(advisor, piaEnrollment, 'move_trial');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.state).toEqual([
      'Only a subscription in its trial can move its trial.',
    ]);
  });

  it('converts to a 12-month contract once (422 the second time)', async () => {
    await setState({ subscriptionState: 'trial', trialEndsAt: new Date('2026-12-01T00:00:00Z') });
    const converted = await put(advisor, piaEnrollment, 'convert_to_contract');
    expect(converted.status).toBe(200);
    expect(converted.body.enrollment.state).toBe('contract');
    expect(converted.body.enrollment.trialEndsAt).toBe(ctx.clock.now().toISOString());
    const again = await put(advisor, piaEnrollment, 'convert_to_contract');
    expect(again.status).toBe(422);
    expect(again.body.errors.state).toEqual(['This subscription is already a contract.']);
  });

  it('applies a coupon (the parent too) and refuses a bad one with the server’s text', async () => {
    await ctx.db.insert(coupons).values([
      { code: 'SPRING10', unit: 'percentage', amount: 10 },
      { code: 'GONE', unit: 'dollars', amount: 500, expiresAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    const applied = await put(advisor, piaEnrollment, 'apply_coupon', {
      enrollment: { couponCode: ' spring10 ' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.enrollment.couponCode).toBe('SPRING10');
    expect(
      (await put(pam, piaEnrollment, 'apply_coupon', { enrollment: { couponCode: 'SPRING10' } }))
        .status,
    ).toBe(200);
    const expired = await put(advisor, piaEnrollment, 'apply_coupon', {
      enrollment: { couponCode: 'GONE' },
    });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.couponCode).toEqual(['This coupon has expired.']);
    const blank = await put(advisor, piaEnrollment, 'apply_coupon', {
      enrollment: { couponCode: '  ' },
    });
    expect(blank.status).toBe(422);
  });

  it('answers 401, 403 and 404 per role', async () => {
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect((await put(stranger, piaEnrollment, 'move_trial')).status).toBe(401);
    // Families and tutors may not change the subscription; a parent applies coupons only.
    expect((await put(pam, piaEnrollment, 'auto_renew', { enable: true })).status).toBe(403);
    expect((await put(pam, piaEnrollment, 'convert_to_contract')).status).toBe(403);
    expect((await put(tia, piaEnrollment, 'move_trial')).status).toBe(403);
    expect([403, 404]).toContain((await put(sam, samEnrollment, 'move_trial')).status);
    expect(
      (await put(pam, samEnrollment, 'apply_coupon', { enrollment: { couponCode: 'X' } })).status,
    ).toBe(404);
    expect((await put(advisor, 999_999, 'move_trial')).status).toBe(404);
  });
});
