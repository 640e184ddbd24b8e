import {
  ATTENDANCE_CLOSED_MESSAGE,
  ATTENDANCE_INVALID_MESSAGE,
  ATTENDANCE_NOT_OPEN_MESSAGE,
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  STUDENT_CHANGE_EVENT,
  homeworkHelpSessionChannel,
  privateSessionChannel,
  privateUserChannel,
  type Attendance,
  type Session,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, sessions, studentBadges, students } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type OneBody, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/** s1 starts 2026-03-10T16:00Z: attendance opens at 15:30. */
const DURING_S1 = new Date('2026-03-10T16:10:00Z');
const LONG_NOTE = 'Worked through linear equations and word problems. '.repeat(4);

describe.each(BACKENDS)('POST /sessions/{id}/submit_attendance (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  /** Sam on s1 (Points brand, Tia supervises); Sid on s2; Pia on s3 (Private Tutoring, Tom). */
  let samOnS1: number;
  let sidOnS2: number;
  let piaOnS3: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tia, tom, sam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam');
    const attendanceOf = async (sessionId: number) =>
      (
        await ctx.db
          .select({ id: attendances.id })
          .from(attendances)
          .where(eq(attendances.sessionId, sessionId))
      )[0]!.id;
    samOnS1 = await attendanceOf(world.sessions.s1.id);
    sidOnS2 = await attendanceOf(world.sessions.s2.id);
    piaOnS3 = await attendanceOf(world.sessions.s3.id);
  });
  afterAll(() => ctx?.close());

  const submit = (agent: TestAgent, sessionId: number, body: unknown) =>
    call<OneBody<'session', Session> & ProblemBody>(
      agent.post(`/api/v2/sessions/${sessionId}/submit_attendance?include=attendances`, body),
    );
  const storedAttendance = async (id: number) =>
    (await ctx.db.select().from(attendances).where(eq(attendances.id, id)))[0]!;
  const storedPoints = async (studentId: number) =>
    (await ctx.db.select().from(students).where(eq(students.id, studentId)))[0]!.points;
  const badgesOf = (studentId: number) =>
    ctx.db.select().from(studentBadges).where(eq(studentBadges.studentId, studentId));
  const takenAt = async (sessionId: number) =>
    (await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.attendanceTakenAt;

  it('stores attendance, points, gems and attendanceTakenAt together for the supervisor', async () => {
    ctx.clock.set(DURING_S1);
    const before = await storedPoints(world.students.sam);
    const { status, body } = await submit(tia, world.sessions.s1.id, {
      attendances: [
        { id: samOnS1, attended: true, notes: 'Great focus', points: 60, badges: ['Ruby', 'Gold'] },
      ],
    });
    expect(status).toBe(200);
    expect(body.session.attendanceTakenAt).toBe(DURING_S1.toISOString());
    expect(body.session.attendances).toEqual([
      expect.objectContaining({ id: samOnS1, attended: true, notes: 'Great focus', points: 60 }),
    ]);
    expect(await storedPoints(world.students.sam)).toBe(before + 60);
    expect((await badgesOf(world.students.sam)).map((b) => b.description).sort()).toEqual([
      'Gold',
      'Ruby',
    ]);
  });

  it('publishes the student change on the board and the student, and the attendance change', async () => {
    ctx.clock.set(DURING_S1);
    ctx.realtime.events.length = 0;
    await submit(tia, world.sessions.s1.id, {
      attendances: [{ id: samOnS1, attended: true, points: 10 }],
    });
    const points = await storedPoints(world.students.sam);
    const change = { studentId: world.students.sam, points, unredeemedBadgesCount: 0 };
    expect(ctx.realtime.events).toEqual(
      expect.arrayContaining([
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
        {
          channel: homeworkHelpSessionChannel(world.sessions.s1.id),
          event: HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
          data: {
            sessionId: world.sessions.s1.id,
            attendanceId: samOnS1,
            studentId: world.students.sam,
          },
        },
      ]),
    );
  });

  it('adds points to the stored totals, never replacing them', async () => {
    ctx.clock.set(DURING_S1);
    const before = await storedAttendance(samOnS1);
    await submit(tia, world.sessions.s1.id, {
      attendances: [{ id: samOnS1, attended: true, points: 10 }],
    });
    await submit(admin, world.sessions.s1.id, {
      attendances: [{ id: samOnS1, attended: true, points: 50 }],
    });
    expect((await storedAttendance(samOnS1)).points).toBe(before.points + 60);
  });

  it('marks the tutors of the session as attended', async () => {
    ctx.clock.set(new Date('2026-03-11T16:00:00Z'));
    const { body: session } = await call<OneBody<'session', Session>>(
      tom.get(`/api/v2/sessions/${world.sessions.s2.id}?include=assignments`),
    );
    const assignments = session.session.assignments!;
    const { status, body } = await call<OneBody<'session', Session>>(
      tom.post(`/api/v2/sessions/${world.sessions.s2.id}/submit_attendance?include=assignments`, {
        attendances: [{ id: sidOnS2, attended: false }],
        assignments: assignments.map((a, i) => ({ id: a.id, attended: i === 0 })),
      }),
    );
    expect(status).toBe(200);
    expect(body.session.assignments!.map((a) => a.attended)).toEqual(
      assignments.map((_, i) => i === 0),
    );
  });

  it('answers 409 before attendance opens, 30 minutes before the start', async () => {
    ctx.clock.set(new Date('2026-03-10T15:29:00Z'));
    const { status, body } = await submit(tia, world.sessions.s1.id, {
      attendances: [{ id: samOnS1, attended: true }],
    });
    expect(status).toBe(409);
    expect(body.errors.base).toEqual([ATTENDANCE_NOT_OPEN_MESSAGE]);
    expect(await takenAt(world.sessions.s1.id)).toBeNull();
  });

  it('answers 409 once the session is closed', async () => {
    ctx.clock.set(DURING_S1);
    await ctx.db
      .update(sessions)
      .set({ suppressAttendance: true })
      .where(eq(sessions.id, world.sessions.s1.id));
    const { status, body } = await submit(tia, world.sessions.s1.id, {
      attendances: [{ id: samOnS1, attended: true }],
    });
    expect(status).toBe(409);
    expect(body.errors.base).toEqual([ATTENDANCE_CLOSED_MESSAGE]);
  });

  it('answers 422 for an attendance of another session, storing nothing', async () => {
    ctx.clock.set(DURING_S1);
    const { status, body } = await submit(admin, world.sessions.s1.id, {
      attendances: [
        { id: samOnS1, attended: true, points: 10 },
        { id: sidOnS2, attended: true },
      ],
    });
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty(['attendances[1].id']);
    expect((await storedAttendance(samOnS1)).attended).toBeNull();
    expect(await takenAt(world.sessions.s1.id)).toBeNull();
  });

  it('requires a 140-character note in the Tutoring brand, keyed by row', async () => {
    const { status, body } = await submit(tom, world.sessions.s3.id, {
      attendances: [{ id: piaOnS3, attended: true, notes: 'Good session' }],
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'attendances[0].notes': ['128 more characters please'],
      base: [ATTENDANCE_INVALID_MESSAGE],
    });
    expect(await takenAt(world.sessions.s3.id)).toBeNull();
    const ok = await submit(tom, world.sessions.s3.id, {
      attendances: [{ id: piaOnS3, attended: true, notes: LONG_NOTE }],
    });
    expect(ok.status).toBe(200);
  });

  it('takes no note for a student who did not attend, and no points outside points brands', async () => {
    const { status, body } = await submit(tom, world.sessions.s3.id, {
      attendances: [{ id: piaOnS3, attended: false, notes: 'Was absent', points: 10 }],
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['attendances[0].points']);
    const unattendedNote = await submit(tom, world.sessions.s3.id, {
      attendances: [{ id: piaOnS3, attended: false, notes: 'Was absent' }],
    });
    expect(unattendedNote.status).toBe(422);
    expect(unattendedNote.body.errors).toHaveProperty(['attendances[0].notes']);
  });

  it('answers 422 for a body that is not an attendance submit', async () => {
    ctx.clock.set(DURING_S1);
    for (const body of [{}, { attendances: [{ id: samOnS1 }] }, { attendances: 'all' }]) {
      expect((await submit(tia, world.sessions.s1.id, body)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
  });

  it('refuses an assigned tutor who does not supervise (403), a student (403), a stranger (404)', async () => {
    ctx.clock.set(new Date('2026-03-11T16:00:00Z'));
    const row = { attendances: [{ id: sidOnS2, attended: true }] };
    expect((await submit(tia, world.sessions.s2.id, row)).status).toBe(403);
    expect((await submit(sam, world.sessions.s1.id, row)).status).toBe(403);
    expect((await submit(tom, world.sessions.s1.id, row)).status).toBe(404);
    // A stranger with a CSRF token (from the session call) but no sign-in.
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect((await submit(stranger, world.sessions.s1.id, row)).status).toBe(401);
    expect((await submit(admin, 999_999, row)).status).toBe(404);
  });
});

describe.each(BACKENDS)('PUT /attendances/{id} applies the attendance rules (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let tia: TestAgent;
  let tom: TestAgent;
  let samOnS1: number;
  let piaOnS3: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [tia, tom] = await ctx.signInAs('tia', 'tom');
    const rows = await ctx.db.select().from(attendances);
    samOnS1 = rows.find((r) => r.sessionId === world.sessions.s1.id)!.id;
    piaOnS3 = rows.find((r) => r.sessionId === world.sessions.s3.id)!.id;
  });
  afterAll(() => ctx?.close());

  const update = (agent: TestAgent, id: number, attendance: unknown) =>
    call<OneBody<'attendance', Attendance> & ProblemBody>(
      agent.put(`/api/v2/attendances/${id}`, { attendance }),
    );

  it('requires the note in the Tutoring brand and takes a long one', async () => {
    const short = await update(tom, piaOnS3, { attended: true, notes: 'ok' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ notes: ['138 more characters please'] });
    const long = await update(tom, piaOnS3, { attended: true, notes: LONG_NOTE });
    expect(long.status).toBe(200);
    expect(long.body.attendance).toMatchObject({ attended: true, notes: LONG_NOTE });
  });

  it('answers 409 before attendance opens', async () => {
    ctx.clock.set(new Date('2026-03-10T15:00:00Z'));
    const { status, body } = await update(tia, samOnS1, { attended: true });
    expect(status).toBe(409);
    expect(body.errors.base).toEqual([ATTENDANCE_NOT_OPEN_MESSAGE]);
    // A row left untaken records nothing, so it is no attendance taken early.
    expect((await update(tia, samOnS1, { attended: null, notes: null })).status).toBe(200);
    ctx.clock.set(DURING_S1);
    expect((await update(tia, samOnS1, { attended: true })).status).toBe(200);
  });
});
