import {
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  HOMEWORK_HELP_CHANNEL,
  HOMEWORK_HELP_SESSION_CHANGE_EVENT,
  SPLIT_NOT_HOMEWORK_HELP_MESSAGE,
  SPLIT_OUTSIDE_WINDOW_MESSAGE,
  homeworkHelpSessionChannel,
  type PotentialHub,
  type SessionSplitResult,
} from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assignments,
  attendances,
  auditEvents,
  brands,
  courseHistories,
  sessions,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/**
 * Homework help's hubs and spokes (spec scheduling §4, §7) over the resource world, its clock
 * at 15:00 UTC: s1 (Tia supervises, Sam attends) and s2 (Tom supervises, Tia assigned, Sid
 * attends) are made homework help (their brand's identifier HH), s1 in progress 14:30–15:30.
 */
describe.each(BACKENDS)('sessions: homework-help split and potential hubs (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent, advisor: TestAgent, tia: TestAgent, tom: TestAgent;
  let sam: TestAgent, pam: TestAgent, hr: TestAgent;
  let s1: number, s2: number, math: number, algebra: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr'] });
    [admin, advisor, tia, tom, sam, pam, hr] = await ctx.signInAs(
      'admin',
      'advisor',
      'tia',
      'tom',
      'sam',
      'pam',
      'hr',
    );
    ({
      sessions: {
        s1: { id: s1 },
        s2: { id: s2 },
      },
      subjects: {
        math: { id: math },
        algebra: { id: algebra },
      },
    } = ctx.world);
  });
  afterAll(() => ctx?.close());

  const at = (iso: string) => new Date(iso);
  async function placeSession(id: number, startsAt: string, minutes: number) {
    await ctx.db
      .update(sessions)
      .set({
        startsAt: at(startsAt),
        endsAt: new Date(at(startsAt).getTime() + minutes * 60_000),
        duration: minutes,
      })
      .where(eq(sessions.id, id));
  }
  const makeHomeworkHelp = () =>
    ctx.db
      .update(brands)
      .set({ identifier: 'HH' })
      .where(eq(brands.id, ctx.world.brands.points.id));
  beforeEach(async () => {
    await makeHomeworkHelp();
    await placeSession(s1, '2026-03-10T14:30:00Z', 60);
  });

  const split = (who: TestAgent, id: number, body: unknown = { subjectId: algebra }) =>
    who.post(`/api/v2/sessions/${id}/split`, body);
  const hubsOf = async (who: TestAgent, id: number) => {
    const res = await who.get(`/api/v2/sessions/${id}/potential_hubs`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { hubs: PotentialHub[] }).hubs;
  };
  const row = async (id: number) =>
    (await ctx.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

  describe('POST /sessions/{id}/split', () => {
    it('ends the session now and continues it as the new subject’s session with its tutors and students', async () => {
      const res = await split(tia, s1);
      expect(res.status).toBe(200);
      const result = (await res.json()) as SessionSplitResult;
      expect(result).toEqual({
        newSessionId: expect.any(Number),
        hubId: s1,
        subjectName: 'Álgebra',
      });
      const hub = await row(s1);
      expect(hub.endsAt.toISOString()).toBe('2026-03-10T15:00:00.000Z');
      expect(hub.duration).toBe(30);
      const spoke = await row(result.newSessionId);
      expect(spoke).toMatchObject({
        type: 'Session::TutoringSplit',
        hubId: s1,
        subjectId: algebra,
        courseId: ctx.world.courses.c1.id,
        supervisorId: ctx.world.users.tia.employeeId,
        duration: 30,
      });
      expect(spoke.startsAt.toISOString()).toBe('2026-03-10T15:00:00.000Z');
      expect(spoke.endsAt.toISOString()).toBe('2026-03-10T15:30:00.000Z');
      const staffed = await ctx.db
        .select({ employeeId: assignments.employeeId, supervisor: assignments.supervisor })
        .from(assignments)
        .where(eq(assignments.sessionId, result.newSessionId));
      expect(staffed).toEqual([{ employeeId: ctx.world.users.tia.employeeId, supervisor: true }]);
      const moved = await ctx.db
        .select({ studentId: attendances.studentId })
        .from(attendances)
        .where(eq(attendances.sessionId, result.newSessionId));
      expect(moved).toEqual([{ studentId: ctx.world.students.sam }]);
      // The hub keeps its student for the time delivered.
      expect(
        await ctx.db.select().from(attendances).where(eq(attendances.sessionId, s1)),
      ).toHaveLength(1);
    });

    it('tells the pages of the session after the commit, ids and the subject only', async () => {
      const res = await split(tia, s1);
      const { newSessionId } = (await res.json()) as SessionSplitResult;
      const events = ctx.realtime.events.filter(
        (e) =>
          e.channel === HOMEWORK_HELP_CHANNEL && e.event === HOMEWORK_HELP_SESSION_CHANGE_EVENT,
      );
      expect(events.map((e) => e.data)).toEqual([
        { sessionId: s1, action: 'split', newSessionId, subjectName: 'Álgebra' },
      ]);
    });

    it('records the split in the audit trail and the course history', async () => {
      const res = await split(tia, s1);
      const { newSessionId } = (await res.json()) as SessionSplitResult;
      const events = await ctx.db
        .select({ recordId: auditEvents.recordId, action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.recordType, 'Session'), eq(auditEvents.action, 'split')));
      expect(events.map((e) => e.recordId).sort()).toEqual([s1, newSessionId].sort());
      const history = await ctx.db
        .select({ change: courseHistories.change, sessionId: courseHistories.sessionId })
        .from(courseHistories)
        .where(eq(courseHistories.courseId, ctx.world.courses.c1.id));
      expect(history).toEqual(
        expect.arrayContaining([
          { change: 'Session split', sessionId: s1 },
          { change: 'Session created', sessionId: newSessionId },
        ]),
      );
    });

    it('moves only the students chosen', async () => {
      const res = await split(admin, s1, {
        subjectId: algebra,
        studentIds: [ctx.world.students.sam],
      });
      expect(res.status).toBe(200);
      const { newSessionId } = (await res.json()) as SessionSplitResult;
      expect((await row(newSessionId)).hubId).toBe(s1);
    });

    it('lets scheduling staff split', async () => {
      expect((await split(advisor, s1)).status).toBe(200);
    });

    it('lets a tutor assigned to the session split it', async () => {
      // Tia's own session moves out of the way first: she is never double-booked.
      await placeSession(s1, '2026-03-10T17:00:00Z', 60);
      await placeSession(s2, '2026-03-10T14:45:00Z', 60);
      // Tia is assigned to s2 without supervising it.
      expect((await split(tia, s2)).status).toBe(200);
    });

    it('keeps a spoke split again on the first hub', async () => {
      const first = (await (await split(tia, s1)).json()) as SessionSplitResult;
      ctx.clock.set(at('2026-03-10T15:10:00Z'));
      const res = await split(tia, first.newSessionId, { subjectId: math });
      expect(res.status).toBe(200);
      const second = (await res.json()) as SessionSplitResult;
      expect(second.hubId).toBe(s1);
      expect((await row(second.newSessionId)).hubId).toBe(s1);
    });

    it('refuses the signed-out (401), other families and non-scheduling staff (403), others’ sessions (404)', async () => {
      const anonymous = new TestAgent(ctx.app);
      await anonymous.get('/api/session.json');
      expect((await split(anonymous, s1)).status).toBe(401);
      // Sam attends s1: he reads it but may not split it.
      expect((await split(sam, s1)).status).toBe(403);
      expect((await split(pam, s1)).status).toBe(403);
      expect((await split(hr, s1)).status).toBe(403);
      // Tom teaches neither s1 nor anything of Tia's: s1 does not exist for him.
      expect((await split(tom, s1)).status).toBe(404);
      expect((await split(admin, 999_999)).status).toBe(404);
      expect((await row(s1)).duration).toBe(60);
    });

    it('refuses outside the session’s time and a canceled session (409)', async () => {
      await placeSession(s1, '2026-03-10T16:00:00Z', 60);
      const early = await split(tia, s1);
      expect(early.status).toBe(409);
      expect(await early.text()).toContain(SPLIT_OUTSIDE_WINDOW_MESSAGE);
      // Four minutes left is too late.
      await placeSession(s1, '2026-03-10T14:04:00Z', 60);
      expect((await split(tia, s1)).status).toBe(409);
      await placeSession(s1, '2026-03-10T14:30:00Z', 60);
      await ctx.db
        .update(sessions)
        .set({ canceledAt: at('2026-03-10T14:00:00Z') })
        .where(eq(sessions.id, s1));
      expect((await split(tia, s1)).status).toBe(409);
    });

    it('refuses another brand’s session, its own subject, strangers and a bad body (422)', async () => {
      const sameSubject = await split(tia, s1, { subjectId: math });
      expect(sameSubject.status).toBe(422);
      expect(await sameSubject.json()).toMatchObject({
        errors: { subjectId: [expect.any(String)] },
      });
      const stranger = await split(tia, s1, {
        subjectId: algebra,
        studentIds: [ctx.world.students.pia],
      });
      expect(stranger.status).toBe(422);
      expect(await stranger.json()).toMatchObject({ errors: { studentIds: [expect.any(String)] } });
      expect((await split(tia, s1, {})).status).toBe(422);
      expect((await split(tia, s1, { subjectId: 999_999 })).status).toBe(422);
      await ctx.db
        .update(brands)
        .set({ identifier: null })
        .where(eq(brands.id, ctx.world.brands.points.id));
      const notHomeworkHelp = await split(tia, s1);
      expect(notHomeworkHelp.status).toBe(422);
      expect(await notHomeworkHelp.json()).toMatchObject({
        errors: { base: [SPLIT_NOT_HOMEWORK_HELP_MESSAGE] },
      });
      expect((await row(s1)).duration).toBe(60);
    });
  });

  describe('GET /sessions/{id}/potential_hubs', () => {
    it('lists the other homework-help sessions of the same time, and a spoke’s own hub selected', async () => {
      // Tom's alone (Tia, assigned to it, would be double-booked at that time).
      await ctx.db
        .delete(assignments)
        .where(
          and(
            eq(assignments.sessionId, s2),
            eq(assignments.employeeId, ctx.world.users.tia.employeeId!),
          ),
        );
      await placeSession(s2, '2026-03-10T15:15:00Z', 60);
      const hubsOfHub = await hubsOf(admin, s1);
      expect(hubsOfHub.map((h) => [h.id, h.selected])).toEqual([[s2, false]]);
      expect(hubsOfHub[0]).toMatchObject({
        title: 'SAT Prep Spring',
        subjectName: 'SAT Math',
        supervisorName: 'Tom Teacher',
        attendancesCount: 1,
      });
      const { newSessionId } = (await (await split(tia, s1)).json()) as SessionSplitResult;
      const hubsOfSpoke = await hubsOf(tia, newSessionId);
      expect(hubsOfSpoke.map((h) => [h.id, h.selected])).toEqual([
        [s1, true],
        [s2, false],
      ]);
    });

    it('lists nothing for a session with no homework help about it', async () => {
      expect(await hubsOf(tia, s1)).toEqual([]);
    });

    it('is for staff and the session’s tutors: 401, 403 for families, 404 for other tutors', async () => {
      expect(
        (await new TestAgent(ctx.app).get(`/api/v2/sessions/${s1}/potential_hubs`)).status,
      ).toBe(401);
      expect((await sam.get(`/api/v2/sessions/${s1}/potential_hubs`)).status).toBe(403);
      expect((await tom.get(`/api/v2/sessions/${s1}/potential_hubs`)).status).toBe(404);
      expect((await hr.get(`/api/v2/sessions/${s1}/potential_hubs`)).status).toBe(200);
      expect((await tia.get(`/api/v2/sessions/${s2}/potential_hubs`)).status).toBe(200);
    });
  });

  describe('attendance changes on the session’s homework-help channel', () => {
    const attendanceEvents = (sessionId: number) =>
      ctx.realtime.events
        .filter(
          (e) =>
            e.channel === homeworkHelpSessionChannel(sessionId) &&
            e.event === HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
        )
        .map((e) => e.data);

    it('publishes a student added and removed, ids only', async () => {
      const added = await admin.post('/api/v2/attendances', {
        attendance: { sessionId: s1, studentId: ctx.world.students.sid },
      });
      expect(added.status).toBe(201);
      const { id } = ((await added.json()) as { attendance: { id: number } }).attendance;
      expect((await admin.delete(`/api/v2/attendances/${id}`)).status).toBe(204);
      const change = { sessionId: s1, attendanceId: id, studentId: ctx.world.students.sid };
      expect(attendanceEvents(s1)).toEqual([change, change]);
    });
  });
});
