import type { TutoringBookingResult } from '@tp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments, sessions, students } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

/**
 * One student's bookings never race each other: sent at once (on PostgreSQL side by side on
 * pooled connections), they are taken one after another, so a student is never booked with two
 * tutors at the same time and a course's bought hours are never booked twice over.
 */
describe.each(BACKENDS)('booking race for one student (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let studentId: number;
  let enrollmentId: number;
  let courseId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    admin = await ctx.signIn('admin');
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Tutoring one student',
        name: 'pt-one-student',
        status: 'published',
        brandId: world.brands.private.id,
        // One hour bought.
        duration: 60,
      })
      .returning();
    const [student] = await ctx.db
      .insert(students)
      .values({ firstName: 'Racing', lastName: 'Student' })
      .returning({ id: students.id });
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({ courseId: course!.id, studentId: student!.id })
      .returning();
    studentId = student!.id;
    enrollmentId = enrollment!.id;
    courseId = course!.id;
  });
  afterAll(() => ctx?.close());

  const book = (tutorId: number, startsAt: string) =>
    call<TutoringBookingResult & ProblemBody>(
      admin.post('/api/v2/tutorings', {
        tutoring: { studentId, enrollmentId, tutorId, bookings: [{ startsAt, duration: 60 }] },
      }),
    );
  const booked = () =>
    ctx.db
      .select({ id: sessions.id, supervisorId: sessions.supervisorId })
      .from(sessions)
      .where(and(eq(sessions.courseId, courseId), isNull(sessions.canceledAt)));

  it(
    'books the student with one of two tutors asked for the same hour at once',
    { meta: { racing: true } },
    async () => {
      const answers = await Promise.all([
        book(world.users.tia.tutorId!, '2026-03-10T18:00:00Z'),
        book(world.users.tom.tutorId!, '2026-03-10T18:00:00Z'),
      ]);
      expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201))
        expect([409, 422]).toContain(refused.status);
      expect(await booked()).toHaveLength(1);
    },
  );

  it(
    'books the one hour bought once when several bookings ask for it at once',
    { meta: { racing: true } },
    async () => {
      const answers = await Promise.all(
        ['2026-03-16T18:00:00Z', '2026-03-17T18:00:00Z', '2026-03-18T18:00:00Z'].map((at) =>
          book(world.users.tia.tutorId!, at),
        ),
      );
      expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
      expect(await booked()).toHaveLength(1);
    },
  );
});
