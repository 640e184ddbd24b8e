import { OWED_WITHOUT_CARD_MESSAGE } from '@tp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrearCharges,
  courses,
  enrollments,
  paymentProfiles,
  sessions,
} from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

/**
 * A family that owes for hours added on credit and keeps no card books nothing more until it
 * pays: turning Pay As You Go off after booking on credit cancels those sessions and leaves
 * their hours unscheduled, and without this they could be booked again for nothing.
 */
describe.each(BACKENDS)('booking while the family owes for hours on credit (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let enrollmentId: number;
  let courseId: number;
  let studentId: number;
  let parentId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    admin = await ctx.signIn('admin');
    const { world } = ctx;
    studentId = world.students.pia;
    parentId = world.users.pam.parentId!;
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Tutoring on credit',
        name: 'pt-on-credit',
        status: 'published',
        brandId: world.brands.private.id,
        // Five hours, added on credit by Pay As You Go and still unpaid.
        duration: 300,
      })
      .returning({ id: courses.id });
    courseId = course!.id;
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({ courseId, studentId })
      .returning({ id: enrollments.id });
    enrollmentId = enrollment!.id;
    await ctx.db
      .insert(arrearCharges)
      .values({ enrollmentId, minutes: 300, amountCents: 32500, createdAt: new Date() });
  });
  afterAll(() => ctx?.close());

  const book = (startsAt: string) =>
    call<ProblemBody>(
      admin.post('/api/v2/tutorings', {
        tutoring: {
          studentId,
          enrollmentId,
          tutorId: ctx.world.users.tia.tutorId!,
          bookings: [{ startsAt, duration: 60 }],
        },
      }),
    );
  const booked = () =>
    ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.courseId, courseId), isNull(sessions.canceledAt)));

  it('refuses a booking while the family owes and keeps no card, booking nothing', async () => {
    const refused = await book('2026-04-20T18:00:00Z');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.base).toEqual([OWED_WITHOUT_CARD_MESSAGE]);
    expect(await booked()).toHaveLength(0);
  });

  it('books once the family keeps a card to charge what it owes', async () => {
    await ctx.db.insert(paymentProfiles).values({
      parentId,
      gateway: 'test',
      customerProfileId: 'owed-customer',
      paymentProfileId: 'owed-card',
      cardLast4: '1111',
    });
    try {
      expect((await book('2026-04-21T18:00:00Z')).status).toBe(201);
    } finally {
      await ctx.db.delete(paymentProfiles).where(eq(paymentProfiles.parentId, parentId));
    }
  });

  it('books once what was owed is paid, card or not', async () => {
    await ctx.db
      .update(arrearCharges)
      .set({ paidAt: new Date() })
      .where(eq(arrearCharges.enrollmentId, enrollmentId));
    expect((await book('2026-04-22T18:00:00Z')).status).toBe(201);
  });
});
