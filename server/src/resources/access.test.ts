import type { Availability, Course, Session, Student } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../test/agent.ts';
import { call, idsOf, type ListBody, type OneBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

describe.each(BACKENDS)('v2 read access per role (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let agents: Record<'tutor' | 'student' | 'parent' | 'nobody' | 'advisor', TestAgent>;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    agents = {
      tutor: await ctx.signIn('tia'),
      student: await ctx.signIn('sam'),
      parent: await ctx.signIn('pam'),
      nobody: await ctx.signIn('nobody'),
      advisor: await ctx.signIn('advisor'),
    };
  });
  afterAll(() => ctx?.close());

  const list = <K extends string, T>(agent: TestAgent, plural: K, query = '') =>
    call<ListBody<K, T>>(agent.get(`/api/v2/${plural}${query}`));

  describe('a tutor', () => {
    it('lists only the sessions they supervise or are assigned to', async () => {
      const { body } = await list<'sessions', Session>(agents.tutor, 'sessions');
      expect(idsOf(body.sessions)).toEqual([world.sessions.s1.id, world.sessions.s2.id]);
      expect(body.meta.totalCount).toBe(2);
    });

    it("gets 404 for another tutor's session", async () => {
      expect((await agents.tutor.get(`/api/v2/sessions/${world.sessions.s3.id}`)).status).toBe(404);
    });

    it('lists only their own availabilities, locked ones included', async () => {
      const { body } = await list<'availabilities', Availability>(agents.tutor, 'availabilities');
      expect(idsOf(body.availabilities)).toEqual([
        world.availabilities.openTia.id,
        world.availabilities.lockedTia.id,
      ]);
    });

    it('sees the courses of their sessions only', async () => {
      const { body } = await list<'courses', Course>(agents.tutor, 'courses', '?orderBy=id');
      expect(idsOf(body.courses)).toEqual([world.courses.c1.id]);
    });

    it('sees the students of their sessions only', async () => {
      const { body } = await list<'students', Student>(agents.tutor, 'students', '?orderBy=id');
      expect(idsOf(body.students).sort()).toEqual([world.students.sam, world.students.sid].sort());
    });

    it('sees their own tutor record whole and other tutors by their public fields only', async () => {
      const { body } = await list<'tutors', Record<string, unknown>>(
        agents.tutor,
        'tutors',
        '?orderBy=id',
      );
      const mine = body.tutors.find((t) => t.id === world.users.tia.tutorId)!;
      const other = body.tutors.find((t) => t.id === world.users.tom.tutorId)!;
      expect(mine.email).toBe('tutor@fixture.test');
      expect(other).toEqual({
        id: world.users.tom.tutorId,
        firstName: 'Tom',
        lastInitial: 'T',
        avatarUrl: null,
      });
    });

    it('still sees who supervises a session they are assigned to', async () => {
      const { body } = await call<OneBody<'session', Session>>(
        agents.tutor.get(`/api/v2/sessions/${world.sessions.s2.id}?include=supervisor`),
      );
      expect(body.session.supervisor?.firstName).toBe('Tom');
    });
  });

  describe('a student', () => {
    it('sees tutors by first name, last initial and avatar only', async () => {
      const { status, body } = await list<'tutors', Record<string, unknown>>(
        agents.student,
        'tutors',
      );
      expect(status).toBe(200);
      for (const tutor of body.tutors) {
        expect(Object.keys(tutor).sort()).toEqual(['avatarUrl', 'firstName', 'id', 'lastInitial']);
      }
    });

    it('gets 404 for another student', async () => {
      expect((await agents.student.get(`/api/v2/students/${world.students.sid}`)).status).toBe(404);
      expect((await agents.student.get(`/api/v2/students/${world.students.sam}`)).status).toBe(200);
    });

    it('lists only the sessions they attend', async () => {
      const { body } = await list<'sessions', Session>(agents.student, 'sessions');
      expect(idsOf(body.sessions)).toEqual([world.sessions.s1.id]);
    });

    it('sees only their own attendance among a session’s attendances', async () => {
      const { body } = await call<OneBody<'session', Session>>(
        agents.student.get(`/api/v2/sessions/${world.sessions.s1.id}?include=attendances`),
      );
      expect(body.session.attendances!.map((a) => a.studentId)).toEqual([world.students.sam]);
    });

    it('lists only the courses they are enrolled in', async () => {
      const { body } = await list<'courses', Course>(agents.student, 'courses');
      expect(idsOf(body.courses)).toEqual([world.courses.c1.id]);
    });

    it('sees only availabilities that are not locked', async () => {
      const { body } = await list<'availabilities', Availability>(
        agents.student,
        'availabilities',
        '?orderBy=id',
      );
      expect(idsOf(body.availabilities)).toEqual([
        world.availabilities.openTia.id,
        world.availabilities.openTom.id,
      ]);
      expect(
        (await agents.student.get(`/api/v2/availabilities/${world.availabilities.lockedTia.id}`))
          .status,
      ).toBe(404);
    });

    it('may read the shared catalogues (brands, subjects)', async () => {
      expect((await agents.student.get('/api/v2/brands')).status).toBe(200);
      expect((await agents.student.get('/api/v2/subjects')).status).toBe(200);
    });
  });

  describe('a parent', () => {
    it("lists only their children's sessions", async () => {
      const { body } = await list<'sessions', Session>(agents.parent, 'sessions');
      expect(idsOf(body.sessions)).toEqual([world.sessions.s3.id]);
    });

    it('lists only their children among students', async () => {
      const { body } = await list<'students', Student>(agents.parent, 'students');
      expect(idsOf(body.students)).toEqual([world.students.pia]);
      expect((await agents.parent.get(`/api/v2/students/${world.students.sam}`)).status).toBe(404);
    });

    it('sees no tutor contact details', async () => {
      const { body } = await list<'tutors', Record<string, unknown>>(agents.parent, 'tutors');
      expect(body.tutors.length).toBeGreaterThan(0);
      for (const tutor of body.tutors) expect(tutor).not.toHaveProperty('email');
    });
  });

  describe('staff', () => {
    it('an advisor sees every session', async () => {
      const { body } = await list<'sessions', Session>(agents.advisor, 'sessions');
      expect(body.meta.totalCount).toBe(4);
    });
  });

  describe('a user without roles', () => {
    it('is refused collections (403) and members (404)', async () => {
      expect((await agents.nobody.get('/api/v2/sessions')).status).toBe(403);
      expect((await agents.nobody.get(`/api/v2/sessions/${world.sessions.s1.id}`)).status).toBe(
        404,
      );
    });
  });
});
