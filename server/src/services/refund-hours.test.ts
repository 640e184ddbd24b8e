import type { RefundRequest } from '@tp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments, parents, payments, sessions } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type OneBody, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

type RefundBody = OneBody<'refundRequest', RefundRequest>;

/**
 * Money returned on an hours line item takes its share of the hours back from the course and
 * the family, never below what is used and scheduled. The world's settled payment (5 hours,
 * $500 less a $50 coupon) and its pending $100 request are made Pia's here.
 */
describe.each(BACKENDS)('refunds take hours back (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  /** Requests refunds: whoever approves one is never who asked for it. */
  let advisor: TestAgent;
  let pia: { id: number; courseId: number };

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin] = await ctx.signInAs('admin');
    [advisor] = await ctx.signInAs('advisor');
    const rows = await ctx.db.select().from(enrollments);
    const row = rows.find((r) => r.studentId === world.students.pia)!;
    pia = { id: row.id, courseId: row.courseId };
    await ctx.db
      .update(payments)
      .set({ enrollmentId: pia.id })
      .where(eq(payments.parentId, world.users.pam.parentId!));
  });
  afterAll(() => ctx?.close());

  const approve = (id: number) =>
    call<RefundBody & ProblemBody>(admin.put(`/api/v2/refund_requests/${id}/approve`));
  /** Minutes Pia's course holds in sessions (used or scheduled, not canceled). */
  const heldMinutes = async () => {
    const [row] = await ctx.db
      .select({ minutes: sql<number>`coalesce(sum(${sessions.duration}), 0)::int` })
      .from(sessions)
      .where(and(eq(sessions.courseId, pia.courseId), isNull(sessions.canceledAt)));
    return row!.minutes;
  };
  /** Gives the course `unused` minutes beyond those held, and the family `remaining`. */
  const setHours = async (unused: number, remaining: number) => {
    await ctx.db
      .update(courses)
      .set({ duration: (await heldMinutes()) + unused })
      .where(eq(courses.id, pia.courseId));
    await ctx.db
      .update(parents)
      .set({ remainingMinutes: remaining })
      .where(eq(parents.id, world.users.pam.parentId!));
  };
  const hours = async () => {
    const [course] = await ctx.db
      .select({ bought: courses.duration })
      .from(courses)
      .where(eq(courses.id, pia.courseId));
    const [family] = await ctx.db
      .select({ remaining: parents.remainingMinutes })
      .from(parents)
      .where(eq(parents.id, world.users.pam.parentId!));
    return { unused: course!.bought! - (await heldMinutes()), remaining: family!.remaining };
  };

  it('takes the refunded share of the hours back and says how many minutes', async () => {
    await setHours(600, 600);
    const { status, body } = await approve(world.payments.refunds.pending.id);
    expect(status).toBe(200);
    // $100 of the $450 paid for 300 minutes: 66 minutes (rounded down).
    expect(body.refundRequest).toMatchObject({ status: 'refunded', minutesTakenBack: 66 });
    expect(await hours()).toEqual({ unused: 534, remaining: 534 });
  });

  it('never takes back hours already used or scheduled', async () => {
    await setHours(30, 10);
    const { body } = await approve(world.payments.refunds.pending.id);
    expect(body.refundRequest.minutesTakenBack).toBe(30);
    expect(await hours()).toEqual({ unused: 0, remaining: 0 });
  });

  it('takes nothing back when the gateway refuses the refund', async () => {
    await setHours(600, 600);
    const created = await call<RefundBody>(
      advisor.post('/api/v2/refund_requests', {
        refundRequest: {
          lineItemId: world.payments.lines.unsettledHours.id,
          category: 'Unused hours',
          amountCents: 6_500,
          reason: 'One hour unused.',
        },
      }),
    );
    const { body } = await approve(created.body.refundRequest.id);
    expect(body.refundRequest).toMatchObject({ status: 'incomplete', minutesTakenBack: null });
    expect(await hours()).toEqual({ unused: 600, remaining: 600 });
  });

  it('takes the hours back when an incomplete request is processed manually', async () => {
    await setHours(600, 600);
    const { status, body } = await call<RefundBody>(
      admin.put(`/api/v2/refund_requests/${world.payments.refunds.incomplete.id}/process_manually`),
    );
    expect(status).toBe(200);
    // $65 of $325 for 300 minutes: 60 minutes.
    expect(body.refundRequest).toMatchObject({
      status: 'processed_manually',
      minutesTakenBack: 60,
    });
    expect(await hours()).toEqual({ unused: 540, remaining: 540 });
  });
});
