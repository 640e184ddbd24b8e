import type { PotentialTutorsAnswer, PrimeHoursAnswer, PrioritizedTutor, Tutor } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employees,
  events,
  sessions,
  tutorDepartments,
  tutorSubjects,
  tutors,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
  type ListBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Prioritized = { tutors: PrioritizedTutor[]; meta: ListBody<'x', never>['meta'] };

/**
 * The staff's look-ups over the resource world (TEST_NOW is Tuesday 2026-03-10 15:00Z): Tia
 * (tier Gold) teaches SAT Math in Test Prep and staffs s1 (Tue) and s2 (Wed); Tom teaches
 * Álgebra in Test Prep and staffs s2, s3 (Mon) and s4 (Fri 20th).
 */
describe.each(BACKENDS)('staff finders (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let advisor: TestAgent;
  let hr: TestAgent;
  let tia: TestAgent;
  let sam: TestAgent;
  let anonymous: TestAgent;
  const tiaId = () => world.users.tia.tutorId!;
  const tomId = () => world.users.tom.tutorId!;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr'] });
    world = ctx.world;
    [advisor, hr, tia, sam] = await ctx.signInAs('advisor', 'hr', 'tia', 'sam');
    anonymous = new TestAgent(ctx.app);
    await anonymous.get('/api/session.json');
    await ctx.db.insert(tutorSubjects).values([
      { tutorId: tiaId(), subjectId: world.subjects.math.id },
      { tutorId: tomId(), subjectId: world.subjects.algebra.id },
    ]);
  });
  afterAll(() => ctx?.close());

  describe('GET /tutors/prioritized', () => {
    const prioritized = (agent: TestAgent, query = '') =>
      call<Prioritized & ProblemBody>(agent.get(`/api/v2/tutors/prioritized${query}`));

    it('orders tutors taking new students, featured, higher tier, then less booked', async () => {
      const { status, body } = await prioritized(advisor);
      expect(status).toBe(200);
      // Both take new students and neither is featured: Tia's tier puts her first.
      expect(idsOf(body.tutors)).toEqual([tiaId(), tomId()]);
      expect(body.tutors[0]).toMatchObject({
        firstName: 'Tia',
        lastName: 'Tutor',
        tierName: 'Gold',
        tierBillingRate: 62.5,
        // This week (Mon 9th to Sun 15th, New York): s1 (60) and s2 (90).
        bookedMinutesThisWeek: 150,
      });
      expect(body.meta).toEqual({ totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 20 });
      await ctx.db.update(tutors).set({ featured: true }).where(eq(tutors.id, tomId()));
      expect(idsOf((await prioritized(advisor)).body.tutors)).toEqual([tomId(), tiaId()]);
      await ctx.db.update(tutors).set({ acceptNewStudents: false }).where(eq(tutors.id, tomId()));
      expect(idsOf((await prioritized(advisor)).body.tutors)).toEqual([tiaId(), tomId()]);
    });

    it('filters by new students, tier, subject and brand', async () => {
      await ctx.db.update(tutors).set({ acceptNewStudents: false }).where(eq(tutors.id, tomId()));
      const ids = async (query: string) => idsOf((await prioritized(advisor, query)).body.tutors);
      expect(await ids('?acceptNewStudents=true')).toEqual([tiaId()]);
      expect(await ids('?acceptNewStudents=false')).toEqual([tomId()]);
      expect(await ids(`?tierId=${world.tiers.gold.id}`)).toEqual([tiaId()]);
      expect(await ids(`?subjectId=${world.subjects.algebra.id}`)).toEqual([tomId()]);
      expect(await ids(`?brandId=${world.brands.points.id}`)).toEqual([tiaId(), tomId()]);
      await ctx.db.delete(tutorDepartments).where(eq(tutorDepartments.tutorId, tomId()));
      expect(await ids(`?brandId=${world.brands.points.id}`)).toEqual([tiaId()]);
    });

    it('pages', async () => {
      const { body } = await prioritized(advisor, '?per=1&page=2');
      expect(idsOf(body.tutors)).toEqual([tomId()]);
      expect(body.meta).toEqual({ totalCount: 2, totalPages: 2, pageNumber: 2, pageSize: 1 });
    });

    it('leaves out tutors who have left', async () => {
      await ctx.db.update(employees).set({ active: false }).where(eq(employees.id, tomId()));
      expect(idsOf((await prioritized(advisor)).body.tutors)).toEqual([tiaId()]);
    });

    it('answers 422 for bad parameters', async () => {
      expect((await prioritized(advisor, '?per=0')).status).toBe(422);
      expect((await prioritized(advisor, '?acceptNewStudents=maybe')).status).toBe(422);
      const brand = await prioritized(advisor, '?brandId=999999');
      expect(brand.status).toBe(422);
      expect(brand.body.errors).toEqual({ brandId: ['must exist'] });
    });

    it('is for staff only', async () => {
      expect((await prioritized(hr)).status).toBe(200);
      expect((await prioritized(tia)).status).toBe(403);
      expect((await prioritized(sam)).status).toBe(403);
      expect((await prioritized(anonymous)).status).toBe(401);
    });
  });

  describe('GET /tutors with subjects[] and notTutorIds[]', () => {
    const search = (query: string) =>
      call<ListBody<'tutors', Tutor> & ProblemBody>(advisor.get(`/api/v2/tutors?per=7&${query}`));

    it('finds the tutors who teach every subject asked, leaving out those named', async () => {
      const { math, algebra } = world.subjects;
      expect(idsOf((await search(`subjects[]=${algebra.id}`)).body.tutors)).toEqual([tomId()]);
      expect(idsOf((await search(`subjects[]=${math.id}`)).body.tutors)).toEqual([tiaId()]);
      await ctx.db.insert(tutorSubjects).values({ tutorId: tomId(), subjectId: math.id });
      const both = await search(`subjects[]=${math.id}&subjects[]=${algebra.id}`);
      expect(idsOf(both.body.tutors)).toEqual([tomId()]);
      const without = await search(
        `subjects[]=${math.id}&subjects[]=${algebra.id}&notTutorIds[]=${tomId()}`,
      );
      // None left: the screen says "No tutors found" (domain's tutorSearchNotice).
      expect(without.body.tutors).toEqual([]);
      expect(without.body.meta.totalCount).toBe(0);
    });

    it('does not let a student search tutors by their subjects', async () => {
      const res = await call<ProblemBody>(
        sam.get(`/api/v2/tutors?subjects[]=${world.subjects.math.id}`),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ subjects: ['is not available'] });
    });
  });

  describe('GET /sessions/potential_tutors', () => {
    const potential = (query: string, agent = advisor) =>
      call<PotentialTutorsAnswer & ProblemBody>(
        agent.get(`/api/v2/sessions/potential_tutors?${query}`),
      );
    const ids = (...sessionIds: number[]) => sessionIds.map((id) => `ids[]=${id}`).join('&');

    it('scores the tutors free for the sessions, the qualified first', async () => {
      const { s1, s4 } = world.sessions;
      const { status, body } = await potential(ids(s1.id, s4.id));
      expect(status).toBe(200);
      expect(body.meta).toEqual({ totalCount: 2, sessionsCount: 2 });
      expect(
        body.potentialTutors.map((t) => [t.id, t.matches, t.missing, t.notQualified, t.score]),
      ).toEqual([
        // Tia staffs s1 already (it does not clash with itself) and is free for s4.
        [tiaId(), [s1.id, s4.id], [], false, 95],
        // Tom is free for both but teaches no SAT Math (s1's course).
        [tomId(), [s1.id, s4.id], [], true, 75],
      ]);
      expect(body.potentialTutors[0]).toMatchObject({ firstName: 'Tia', tierName: 'Gold' });
    });

    it('counts sessions and events the tutor has at the same time as missing', async () => {
      const { s1, s4 } = world.sessions;
      await ctx.db.insert(events).values({
        type: 'Event::AdminWork',
        name: 'Reports',
        details: 'Monthly reports',
        startsAt: new Date('2026-03-10T16:30:00Z'),
        endsAt: new Date('2026-03-10T17:30:00Z'),
        duration: 60,
        departmentId: world.department.id,
        attendeeId: tomId(),
      });
      const { body } = await potential(ids(s1.id, s4.id));
      const tom = body.potentialTutors.find((t) => t.id === tomId())!;
      expect([tom.matches, tom.missing, tom.score]).toEqual([[s4.id], [s1.id], 40]);
      // Tia has s1 itself on Tuesday; for s3 (Monday's, Tom's) she is free, Tom staffs it.
      const s3 = await potential(ids(world.sessions.s3.id));
      expect(s3.body.potentialTutors.map((t) => t.id).sort()).toEqual([tiaId(), tomId()].sort());
    });

    it('leaves out tutors taking no new students unless asked, and the busy unless named', async () => {
      const { s1 } = world.sessions;
      await ctx.db.update(tutors).set({ acceptNewStudents: false }).where(eq(tutors.id, tomId()));
      expect(idsOf((await potential(ids(s1.id))).body.potentialTutors)).toEqual([tiaId()]);
      const all = await potential(`${ids(s1.id)}&includeNotAcceptingWorkEmployees=true`);
      expect(idsOf(all.body.potentialTutors)).toEqual([tiaId(), tomId()]);
      // Asked about by name, a tutor is judged alone, whether or not they take new students.
      const named = await potential(`${ids(world.sessions.s3.id)}&employeeId=${tomId()}`);
      expect(named.body.potentialTutors.map((t) => [t.id, t.matches.length])).toEqual([
        [tomId(), 1],
      ]);
    });

    it('filters by tier and limits the answer', async () => {
      const { s1 } = world.sessions;
      const gold = await potential(`${ids(s1.id)}&tierId=${world.tiers.gold.id}`);
      expect(idsOf(gold.body.potentialTutors)).toEqual([tiaId()]);
      const one = await potential(`${ids(s1.id)}&limit=1`);
      expect(one.body.potentialTutors).toHaveLength(1);
      expect(one.body.meta.totalCount).toBe(2);
    });

    it('takes the spec’s other parameters, checked', async () => {
      const { s1 } = world.sessions;
      const ok = await potential(
        `${ids(s1.id)}&tutorTypes[]=Professional&tutorTypes[]=Adjunct&zip=10001&miles=25`,
      );
      expect(ok.status).toBe(200);
      expect((await potential(`${ids(s1.id)}&tutorTypes[]=Intern`)).status).toBe(422);
      expect((await potential(`${ids(s1.id)}&zip=abc`)).status).toBe(422);
      expect((await potential(`${ids(s1.id)}&miles=0`)).status).toBe(422);
    });

    it('answers 422 without sessions or for sessions that do not exist', async () => {
      expect((await potential('')).status).toBe(422);
      const missing = await potential(ids(world.sessions.s1.id, 999_999));
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ ids: ['must name existing sessions'] });
    });

    it('is for staff only', async () => {
      const query = ids(world.sessions.s1.id);
      expect((await potential(query, hr)).status).toBe(200);
      expect((await potential(query, tia)).status).toBe(403);
      expect((await potential(query, sam)).status).toBe(403);
      expect((await potential(query, anonymous)).status).toBe(401);
    });
  });

  describe('GET /sessions/prime_hours', () => {
    const prime = (query = '', agent = advisor) =>
      call<PrimeHoursAnswer & ProblemBody>(agent.get(`/api/v2/sessions/prime_hours${query}`));

    it('answers each weekday’s busiest hours from the booked sessions, in the zone asked', async () => {
      const { status, body } = await prime('?timeZone=America/Chicago');
      expect(status).toBe(200);
      // s3 Mon, s1 Tue, s2 Wed (90 minutes), all at 16:00 UTC: 11:00 in Chicago (CDT).
      // s4 (Fri) has no student: not booked.
      expect(body.days).toEqual([
        { day: 1, dayName: 'Monday', hour: 11, duration: 60, bookedMinutes: 60 },
        { day: 2, dayName: 'Tuesday', hour: 11, duration: 60, bookedMinutes: 60 },
        { day: 3, dayName: 'Wednesday', hour: 11, duration: 120, bookedMinutes: 90 },
      ]);
      expect(body).toMatchObject({
        timeZone: 'America/Chicago',
        from: '2026-01-13T15:00:00.000Z',
        to: '2026-04-07T15:00:00.000Z',
      });
    });

    it('reads the caller’s zone by default and leaves canceled sessions out', async () => {
      await ctx.db
        .update(sessions)
        .set({ canceledAt: new Date('2026-03-01T00:00:00Z') })
        .where(eq(sessions.id, world.sessions.s1.id));
      const { body } = await prime();
      expect(body.timeZone).toBe('America/New_York');
      expect(body.days.map((d) => [d.dayName, d.hour])).toEqual([
        ['Monday', 12],
        ['Wednesday', 12],
      ]);
    });

    it('refuses an unknown zone and callers who are not staff', async () => {
      expect((await prime('?timeZone=Mars/Olympus')).status).toBe(422);
      expect((await prime('', tia)).status).toBe(403);
      expect((await prime('', anonymous)).status).toBe(401);
    });
  });

  describe('GET /employees/{id}/available', () => {
    const available = (query: string, agent = advisor, id = tiaId()) =>
      call<{ available: boolean } & ProblemBody>(
        agent.get(`/api/v2/employees/${id}/available?${query}`),
      );

    it('is true within an open availability with nothing else at the time', async () => {
      const { status, body } = await available('startsAt=2026-03-10T18:30:00Z&duration=60');
      expect(status).toBe(200);
      expect(body).toEqual({ available: true });
    });

    it('is false outside the availability unless the time may be created', async () => {
      const outside = 'startsAt=2026-03-10T21:00:00Z&duration=30';
      expect((await available(outside)).body.available).toBe(false);
      expect((await available(`${outside}&creatable=true`)).body.available).toBe(true);
      // Tia's availability on the 12th is locked: it offers nothing.
      expect((await available('startsAt=2026-03-12T18:00:00Z&duration=30')).body.available).toBe(
        false,
      );
    });

    it('is false over a session or event of theirs, unless it is the one being moved', async () => {
      const overSession = 'startsAt=2026-03-10T16:30:00Z&duration=60&creatable=true';
      expect((await available(overSession)).body.available).toBe(false);
      const moving = `${overSession}&consumedById=${world.sessions.s1.id}&consumedByType=Session`;
      expect((await available(moving)).body.available).toBe(true);
      const overEvent = 'startsAt=2026-03-11T14:10:00Z&duration=10&creatable=true';
      expect((await available(overEvent)).body.available).toBe(false);
      const movingEvent = `${overEvent}&consumedById=${world.events.tiaPrep.id}&consumedByType=Event`;
      expect((await available(movingEvent)).body.available).toBe(true);
    });

    it('forgets canceled events', async () => {
      // Tom's canceled call on the 13th holds no time.
      const { body } = await available(
        'startsAt=2026-03-13T15:00:00Z&duration=30&creatable=true',
        advisor,
        tomId(),
      );
      expect(body.available).toBe(true);
    });

    it('answers 422 for bad parameters', async () => {
      expect((await available('duration=60')).status).toBe(422);
      const late = await available('startsAt=9999-12-31T23:30:00Z&duration=60');
      expect(late.status).toBe(422);
      expect(Object.keys(late.body.errors)).toEqual(['startsAt']);
      expect((await available('startsAt=2026-03-10T18:30:00Z&duration=0')).status).toBe(422);
      expect(
        (await available('startsAt=2026-03-10T18:30:00Z&duration=30&consumedByType=Course')).status,
      ).toBe(422);
    });

    it('is for staff only: employees are not found by others', async () => {
      const query = 'startsAt=2026-03-10T18:30:00Z&duration=60';
      expect((await available(query, hr)).status).toBe(200);
      expect((await available(query, tia)).status).toBe(404);
      expect((await available(query, sam)).status).toBe(404);
      expect((await available(query, anonymous)).status).toBe(401);
      expect((await available(query, advisor, 999_999)).status).toBe(404);
    });
  });
});
