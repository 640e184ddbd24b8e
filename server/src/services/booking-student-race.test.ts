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
 * tutors at the same time and a course's bought hours are never booked twice over; nor do the
 * bookings of a course's several students.
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

  it(
    'books a course’s one hour once when its students book it at once, at different times',
    { meta: { racing: true } },
    async () => {
      const [shared] = await ctx.db
        .insert(courses)
        .values({
          title: 'Private Tutoring shared hour',
          name: 'pt-shared-hour',
          status: 'published',
          brandId: world.brands.private.id,
          duration: 60,
        })
        .returning({ id: courses.id });
      const racers = await ctx.db
        .insert(students)
        .values(COURSE_RACERS.map((n) => ({ firstName: 'Sharing', lastName: `Student ${n}` })))
        .returning({ id: students.id });
      const enrolled = await ctx.db
        .insert(enrollments)
        .values(racers.map((racer) => ({ courseId: shared!.id, studentId: racer.id })))
        .returning({ id: enrollments.id, studentId: enrollments.studentId });
      const answers = await Promise.all(
        enrolled.map((enrollment, day) =>
          call(
            admin.post('/api/v2/tutorings', {
              tutoring: {
                studentId: enrollment.studentId,
                enrollmentId: enrollment.id,
                tutorId: world.users.tia.tutorId!,
                bookings: [
                  {
                    startsAt: `2026-04-${String(day + 6).padStart(2, '0')}T18:00:00Z`,
                    duration: 60,
                  },
                ],
              },
            }),
          ),
        ),
      );
      expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201))
        expect(refused.status).toBe(422);
      const onCourse = await ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.courseId, shared!.id), isNull(sessions.canceledAt)));
      expect(onCourse).toHaveLength(1);
    },
  );
});

/** Students enrolled in one course with one hour bought, each booking it at once. */
const COURSE_RACERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
