import {
  STUDENT_CHANGE_EVENT,
  privateSessionChannel,
  privateUserChannel,
  type CheckInBoard,
  type LevelRecord,
  type Student,
  type StudentBadge,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/** s1 (Tia's, Sam on it) runs 16:00–17:00 on the fixture's day. */
const DURING_S1 = new Date('2026-03-10T16:10:00Z');
const RACERS = 50;

/** The fixture world's ladder: Bronze 0, Silver 100, Gold 250. */
describe.each(BACKENDS)('points, levels, gems and the check-in board (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tia, tom, sam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam');
  });
  afterAll(() => ctx?.close());

  const increment = (agent: TestAgent, studentId: number, body: unknown) =>
    call<OneBody<'student', Student> & ProblemBody>(
      agent.put(`/api/v2/students/${studentId}/increment_points`, body),
    );
  const setPoints = (studentId: number, points: number) =>
    ctx.db.update(students).set({ points }).where(eq(students.id, studentId));
  const giveGem = (agent: TestAgent, studentId: number, description: unknown) =>
    call<OneBody<'student_badge', StudentBadge> & ProblemBody>(
      agent.post('/api/v2/student_badges', { student_badge: { studentId, description } }),
    );

  describe('PUT /students/{id}/increment_points', () => {
    it('adds to the stored points for the supervising tutor and staff', async () => {
      await setPoints(world.students.sam, 90);
      const { status, body } = await increment(tia, world.students.sam, { points: 10 });
      expect(status).toBe(200);
      expect(body.student.points).toBe(100);
      expect((await increment(admin, world.students.sam, { points: 50 })).body.student.points).toBe(
        150,
      );
    });

    it('tells the student and the boards of their sessions in progress', async () => {
      ctx.clock.set(DURING_S1);
      await setPoints(world.students.sam, 0);
      await increment(tia, world.students.sam, { points: 10 });
      const change = { studentId: world.students.sam, points: 10, unredeemedBadgesCount: 0 };
      expect(ctx.realtime.events).toEqual([
        {
          channel: privateSessionChannel(world.sessions.s1.id),
          event: STUDENT_CHANGE_EVENT,
          data: change,
        },
        {
          channel: privateUserChannel('student', world.users.sam.id),
          event: STUDENT_CHANGE_EVENT,
          data: change,
        },
      ]);
    });

    it('refuses an assigned tutor who does not supervise, students, strangers; 422 for bad points', async () => {
      expect((await increment(tia, world.students.sid, { points: 10 })).status).toBe(403);
      expect((await increment(sam, world.students.sam, { points: 10 })).status).toBe(403);
      expect((await increment(tom, world.students.sam, { points: 10 })).status).toBe(404);
      for (const points of [0, -1, 1.5, 1001, '5'])
        expect((await increment(admin, world.students.sam, { points })).status).toBe(422);
      const stranger = new TestAgent(ctx.app);
      await stranger.get('/api/session.json');
      expect((await increment(stranger, world.students.sam, { points: 1 })).status).toBe(401);
    });

    it(
      `counts every one of ${RACERS} simultaneous increments`,
      { meta: { racing: true } },
      async () => {
        const before = (
          await call<OneBody<'student', Student>>(
            admin.get(`/api/v2/students/${world.students.sam}`),
          )
        ).body.student.points;
        const answers = await Promise.all(
          Array.from({ length: RACERS }, (_, i) =>
            increment(i % 2 === 0 ? admin : tia, world.students.sam, { points: 1 }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(RACERS).fill(200));
        const after = await call<OneBody<'student', Student>>(
          admin.get(`/api/v2/students/${world.students.sam}`),
        );
        expect(after.body.student.points).toBe(before + RACERS);
      },
    );
  });

  describe('levels', () => {
    it('lists the ladder lowest first to anyone signed in, and takes no writes', async () => {
      const { status, body } = await call<ListBody<'levels', LevelRecord>>(
        sam.get('/api/v2/levels'),
      );
      expect(status).toBe(200);
      expect(body.levels.map((l) => [l.rank, l.pointThreshold])).toEqual([
        ['Bronze', 0],
        ['Silver', 100],
        ['Gold', 250],
      ]);
      expect((await admin.post('/api/v2/levels', { level: { rank: 'X' } })).status).toBe(405);
      expect((await new TestAgent(ctx.app).get('/api/v2/levels')).status).toBe(401);
    });

    it("answers a student's level, its progress and the unredeemed gems on the student", async () => {
      await setPoints(world.students.sam, 175);
      await giveGem(tia, world.students.sam, 'Ruby');
      const { body } = await call<OneBody<'student', Student>>(
        sam.get(`/api/v2/students/${world.students.sam}`),
      );
      expect(body.student).toMatchObject({
        points: 175,
        level: {
          sequence: 2,
          rank: 'Silver',
          pointThreshold: 100,
          nextLevel: { rank: 'Gold', pointThreshold: 250 },
          progress: 70,
        },
        unredeemedBadgesCount: 1,
      });
      await setPoints(world.students.sam, 9000);
      const top = await call<OneBody<'student', Student>>(
        sam.get(`/api/v2/students/${world.students.sam}`),
      );
      expect(top.body.student.level).toMatchObject({
        rank: 'Gold',
        nextLevel: null,
        progress: 100,
      });
    });
  });

  describe('student badges', () => {
    it('lets the supervising tutor give a gem, recorded as theirs, and the family read it', async () => {
      const { status, body } = await giveGem(tia, world.students.sam, 'Emerald');
      expect(status).toBe(201);
      expect(body.student_badge).toMatchObject({
        studentId: world.students.sam,
        description: 'Emerald',
        awardedById: world.users.tia.id,
        redeemedAt: null,
      });
      const list = await call<ListBody<'student_badges', StudentBadge>>(
        sam.get(`/api/v2/student_badges?studentId=${world.students.sam}`),
      );
      expect(list.body.student_badges.map((b) => b.id)).toContain(body.student_badge.id);
    });

    it('redeems a gem once (409 the second time)', async () => {
      const { body } = await giveGem(admin, world.students.sam, 'Gold');
      const path = `/api/v2/student_badges/${body.student_badge.id}/redeem`;
      const redeemed = await call<OneBody<'student_badge', StudentBadge>>(tia.put(path));
      expect(redeemed.status).toBe(200);
      expect(redeemed.body.student_badge.redeemedAt).toBe(ctx.clock.now().toISOString());
      expect((await tia.put(path)).status).toBe(409);
    });

    it('refuses a tutor who does not supervise the student, students, and unknown gems', async () => {
      expect((await giveGem(tia, world.students.sid, 'Ruby')).status).toBe(403);
      expect((await giveGem(sam, world.students.sam, 'Ruby')).status).toBe(403);
      const bad = await giveGem(admin, world.students.sam, 'Diamond');
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty('description');
      const { body } = await giveGem(admin, world.students.sam, 'Amber');
      const update = await tia.put(`/api/v2/student_badges/${body.student_badge.id}`, {
        student_badge: { description: 'Ruby' },
      });
      expect(update.status).toBe(403);
    });

    it("hides other families' gems", async () => {
      const { body } = await giveGem(admin, world.students.sid, 'Ruby');
      expect((await sam.get(`/api/v2/student_badges/${body.student_badge.id}`)).status).toBe(404);
    });
  });

  describe('GET /sessions/{id}/check_in', () => {
    it("answers the session's students by points with level and gems", async () => {
      await setPoints(world.students.sam, 120);
      await giveGem(tia, world.students.sam, 'Ruby');
      await giveGem(tia, world.students.sam, 'Ruby');
      const { status, body } = await call<CheckInBoard>(
        tia.get(`/api/v2/sessions/${world.sessions.s1.id}/check_in`),
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        sessionId: world.sessions.s1.id,
        title: 'SAT Prep Spring',
        startsAt: '2026-03-10T16:00:00.000Z',
      });
      expect(body.students).toEqual([
        expect.objectContaining({
          studentId: world.students.sam,
          fullName: 'Sam Student',
          points: 120,
          level: expect.objectContaining({ rank: 'Silver' }),
          unredeemedBadgesCount: 2,
          gems: { Ruby: 2, Amber: 0, Gold: 0, Emerald: 0, Sapphire: 0, Amethyst: 0 },
        }),
      ]);
    });

    it('is for staff and the session tutors only', async () => {
      expect((await tia.get(`/api/v2/sessions/${world.sessions.s2.id}/check_in`)).status).toBe(200);
      expect((await admin.get(`/api/v2/sessions/${world.sessions.s1.id}/check_in`)).status).toBe(
        200,
      );
      expect((await sam.get(`/api/v2/sessions/${world.sessions.s1.id}/check_in`)).status).toBe(403);
      expect((await tom.get(`/api/v2/sessions/${world.sessions.s1.id}/check_in`)).status).toBe(404);
      expect((await admin.get('/api/v2/sessions/999999/check_in')).status).toBe(404);
      expect(
        (await new TestAgent(ctx.app).get(`/api/v2/sessions/${world.sessions.s1.id}/check_in`))
          .status,
      ).toBe(401);
    });
  });
});
