import type { Enrollment } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments, users } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type OneBody, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  FIXTURE_LOGINS,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

type EnrollmentAnswer = ProblemBody & OneBody<'enrollment', Enrollment>;

const WITHIN_MESSAGE = "must be within the course's dates (03/02/2026 to 05/29/2026)";
const DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';

/**
 * Issue 23: an enrollment's start is a calendar date ("YYYY-MM-DD"), like its course's, within
 * the course's dates, and the same date for every viewer whatever their zone.
 */
describe.each(BACKENDS)('an enrollment starts on a date within its course (%s)', (backend) => {
  let ctx: ResourceTestContext;
  /** Signed in from Auckland (UTC+13 in March). */
  let admin: TestAgent;
  /** Signed in from Los Angeles (UTC-8 in March). */
  let advisor: TestAgent;
  /** The student enrolled, signed in from Tokyo. */
  let sam: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    const zoneOf = {
      admin: 'Pacific/Auckland',
      advisor: 'America/Los_Angeles',
      sam: 'Asia/Tokyo',
    } as const;
    for (const [who, timeZone] of Object.entries(zoneOf))
      await ctx.db
        .update(users)
        .set({ timeZone })
        .where(eq(users.email, FIXTURE_LOGINS[who as keyof typeof zoneOf]));
    [admin, advisor, sam] = await ctx.signInAs('admin', 'advisor', 'sam');
    await ctx.db
      .update(courses)
      .set({ startsAt: '2026-03-02', endsAt: '2026-05-29' })
      .where(eq(courses.id, ctx.world.courses.c2.id));
  });
  afterAll(() => ctx?.close());

  const enroll = (agent: TestAgent, startsAt: unknown) =>
    call<EnrollmentAnswer>(
      agent.post('/api/v2/enrollments', {
        enrollment: {
          courseId: ctx.world.courses.c2.id,
          studentId: ctx.world.students.sam,
          startsAt,
        },
      }),
    );
  const edit = (agent: TestAgent, id: number, startsAt: unknown) =>
    call<EnrollmentAnswer>(
      agent.get(`/api/v2/enrollments/${id}`).then(async (read) => {
        const { lockVersion } = ((await read.json()) as EnrollmentAnswer).enrollment;
        return agent.put(`/api/v2/enrollments/${id}`, { enrollment: { startsAt, lockVersion } });
      }),
    );
  const samInCourse = () =>
    and(
      eq(enrollments.studentId, ctx.world.students.sam),
      eq(enrollments.courseId, ctx.world.courses.c2.id),
    );
  const samsEnrollments = () =>
    ctx.db.select({ startsAt: enrollments.startsAt }).from(enrollments).where(samInCourse());

  it('refuses a start before or after the course, naming its dates, in any zone', async () => {
    for (const agent of [admin, advisor]) {
      const early = await enroll(agent, '2026-03-01');
      expect(early.status).toBe(422);
      expect(early.body.errors.startsAt).toEqual([WITHIN_MESSAGE]);
      const late = await enroll(agent, '2026-05-30');
      expect(late.body.errors.startsAt).toEqual([WITHIN_MESSAGE]);
    }
    expect(await samsEnrollments()).toEqual([]);
  });

  it('refuses a time instead of a date with a clear 422, saving nothing', async () => {
    for (const startsAt of ['2026-03-02T12:00:00Z', '2026-03-02T00:00:00-05:00', '03/02/2026']) {
      const refused = await enroll(admin, startsAt);
      expect(refused.status, startsAt).toBe(422);
      expect(refused.body.errors.startsAt).toEqual([DATE_MESSAGE]);
    }
    expect((await enroll(admin, '2026-02-30')).body.errors.startsAt).toBeDefined();
    expect(await samsEnrollments()).toEqual([]);
  });

  it('enrolls on the first and last days, answers the date as sent, and edits it', async () => {
    // Kept and answered as sent, not as a time in the sender's zone (Auckland, a day ahead of LA).
    const created = await enroll(admin, '2026-03-02');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.enrollment.startsAt).toBe('2026-03-02');
    const id = created.body.enrollment.id;
    expect(await samsEnrollments()).toEqual([{ startsAt: '2026-03-02' }]);

    const moved = await edit(advisor, id, '2026-05-29');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.enrollment.startsAt).toBe('2026-05-29');

    const outside = await edit(advisor, id, '2026-07-01');
    expect(outside.status).toBe(422);
    expect(outside.body.errors.startsAt).toEqual([WITHIN_MESSAGE]);
    const timed = await edit(admin, id, '2026-04-01T04:00:00.000Z');
    expect(timed.status).toBe(422);
    expect(timed.body.errors.startsAt).toEqual([DATE_MESSAGE]);
    expect(await samsEnrollments()).toEqual([{ startsAt: '2026-05-29' }]);
  });

  it('answers the same date to every viewer, whatever their zone', async () => {
    // Sam's own enrollment in c1, starting on a day that is not yet begun in Los Angeles when
    // Auckland's has ended (a time would be read as different days).
    await ctx.db
      .update(enrollments)
      .set({ startsAt: '2026-03-03' })
      .where(
        and(
          eq(enrollments.studentId, ctx.world.students.sam),
          eq(enrollments.courseId, ctx.world.courses.c1.id),
        ),
      );
    const seen = [];
    for (const agent of [admin, advisor, sam]) {
      const listed = await call<{ enrollments: Enrollment[] }>(
        agent.get(
          `/api/v2/enrollments?studentId=${ctx.world.students.sam}&courseId=${ctx.world.courses.c1.id}`,
        ),
      );
      const id = listed.body.enrollments[0]!.id;
      const one = await call<EnrollmentAnswer>(agent.get(`/api/v2/enrollments/${id}`));
      seen.push(listed.body.enrollments[0]!.startsAt, one.body.enrollment.startsAt);
    }
    expect(seen).toEqual(Array(6).fill('2026-03-03'));
  });

  it('batch enrolls on a date within the course, and refuses one outside or a time', async () => {
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Spring group',
        name: 'spring',
        brandId: ctx.world.brands.points.id,
        startsAt: '2026-03-02',
        endsAt: '2026-05-29',
      })
      .returning();
    const batch = (startsAt: unknown) =>
      call<ProblemBody & { enrollmentIds: number[] }>(
        admin.post('/api/v2/enrollments/batch_enroll', {
          enrollment: {
            courseId: course!.id,
            studentIds: [ctx.world.students.pia, ctx.world.students.sid],
            startsAt,
          },
        }),
      );
    const outside = await batch('2026-06-01');
    expect(outside.status).toBe(422);
    expect(outside.body.errors.startsAt).toEqual([WITHIN_MESSAGE]);
    expect((await batch('2026-03-09T00:00:00Z')).body.errors.startsAt).toEqual([DATE_MESSAGE]);
    const done = await batch('2026-03-09');
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const starts = await ctx.db
      .select({ startsAt: enrollments.startsAt })
      .from(enrollments)
      .where(eq(enrollments.courseId, course!.id));
    expect(starts).toEqual([{ startsAt: '2026-03-09' }, { startsAt: '2026-03-09' }]);
  });
});
