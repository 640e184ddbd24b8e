import {
  BOOKING_ERROR_TITLE,
  TUTOR_DOUBLE_BOOKED_MESSAGE,
  type TutoringBookingResult,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, courses, enrollments, sessions, students } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

/**
 * A tutor is never double-booked, whatever the race: RACERS bookings of one slot sent at
 * once, each for a different student (so only the tutor's time is shared), on a database of
 * their own so that on PostgreSQL they really run side by side on pooled connections. The
 * exclusion constraint lets exactly one hold the time; every other answers 409 saying why.
 */
const RACERS = 100;

describe.each(BACKENDS)('booking race (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  const enrollmentsByStudent: { studentId: number; enrollmentId: number }[] = [];

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    admin = await ctx.signIn('admin');
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Tutoring race',
        name: 'pt-race',
        status: 'published',
        brandId: world.brands.private.id,
      })
      .returning();
    // One student per racer, each with their own tutoring enrollment.
    const racers = await ctx.db
      .insert(students)
      .values(Array.from({ length: RACERS }, (_, i) => ({ firstName: 'Racer', lastName: `${i}` })))
      .returning({ id: students.id });
    const rows = await ctx.db
      .insert(enrollments)
      .values(racers.map((racer) => ({ courseId: course!.id, studentId: racer.id })))
      .returning();
    enrollmentsByStudent.push(
      ...rows.map((row) => ({ studentId: row.studentId, enrollmentId: row.id })),
    );
  });
  afterAll(() => ctx?.close());

  it(
    `lets exactly one of ${RACERS} simultaneous bookings of one slot hold it; the others answer 409`,
    { meta: { racing: true } },
    async () => {
      const started = performance.now();
      const answers = await Promise.all(
        enrollmentsByStudent.map(({ studentId, enrollmentId }) =>
          call<TutoringBookingResult & ProblemBody>(
            admin.post('/api/v2/tutorings', {
              tutoring: {
                studentId,
                enrollmentId,
                tutorId: world.users.tia.tutorId,
                bookings: [
                  {
                    startsAt: '2026-03-10T18:00:00Z',
                    duration: 60,
                    availabilityId: world.availabilities.openTia.id,
                  },
                ],
              },
            }),
          ),
        ),
      );
      const elapsed = Math.round(performance.now() - started);
      const statuses = answers.map((answer) => answer.status);
      const successes = statuses.filter((status) => status === 201).length;
      const conflicts = answers.filter((answer) => answer.status === 409);
      console.info(
        `booking race (${backend}): ${RACERS} bookings of one slot: ${successes} booked, ${conflicts.length} answered 409, ${elapsed} ms`,
      );
      expect({ successes, conflicts: conflicts.length }).toEqual({
        successes: 1,
        conflicts: RACERS - 1,
      });
      for (const conflict of conflicts) {
        expect(conflict.body.error).toBe(BOOKING_ERROR_TITLE);
        expect(conflict.body.errors.base![0]).toContain(TUTOR_DOUBLE_BOOKED_MESSAGE);
      }
      // One session holds Tia's time then, and only one.
      const held = await ctx.db
        .select({ sessionId: assignments.sessionId })
        .from(assignments)
        .innerJoin(sessions, eq(sessions.id, assignments.sessionId))
        .where(eq(sessions.startsAt, new Date('2026-03-10T18:00:00Z')));
      expect(held.filter((row) => row.sessionId !== world.sessions.s1.id)).toHaveLength(1);
    },
  );
});
