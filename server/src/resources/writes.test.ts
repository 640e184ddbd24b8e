import type { Availability, Course, Session } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignments, attendances, availabilities, sessions } from '../db/schema/index.ts';
import { createFixtureUser } from '../auth/testing/user-fixtures.ts';
import type { TestAgent } from '../test/agent.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

describe.each(BACKENDS)('v2 writes (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tutor, student] = await ctx.signInAs('admin', 'tia', 'sam');
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.realtime.events.length = 0;
  });

  const newSession = (overrides: Record<string, unknown> = {}) => ({
    session: {
      courseId: world.courses.c1.id,
      startsAt: '2026-03-15T14:00:00Z',
      duration: 60,
      supervisorId: world.users.tom.employeeId,
      type: 'Tutoring',
      ...overrides,
    },
  });

  describe('create', () => {
    it('creates a course keyed by its singular name and answers 201 with the record', async () => {
      const { status, body } = await call<OneBody<'course', Course>>(
        admin.post('/api/v2/courses', {
          course: { title: 'ACT Sprint', name: 'act-sprint', brandId: world.brands.points.id },
        }),
      );
      expect(status).toBe(201);
      expect(body.course).toMatchObject({
        title: 'ACT Sprint',
        status: 'unpublished',
        enrollmentsCount: 0,
        subjectId: null,
      });
    });

    it('answers 422 with Rails-style errors for a missing field', async () => {
      const { status, body } = await call<ProblemBody>(
        admin.post('/api/v2/courses', { course: { name: 'x' } }),
      );
      expect(status).toBe(422);
      expect(body).toEqual({
        error: 'Validation failed',
        errors: { title: ["can't be blank"], brandId: ["can't be blank"] },
      });
    });

    it('answers 422 when the body is not keyed by the singular name', async () => {
      const { status, body } = await call<ProblemBody>(
        admin.post('/api/v2/courses', { title: 'x' }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ base: ['param is missing or the value is empty: course'] });
    });

    it('answers 422 on the field when a referenced record does not exist', async () => {
      const { status, body } = await call<ProblemBody>(
        admin.post('/api/v2/courses', { course: { title: 'x', name: 'x', brandId: 999_999 } }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ brandId: ['must exist'] });
    });

    it('derives a session’s end from its start and duration', async () => {
      const { status, body } = await call<OneBody<'session', Session>>(
        admin.post('/api/v2/sessions', newSession()),
      );
      expect(status).toBe(201);
      expect(body.session).toMatchObject({
        endsAt: '2026-03-15T15:00:00.000Z',
        duration: 60,
        assignmentsCount: 1,
      });
    });

    it('derives a session’s duration from its start and end', async () => {
      const { body } = await call<OneBody<'session', Session>>(
        admin.post(
          '/api/v2/sessions',
          newSession({ duration: undefined, endsAt: '2026-03-15T15:30:00Z' }),
        ),
      );
      expect(body.session.duration).toBe(90);
    });

    it('rejects a session ending before it starts and one over 600 minutes', async () => {
      const early = await call<ProblemBody>(
        admin.post(
          '/api/v2/sessions',
          newSession({ duration: undefined, endsAt: '2026-03-15T13:00:00Z' }),
        ),
      );
      expect(early.status).toBe(422);
      expect(early.body.errors).toEqual({ endsAt: ['must be after the start time'] });
      const long = await call<ProblemBody>(
        admin.post('/api/v2/sessions', newSession({ duration: 601 })),
      );
      expect(long.body.errors).toEqual({ duration: ['must be less than or equal to 600'] });
    });

    it('lets a tutor create a session only when they supervise it', async () => {
      const theirs = await tutor.post(
        '/api/v2/sessions',
        newSession({ supervisorId: world.users.tia.employeeId }),
      );
      expect(theirs.status).toBe(201);
      const other = await tutor.post(
        '/api/v2/sessions',
        newSession({ supervisorId: world.users.tom.employeeId }),
      );
      expect(other.status).toBe(403);
    });

    it("makes a tutor's new session theirs when no supervisor is named", async () => {
      const { status, body } = await call<OneBody<'session', Session>>(
        tutor.post(
          '/api/v2/sessions',
          newSession({ supervisorId: undefined, startsAt: '2026-03-16T14:00:00Z' }),
        ),
      );
      expect(status).toBe(201);
      expect(body.session.supervisorId).toBe(world.users.tia.employeeId);
    });

    it('refuses a student any write (403)', async () => {
      expect((await student.post('/api/v2/sessions', newSession())).status).toBe(403);
      expect((await student.post('/api/v2/courses', { course: { title: 'x' } })).status).toBe(403);
    });

    it('refuses a write without the CSRF header', async () => {
      const res = await admin.request('POST', '/api/v2/courses', {
        body: { course: { title: 'x', name: 'x', brandId: world.brands.points.id } },
        csrf: false,
      });
      expect(res.status).toBe(403);
    });

    it('publishes schedule-change to the new session’s tutor', async () => {
      const { body } = await call<OneBody<'session', Session>>(
        admin.post('/api/v2/sessions', newSession()),
      );
      expect(ctx.realtime.events).toEqual([
        {
          channel: `private-tutor-user-${world.users.tom.id}`,
          event: 'schedule-change',
          data: { sessionId: body.session.id, action: 'created' },
        },
      ]);
    });
  });

  describe('update', () => {
    it('moves a session keeping its duration (PATCH) and answers the record', async () => {
      const { status, body } = await call<OneBody<'session', Session>>(
        admin.request('PATCH', `/api/v2/sessions/${world.sessions.s4.id}`, {
          body: { session: { startsAt: '2026-03-21T10:00:00Z' } },
        }),
      );
      expect(status).toBe(200);
      expect(body.session).toMatchObject({
        startsAt: '2026-03-21T10:00:00.000Z',
        endsAt: '2026-03-21T12:00:00.000Z',
        duration: 120,
      });
    });

    it('publishes schedule-change to every tutor before and after a staff change of supervisor', async () => {
      const res = await admin.put(`/api/v2/sessions/${world.sessions.s2.id}`, {
        session: { supervisorId: world.users.tia.employeeId },
      });
      expect(res.status).toBe(200);
      // The tutors' Session Update notices (new-notice) follow; the schedule hears first.
      const changes = ctx.realtime.events.filter((e) => e.event === 'schedule-change');
      const channels = changes.map((e) => e.channel).sort();
      expect(channels).toEqual(
        [
          `private-tutor-user-${world.users.tia.id}`,
          `private-tutor-user-${world.users.tom.id}`,
        ].sort(),
      );
      expect(ctx.realtime.events[0]!.event).toBe('schedule-change');
      expect(changes[0]!.data).toEqual({
        sessionId: world.sessions.s2.id,
        action: 'updated',
      });
    });

    it('keeps the supervisor’s assignment in step with the supervisor', async () => {
      await admin.put(`/api/v2/sessions/${world.sessions.s3.id}`, {
        session: { supervisorId: world.users.tia.employeeId },
      });
      const rows = await ctx.db
        .select({ employeeId: assignments.employeeId, supervisor: assignments.supervisor })
        .from(assignments)
        .where(eq(assignments.sessionId, world.sessions.s3.id));
      expect(rows).toEqual([{ employeeId: world.users.tia.employeeId, supervisor: true }]);
    });

    it('answers 422 with field errors on an invalid update and changes nothing', async () => {
      const { status, body } = await call<ProblemBody>(
        admin.put(`/api/v2/sessions/${world.sessions.s1.id}`, { session: { duration: 5 } }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ duration: ['must be greater than or equal to 15'] });
      expect(ctx.realtime.events).toEqual([]);
    });

    it('answers 404 when updating a missing record', async () => {
      expect((await admin.put('/api/v2/courses/999999', { course: { title: 'x' } })).status).toBe(
        404,
      );
    });

    it("refuses a tutor's change to a session they are only assigned to (403) or cannot see (404)", async () => {
      const fresh = await call<OneBody<'session', Session>>(
        admin.post('/api/v2/sessions', newSession({ startsAt: '2026-03-25T14:00:00Z' })),
      );
      await ctx.db
        .insert(assignments)
        .values({ sessionId: fresh.body.session.id, employeeId: world.users.tia.employeeId! });
      expect(
        (
          await tutor.put(`/api/v2/sessions/${fresh.body.session.id}`, {
            session: { notes: 'mine now' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await tutor.put(`/api/v2/sessions/${world.sessions.s4.id}`, { session: { notes: 'x' } }))
          .status,
      ).toBe(404);
    });

    it('lets a tutor change their own availability but not hand it to another tutor', async () => {
      const own = await call<OneBody<'availability', Availability>>(
        tutor.put(`/api/v2/availabilities/${world.availabilities.openTia.id}`, {
          availability: { duration: 90 },
        }),
      );
      expect(own.status).toBe(200);
      expect(own.body.availability).toMatchObject({
        duration: 90,
        endsAt: '2026-03-10T19:30:00.000Z',
      });
      const handOver = await tutor.put(
        `/api/v2/availabilities/${world.availabilities.openTia.id}`,
        {
          availability: { tutorId: world.users.tom.tutorId },
        },
      );
      expect(handOver.status).toBe(403);
      const [row] = await ctx.db
        .select({ tutorId: availabilities.tutorId })
        .from(availabilities)
        .where(eq(availabilities.id, world.availabilities.openTia.id));
      expect(row!.tutorId).toBe(world.users.tia.tutorId);
      expect(
        (
          await tutor.put(`/api/v2/availabilities/${world.availabilities.openTom.id}`, {
            availability: { duration: 60 },
          })
        ).status,
      ).toBe(404);
    });

    it('lets an employee who supervises an event take its attendance, and no other (403)', async () => {
      const hal = await createFixtureUser(ctx.db, {
        email: 'hal@fixture.test',
        password: FIXTURE_LOGIN_PASSWORD,
        roles: ['employee'],
        employeeTitle: 'Coordinator',
      });
      const [event] = await ctx.db
        .insert(sessions)
        .values({
          courseId: world.courses.c3.id,
          supervisorId: hal.employeeId,
          // Under way at the fixture's now: its attendance is open.
          startsAt: new Date('2026-03-10T14:30:00Z'),
          endsAt: new Date('2026-03-10T15:30:00Z'),
          duration: 60,
          type: 'Session::ManuallyAttendable',
        })
        .returning();
      const [own] = await ctx.db
        .insert(attendances)
        .values({ sessionId: event!.id, studentId: world.students.sid })
        .returning();
      const [other] = await ctx.db
        .select({ id: attendances.id })
        .from(attendances)
        .where(eq(attendances.sessionId, world.sessions.s1.id));
      const employee = await ctx.signIn('hal@fixture.test');
      const taken = await employee.put(`/api/v2/attendances/${own!.id}`, {
        attendance: { attended: true },
      });
      expect(taken.status).toBe(200);
      const refused = await employee.put(`/api/v2/attendances/${other!.id}`, {
        attendance: { attended: true },
      });
      expect(refused.status).toBe(403);
    });

    it('stamps updatedAt with the app clock', async () => {
      const { body } = await call<OneBody<'course', Course>>(
        admin.put(`/api/v2/courses/${world.courses.c3.id}`, { course: { notes: 'moved online' } }),
      );
      expect(body.course.updatedAt).toBe(ctx.clock.now().toISOString());
    });
  });

  describe('delete', () => {
    it('deletes a session with 204, publishes to its tutors, and the record is gone', async () => {
      const created = await call<OneBody<'session', Session>>(
        admin.post('/api/v2/sessions', newSession({ startsAt: '2026-03-26T14:00:00Z' })),
      );
      ctx.realtime.events.length = 0;
      const res = await admin.delete(`/api/v2/sessions/${created.body.session.id}`);
      expect(res.status).toBe(204);
      expect(ctx.realtime.events).toEqual([
        {
          channel: `private-tutor-user-${world.users.tom.id}`,
          event: 'schedule-change',
          data: { sessionId: created.body.session.id, action: 'deleted' },
        },
      ]);
      expect((await admin.get(`/api/v2/sessions/${created.body.session.id}`)).status).toBe(404);
    });

    it('answers 409 when other records still depend on the record', async () => {
      const { status, body } = await call<ProblemBody>(
        admin.delete(`/api/v2/brands/${world.brands.points.id}`),
      );
      expect(status).toBe(409);
      expect(body.errors.base).toHaveLength(1);
    });

    it('answers a write to a read-only resource with 405 and the methods it allows', async () => {
      // A course's history is written by the course's own writes, never through its resource.
      const res = await admin.delete('/api/v2/histories/1');
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET');
      expect(await res.json()).toEqual({ error: 'histories cannot be changed through this API.' });
      expect((await admin.post('/api/v2/users', { user: {} })).status).toBe(405);
    });

    it('rolls back the whole write when a later step fails', async () => {
      const before = await ctx.db.select({ id: sessions.id }).from(sessions);
      // The insert succeeds, then the check that the tutor supervises the new session fails.
      const res = await tutor.post(
        '/api/v2/sessions',
        newSession({ supervisorId: world.users.tom.employeeId }),
      );
      expect(res.status).toBe(403);
      expect(await ctx.db.select({ id: sessions.id }).from(sessions)).toHaveLength(before.length);
      expect(ctx.realtime.events).toEqual([]);
    });
  });
});
