import type { Assignment, Availability, Session } from '@tp/domain';
import { MAX_EMBEDDED_RECORDS } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { Invalid } from '../http/errors.ts';
import { EmbedBudget } from './includes.ts';

const PUBLIC_TUTOR_KEYS = ['avatarUrl', 'firstName', 'id', 'lastInitial'];

describe.each(BACKENDS)('embedded records and field rules (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let agents: Record<'admin' | 'tutor' | 'student' | 'parent', TestAgent>;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    agents = {
      admin: await ctx.signIn('admin'),
      tutor: await ctx.signIn('tia'),
      student: await ctx.signIn('sam'),
      parent: await ctx.signIn('pam'),
    };
  });
  afterAll(() => ctx?.close());

  describe('a student or parent', () => {
    it.each(['student', 'parent'] as const)(
      'as %s, reads availabilities?include=tutor with no tutor contact details',
      async (who) => {
        const { status, body } = await call<ListBody<'availabilities', Availability>>(
          agents[who].get('/api/v2/availabilities?include=tutor'),
        );
        expect(status).toBe(200);
        expect(body.availabilities.length).toBeGreaterThan(0);
        for (const availability of body.availabilities) {
          expect(Object.keys(availability.tutor!).sort()).toEqual(PUBLIC_TUTOR_KEYS);
        }
      },
    );

    it('gets a session’s supervisor and tutors without contact details, by any path', async () => {
      const { body } = await call<OneBody<'session', Session>>(
        agents.student.get(
          `/api/v2/sessions/${world.sessions.s1.id}?include=supervisor,assignments.employee,course.sessions.supervisor`,
        ),
      );
      const embedded = [
        body.session.supervisor,
        ...body.session.assignments!.map((a) => a.employee),
        ...(body.session.course?.sessions ?? []).map((s) => s.supervisor),
      ].filter((tutor) => tutor != null);
      expect(embedded.length).toBeGreaterThan(0);
      for (const tutor of embedded) expect(Object.keys(tutor!).sort()).toEqual(PUBLIC_TUTOR_KEYS);
    });

    it('cannot find a tutor by e-mail, sort tutors by e-mail or filter them by a hidden field', async () => {
      const search = await call<ListBody<'tutors', { id: number }>>(
        agents.student.get('/api/v2/tutors?query=fixture.test'),
      );
      expect(search.status).toBe(200);
      expect(search.body.tutors).toEqual([]);
      const byName = await call<ListBody<'tutors', { id: number }>>(
        agents.student.get('/api/v2/tutors?query=tia'),
      );
      expect(byName.body.tutors.map((t) => t.id)).toEqual([world.users.tia.tutorId]);
      const sorted = await call<ProblemBody>(agents.student.get('/api/v2/tutors?orderBy=email'));
      expect(sorted.status).toBe(422);
      expect(sorted.body.errors.orderBy).toBeDefined();
      const filtered = await call<ProblemBody>(agents.student.get('/api/v2/tutors?active=true'));
      expect(filtered.status).toBe(422);
      expect(filtered.body.errors).toEqual({ active: ['is not available'] });
    });

    it('cannot reach staff-only tiers through a tutor', async () => {
      const { body } = await call<ListBody<'tutors', Record<string, unknown>>>(
        agents.student.get('/api/v2/tutors?include=tier'),
      );
      for (const tutor of body.tutors) expect(tutor.tier ?? null).toBeNull();
    });
  });

  describe('a tutor', () => {
    it('sees a co-assigned tutor through assignments?include=employee by public fields only', async () => {
      const { body } = await call<ListBody<'assignments', Assignment>>(
        agents.tutor.get(
          `/api/v2/assignments?sessionId=${world.sessions.s2.id}&include=employee&orderBy=id`,
        ),
      );
      const tom = body.assignments.find((a) => a.employeeId === world.users.tom.employeeId)!;
      const tia = body.assignments.find((a) => a.employeeId === world.users.tia.employeeId)!;
      expect(Object.keys(tom.employee!).sort()).toEqual(PUBLIC_TUTOR_KEYS);
      expect(tia.employee!.email).toBe('tutor@fixture.test');
    });

    it('gets no embedded record outside their read scope', async () => {
      // s2's course is c2; sessions of c2 the tutor does not teach stay out of the embed.
      const { body } = await call<OneBody<'session', Session>>(
        agents.tutor.get(`/api/v2/sessions/${world.sessions.s2.id}?include=course.sessions`),
      );
      const visible = new Set([world.sessions.s1.id, world.sessions.s2.id]);
      for (const session of body.session.course?.sessions ?? []) {
        expect(visible.has(session.id)).toBe(true);
      }
    });
  });

  describe('include limits', () => {
    it('refuses include paths deeper than 3 levels with a 422 on include', async () => {
      const { status, body } = await call<ProblemBody>(
        agents.admin.get(
          `/api/v2/sessions/${world.sessions.s1.id}?include=course.sessions.course.sessions`,
        ),
      );
      expect(status).toBe(422);
      expect(body.errors.include).toEqual([
        'course.sessions.course.sessions is deeper than 3 levels',
      ]);
    });

    it('serves 3 levels', async () => {
      const res = await agents.admin.get(
        `/api/v2/sessions/${world.sessions.s1.id}?include=course.sessions.course`,
      );
      expect(res.status).toBe(200);
    });

    it('refuses associations the resource does not declare', async () => {
      const { status, body } = await call<ProblemBody>(
        agents.admin.get('/api/v2/courses?include=constructor,__proto__'),
      );
      expect(status).toBe(422);
      expect(body.errors.include).toHaveLength(2);
    });

    it('counts each repeated path once', async () => {
      const paths = Array.from({ length: 400 }, () => 'sessions.course.sessions').join(',');
      const res = await agents.admin.get(`/api/v2/courses?include=${paths}&noPagination=true`);
      expect(res.status).toBe(200);
    });
  });
});

describe('the embed budget', () => {
  it(`lets an answer embed ${MAX_EMBEDDED_RECORDS} records and refuses one more with a 422`, () => {
    const budget = new EmbedBudget();
    budget.spend(MAX_EMBEDDED_RECORDS);
    let problem: unknown;
    try {
      budget.spend(1);
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(Invalid);
    expect((problem as Invalid).errors?.include?.[0]).toMatch(/would embed more than/);
  });
});
