import {
  SCHEDULE_CHANGE_EVENT,
  PLACES_INVALID_MESSAGE,
  SESSION_EDITOR_MESSAGES,
  TUTOR_DOUBLE_BOOKED_MESSAGE,
  batchFromRows,
  emptySessionEditorForm,
  rowsFromForm,
  type SessionBatchResult,
  type SessionBatchRowErrors,
} from '@tp/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  attendances,
  courseHistories,
  sessionTypes,
  sessions,
} from '../db/schema/index.ts';
import { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

type Problem = ProblemBody & { meta?: { rows: SessionBatchRowErrors[] } };
const BATCH = '/api/v2/sessions/batch';
const HOUR = 3_600_000;

/**
 * The session editor's save through the app (TEST_NOW is 2026-03-10T15:00Z). Course c1 (brand
 * Points) gets three session types; each test makes the sessions it changes, so none depends
 * on another's writes.
 */
describe.each(BACKENDS)('sessions: the session editor batch save (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let student: TestAgent;
  let online: number;
  let classroom: number;
  let tutoring: number;
  let c1: number;
  let tiaId: number;
  let tomId: number;
  let day = 0;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tia, tom, student] = await ctx.signInAs('admin', 'tia', 'tom', 'sam');
    c1 = world.courses.c1.id;
    tiaId = world.users.tia.employeeId!;
    tomId = world.users.tom.employeeId!;
    const types = await ctx.db
      .insert(sessionTypes)
      .values([
        {
          brandId: world.brands.points.id,
          name: 'Online class',
          sessionClass: 'Course',
          minDuration: 30,
        },
        {
          brandId: world.brands.points.id,
          name: 'Classroom',
          sessionClass: 'Course',
          online: false,
        },
        { brandId: world.brands.points.id, name: 'Tutoring', sessionClass: 'Tutoring' },
      ])
      .returning();
    [online, classroom, tutoring] = types.map((t) => t.id) as [number, number, number];
  });
  afterAll(() => ctx?.close());

  /** A Tutoring session of c1 on a day of its own (from April on), its tutor staffed, Sam attending. */
  async function makeSession(
    supervisorId: number,
    extra: { assigned?: number[]; type?: 'Tutoring' | 'Course' } = {},
  ) {
    day += 1;
    const startsAt = new Date(Date.UTC(2026, 3, day, 16));
    const type = extra.type ?? 'Tutoring';
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: c1,
        type,
        supervisorId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        duration: 60,
        sessionTypeId: type === 'Tutoring' ? tutoring : online,
        notes: 'bring the workbook',
      })
      .returning();
    await ctx.db
      .insert(assignments)
      .values([
        { sessionId: row!.id, employeeId: supervisorId, supervisor: true },
        ...(extra.assigned ?? []).map((employeeId) => ({ sessionId: row!.id, employeeId })),
      ]);
    await ctx.db.insert(attendances).values({ sessionId: row!.id, studentId: world.students.sam });
    return row!;
  }

  const row = (overrides: Record<string, unknown> = {}) => ({
    sessionTypeId: online,
    startsAt: '2026-05-04T16:00:00Z',
    duration: 60,
    employeesRequired: 1,
    ...overrides,
  });

  const save = (agent: TestAgent, body: unknown) =>
    call<SessionBatchResult & Problem>(agent.post(BATCH, body));
  const exists = async (id: number) =>
    (await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).length > 0;
  const courseSessionCount = async () =>
    (await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.courseId, c1)))
      .length;

  it('replaces edited sessions: the old ones are gone, the replacements keep their tutors, students and notes', async () => {
    const a = await makeSession(tiaId);
    const b = await makeSession(tomId, { assigned: [tiaId] });
    ctx.realtime.events.length = 0;
    const later = (s: typeof a) => new Date(s.startsAt.getTime() + HOUR).toISOString();
    const { status, body } = await save(admin, {
      courseId: c1,
      rows: [
        row({ replacesId: a.id, sessionTypeId: tutoring, startsAt: later(a) }),
        row({ replacesId: b.id, sessionTypeId: tutoring, startsAt: later(b), duration: 90 }),
      ],
    });
    expect(status).toBe(200);
    expect(body.deletedIds.sort()).toEqual([a.id, b.id].sort());
    expect(await exists(a.id)).toBe(false);
    expect(await exists(b.id)).toBe(false);
    const [first, second] = body.sessionIds;
    const shown = await call<{
      session: { startsAt: string; duration: number; supervisorId: number; notes: string };
    }>(admin.get(`/api/v2/sessions/${second}`));
    expect(shown.body.session).toMatchObject({
      startsAt: later(b),
      duration: 90,
      supervisorId: tomId,
      notes: 'bring the workbook',
    });
    const staff = await ctx.db
      .select({
        sessionId: assignments.sessionId,
        employeeId: assignments.employeeId,
        supervisor: assignments.supervisor,
      })
      .from(assignments)
      .where(inArray(assignments.sessionId, [first!, second!]));
    expect(staff).toEqual(
      expect.arrayContaining([
        { sessionId: first, employeeId: tiaId, supervisor: true },
        { sessionId: second, employeeId: tomId, supervisor: true },
        { sessionId: second, employeeId: tiaId, supervisor: false },
      ]),
    );
    expect(staff).toHaveLength(3);
    const students = await ctx.db
      .select({ studentId: attendances.studentId })
      .from(attendances)
      .where(eq(attendances.sessionId, first!));
    expect(students).toEqual([{ studentId: world.students.sam }]);
    const history = await ctx.db
      .select({ change: courseHistories.change })
      .from(courseHistories)
      .where(eq(courseHistories.sessionId, first!));
    expect(history).toEqual([{ change: 'Session replaced' }]);
    const published = ctx.realtime.events.filter((e) => e.event === SCHEDULE_CHANGE_EVENT);
    expect(published.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { sessionId: a.id, action: 'deleted' },
        { sessionId: first, action: 'created' },
      ]),
    );
    expect(new Set(published.map((e) => e.channel)).size).toBeGreaterThanOrEqual(2);
  });

  it('adds new sessions with the course students attending, and deletes the sessions removed from the table', async () => {
    const gone = await makeSession(tomId);
    const { status, body } = await save(admin, {
      courseId: c1,
      tutorId: tomId,
      rows: [row({ sessionTypeId: classroom, place: '1 Main St', room: '4B', name: 'Mock test' })],
      deleteIds: [gone.id],
    });
    expect(status).toBe(200);
    expect(await exists(gone.id)).toBe(false);
    const [created] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, body.sessionIds[0]!));
    expect(created).toMatchObject({
      type: 'Course',
      online: false,
      place: '1 Main St',
      room: '4B',
      name: 'Mock test',
      supervisorId: tomId,
      sessionTypeId: classroom,
    });
    const students = await ctx.db
      .select({ studentId: attendances.studentId })
      .from(attendances)
      .where(eq(attendances.sessionId, created!.id));
    // c1's active enrollment is Sam's (Sid's is canceled).
    expect(students).toEqual([{ studentId: world.students.sam }]);
  });

  it('saves a weekly repeat across a daylight-saving change at the same local time', async () => {
    // London moves to summer time on 29 March 2026: 10:00 local is 10:00Z, then 09:00Z.
    let n = 0;
    const rows = rowsFromForm(
      {
        ...emptySessionEditorForm(),
        sessionTypeId: online,
        date: '2026-03-24',
        time: '10:00',
        duration: 60,
        repeatWeeks: 3,
      },
      { id: online, name: 'Online class', sessionClass: 'Course', online: true, minDuration: 30 },
      'Europe/London',
      () => `k${++n}`,
    );
    const { status, body } = await save(
      admin,
      batchFromRows(rows, { courseId: c1, zone: 'Europe/London' }),
    );
    expect(status).toBe(200);
    const saved = await ctx.db
      .select({ startsAt: sessions.startsAt })
      .from(sessions)
      .where(inArray(sessions.id, body.sessionIds))
      .orderBy(sessions.startsAt);
    expect(saved.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-03-24T10:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-04-07T09:00:00.000Z',
    ]);
  });

  it('refuses rows against the rules with 422s that name each row, and saves nothing', async () => {
    const kept = await makeSession(tiaId);
    const before = await courseSessionCount();
    const { status, body } = await save(admin, {
      courseId: c1,
      rows: [
        row({ replacesId: kept.id }),
        row({ duration: 20 }),
        row({ sessionTypeId: classroom, name: 'x'.repeat(21) }),
        row({ employeesRequired: 21, duration: 601 }),
      ],
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'rows[1].duration': ['must be at least 30 minutes'],
      'rows[2].place': ["can't be blank"],
      'rows[2].name': ['is too long (maximum is 20 characters)'],
      'rows[3].duration': ['must be at most 600 minutes'],
      'rows[3].employeesRequired': ['must be between 0 and 20'],
    });
    expect(body.meta!.rows.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(await exists(kept.id)).toBe(true);
    expect(await courseSessionCount()).toBe(before);
  });

  it('keeps the looked-up place a row was chosen from, and refuses an unknown one on its row', async () => {
    const place = world.places.centre;
    const saved = await save(tia, {
      courseId: c1,
      rows: [
        row({
          sessionTypeId: classroom,
          startsAt: '2026-05-20T16:00:00Z',
          place: place.formatted,
          placeId: place.placeId,
          room: 'A1',
        }),
      ],
    });
    expect(saved.status).toBe(200);
    const [stored] = await ctx.db
      .select({ place: sessions.place, placeId: sessions.placeId })
      .from(sessions)
      .where(eq(sessions.id, saved.body.sessionIds[0]!));
    expect(stored).toEqual({ place: place.formatted, placeId: place.placeId });
    const shown = await call<{ session: { placeId: string | null } }>(
      tia.get(`/api/v2/sessions/${saved.body.sessionIds[0]}`),
    );
    expect(shown.body.session.placeId).toBe(place.placeId);

    const before = await courseSessionCount();
    const refused = await save(admin, {
      courseId: c1,
      rows: [
        row({ sessionTypeId: classroom, place: place.formatted, placeId: place.placeId }),
        row({ sessionTypeId: classroom, place: '1 Nowhere Rd', placeId: 'tp:no-such-place' }),
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'rows[1].placeId': [PLACES_INVALID_MESSAGE] });
    expect(await courseSessionCount()).toBe(before);
  });

  it('refuses a session type of another brand and a session of another course', async () => {
    const { status, body } = await save(admin, {
      courseId: world.courses.c2.id,
      rows: [row(), row({ replacesId: world.sessions.s4.id })],
    });
    expect(status).toBe(422);
    expect(body.errors['rows[0].sessionTypeId']).toEqual([SESSION_EDITOR_MESSAGES.typeNotOfBrand]);
    expect(body.errors['rows[1].replacesId']).toEqual([SESSION_EDITOR_MESSAGES.notInCourse]);
  });

  it('refuses to replace a session whose attendance was taken', async () => {
    const taken = await makeSession(tiaId);
    await ctx.db
      .update(sessions)
      .set({ attendanceTakenAt: new Date() })
      .where(eq(sessions.id, taken.id));
    const { status, body } = await save(admin, {
      courseId: c1,
      rows: [row({ replacesId: taken.id })],
    });
    expect(status).toBe(422);
    expect(body.errors['rows[0].base']).toEqual([SESSION_EDITOR_MESSAGES.attendanceTaken]);
  });

  it('answers 409 when a tutor would be double-booked, and rolls back the rows before it', async () => {
    const moved = await makeSession(tiaId);
    const busy = await makeSession(tomId);
    const before = await courseSessionCount();
    const { status, body } = await save(admin, {
      courseId: c1,
      tutorId: tomId,
      rows: [
        row({ replacesId: moved.id, sessionTypeId: tutoring, startsAt: '2026-05-20T16:00:00Z' }),
        row({ startsAt: new Date(busy.startsAt.getTime() + HOUR / 2).toISOString() }),
      ],
    });
    expect(status).toBe(409);
    expect(body.errors.base).toEqual([TUTOR_DOUBLE_BOOKED_MESSAGE]);
    expect(body.meta!.rows).toEqual([
      { index: 1, errors: { base: [TUTOR_DOUBLE_BOOKED_MESSAGE] } },
    ]);
    expect(await exists(moved.id)).toBe(true);
    const [still] = await ctx.db.select().from(sessions).where(eq(sessions.id, moved.id));
    expect(still!.startsAt.toISOString()).toBe(moved.startsAt.toISOString());
    expect(await courseSessionCount()).toBe(before);
  });

  it('lets a tutor move a session they supervise and add their own sessions to a course they teach', async () => {
    const own = await makeSession(tiaId);
    const { status, body } = await save(tia, {
      courseId: c1,
      rows: [
        row({ replacesId: own.id, sessionTypeId: tutoring, startsAt: '2026-06-01T18:00:00Z' }),
        row({ startsAt: '2026-06-02T18:00:00Z' }),
      ],
    });
    expect(status).toBe(200);
    const saved = await ctx.db
      .select({ supervisorId: sessions.supervisorId })
      .from(sessions)
      .where(inArray(sessions.id, body.sessionIds));
    expect(saved).toEqual([{ supervisorId: tiaId }, { supervisorId: tiaId }]);
  });

  it('keeps tutors to their own sessions and courses: 403 or 404', async () => {
    const toms = await makeSession(tomId, { assigned: [tiaId] });
    const tias = await makeSession(tiaId);
    // Tia is on Tom's session but does not supervise it.
    expect((await save(tia, { courseId: c1, rows: [row({ replacesId: toms.id })] })).status).toBe(
      403,
    );
    // Tom is not on Tia's session at all: for him it does not exist.
    expect((await save(tom, { courseId: c1, rows: [], deleteIds: [tias.id] })).status).toBe(404);
    // Tia teaches nothing in c2, and cannot schedule for Tom.
    expect((await save(tia, { courseId: world.courses.c2.id, rows: [row()] })).status).toBe(403);
    expect((await save(tia, { courseId: c1, tutorId: tomId, rows: [row()] })).status).toBe(403);
    expect(await exists(toms.id)).toBe(true);
    expect(await exists(tias.id)).toBe(true);
  });

  it('lets a tutor move and delete several of their Tutoring sessions in one save', async () => {
    const [first, second, third] = [
      await makeSession(tiaId),
      await makeSession(tiaId),
      await makeSession(tiaId),
    ];
    const { status, body } = await save(tia, {
      courseId: c1,
      rows: [
        row({ replacesId: first!.id, sessionTypeId: tutoring, startsAt: '2026-06-08T18:00:00Z' }),
        row({ replacesId: second!.id, sessionTypeId: tutoring, startsAt: '2026-06-09T18:00:00Z' }),
      ],
      deleteIds: [third!.id],
    });
    expect(status).toBe(200);
    expect(body.deletedIds.sort()).toEqual([first!.id, second!.id, third!.id].sort());
    for (const old of [first!, second!, third!]) expect(await exists(old.id)).toBe(false);
    const moved = await ctx.db
      .select({ startsAt: sessions.startsAt, supervisorId: sessions.supervisorId })
      .from(sessions)
      .where(inArray(sessions.id, body.sessionIds))
      .orderBy(sessions.startsAt);
    expect(moved).toEqual([
      { startsAt: new Date('2026-06-08T18:00:00Z'), supervisorId: tiaId },
      { startsAt: new Date('2026-06-09T18:00:00Z'), supervisorId: tiaId },
    ]);
  });

  it('refuses a tutor editing or deleting a session that is not Tutoring or that they do not supervise: 403, nothing changed', async () => {
    const ownCourseSession = await makeSession(tiaId, { type: 'Course' });
    const assisted = await makeSession(tomId, { assigned: [tiaId] });
    const own = await makeSession(tiaId);
    const refusals = [
      { courseId: c1, rows: [], deleteIds: [ownCourseSession.id] },
      { courseId: c1, rows: [row({ replacesId: ownCourseSession.id })] },
      { courseId: c1, rows: [], deleteIds: [assisted.id] },
      // One session out of bounds refuses the whole batch, the tutor's own session included.
      { courseId: c1, rows: [], deleteIds: [own.id, assisted.id] },
      {
        courseId: c1,
        rows: [row({ replacesId: own.id, sessionTypeId: tutoring })],
        deleteIds: [ownCourseSession.id],
      },
    ];
    for (const body of refusals) {
      const answer = await save(tia, body);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(SESSION_EDITOR_MESSAGES.onlyOwnSessions);
    }
    for (const kept of [ownCourseSession, assisted, own]) expect(await exists(kept.id)).toBe(true);
    // Staff may change any of them.
    expect((await save(admin, { courseId: c1, rows: [], deleteIds: [assisted.id] })).status).toBe(
      200,
    );
  });

  it('answers 401 signed out, 403 to a student, 404 for an unknown course or session, 422 for a malformed body', async () => {
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect((await stranger.post(BATCH, { courseId: c1, rows: [] })).status).toBe(401);
    expect((await save(student, { courseId: c1, rows: [] })).status).toBe(403);
    expect((await save(admin, { courseId: 999_999, rows: [] })).status).toBe(404);
    expect((await save(admin, { courseId: c1, rows: [row({ replacesId: 999_999 })] })).status).toBe(
      404,
    );
    const malformed = await save(admin, { courseId: c1, rows: [{ startsAt: 'soon' }] });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty('rows');
  });
});
