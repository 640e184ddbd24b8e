import type { Session } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, courses, sessionMeetings, sessions } from '../../db/schema/index.ts';
import { MeetingProviderError, type MeetingProvider } from '../../meetings/meeting-provider.ts';
import { MEETING_UNAVAILABLE_MESSAGE } from '../../services/session-meetings.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type SessionBody = { session: Session };
const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/;
/** s1 (Tia's, Sam attends) runs 16:00–17:00 on TEST_NOW's day; this is 10 minutes before it. */
const JUST_BEFORE_S1 = new Date('2026-03-10T15:50:00Z');

describe.each(BACKENDS)('sessions: live fields and meetings (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent, tia: TestAgent, tom: TestAgent, sam: TestAgent, hr: TestAgent;
  let s1: number, s2: number, s3: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr'] });
    world = ctx.world;
    [admin, tia, tom, sam, hr] = await ctx.signInAs('admin', 'tia', 'tom', 'sam', 'hr');
    ({
      s1: { id: s1 },
      s2: { id: s2 },
      s3: { id: s3 },
    } = world.sessions);
  });
  afterAll(() => ctx?.close());

  const show = (agent: TestAgent, id: number) =>
    call<SessionBody>(agent.get(`/api/v2/sessions/${id}`));
  const prepare = (agent: TestAgent, id: number) =>
    call<SessionBody & ProblemBody>(agent.get(`/api/v2/sessions/${id}/prepare`));

  describe('live fields', () => {
    it('tell the supervisor 10 minutes before the start that they may launch and take attendance', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const { status, body } = await show(tia, s1);
      expect(status).toBe(200);
      expect(body.session).toMatchObject({
        launchable: true,
        recentlyStarted: true,
        attendanceOpen: true,
        isPast: false,
        canLaunch: true,
        canAttend: false,
        canEdit: true,
        canCancel: true,
        identifier: null,
        zoomMeeting: null,
        includePoints: true,
        requiresAttendanceNote: false,
        dynamicSubject: false,
        subjectId: null,
        sessionSubject: null,
      });
    });

    it('tell an attending student they may join but not launch, edit or cancel', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const { body } = await show(sam, s1);
      expect(body.session).toMatchObject({
        canAttend: true,
        canLaunch: false,
        canEdit: false,
        canCancel: false,
      });
    });

    it('are closed an hour before the start', async () => {
      const { body } = await show(tia, s1);
      expect(TEST_NOW.toISOString()).toBe('2026-03-10T15:00:00.000Z');
      expect(body.session).toMatchObject({
        launchable: false,
        recentlyStarted: false,
        attendanceOpen: false,
      });
    });

    it('tell an assigned tutor who does not supervise that they may attend', async () => {
      const { body } = await show(tia, s2);
      expect(body.session).toMatchObject({ canAttend: true, canLaunch: false, canEdit: false });
    });

    it('mark a past session of the Private Tutoring brand as past and needing notes', async () => {
      const { body } = await show(tom, s3);
      expect(body.session).toMatchObject({
        isPast: true,
        launchable: false,
        canCancel: false,
        requiresAttendanceNote: true,
      });
    });

    it('are answered on every record of a list', async () => {
      const { body } = await call<{ sessions: Session[] }>(admin.get('/api/v2/sessions?per=10'));
      for (const session of body.sessions) expect(typeof session.launchable).toBe('boolean');
    });

    it('give the picked subject of a dynamic-subject course by name', async () => {
      await ctx.db
        .update(courses)
        .set({ dynamicSubject: true })
        .where(eq(courses.id, world.sessions.s1.courseId));
      const subjectId = world.subjects.algebra.id;
      const put = await call<SessionBody>(
        tia.put(`/api/v2/sessions/${s1}`, { session: { subjectId } }),
      );
      expect(put.status).toBe(200);
      expect(put.body.session).toMatchObject({
        dynamicSubject: true,
        subjectId,
        sessionSubject: { id: subjectId, name: 'Álgebra' },
      });
    });
  });

  it('refuses a subject for a course without a dynamic subject (422 on the field)', async () => {
    const { status, body } = await call<ProblemBody>(
      tia.put(`/api/v2/sessions/${s1}`, { session: { subjectId: world.subjects.algebra.id } }),
    );
    expect(status).toBe(422);
    expect(body.errors.subjectId).toEqual(['This course does not have a dynamic subject']);
  });

  describe('GET /sessions/{id}/prepare', () => {
    it('makes one Jitsi room and answers it with the session', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const first = await prepare(sam, s1);
      expect(first.status).toBe(200);
      expect(first.body.session.zoomMeeting).toEqual({
        provider: 'jitsi',
        joinUrl: expect.stringMatching(JITSI_ROOM),
      });
      const again = await prepare(tia, s1);
      expect(again.body.session.zoomMeeting?.joinUrl).toBe(first.body.session.zoomMeeting?.joinUrl);
    });

    it(
      'makes a single meeting when called many times at once',
      { meta: { racing: true } },
      async () => {
        const answers = await Promise.all([1, 2, 3, 4, 5].map(() => prepare(tia, s1)));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
        const rows = await ctx.db
          .select()
          .from(sessionMeetings)
          .where(eq(sessionMeetings.sessionId, s1));
        expect(rows).toHaveLength(1);
        expect(new Set(answers.map((a) => a.body.session.zoomMeeting?.joinUrl)).size).toBe(1);
      },
    );

    it('lets an admin prepare any session', async () => {
      expect((await prepare(admin, s1)).status).toBe(200);
    });

    it('refuses staff who neither supervise nor are assigned (403)', async () => {
      const { status } = await prepare(hr, s1);
      expect(status).toBe(403);
    });

    it('does not show a session the caller may not read (404)', async () => {
      expect((await prepare(tom, s1)).status).toBe(404);
      expect((await prepare(sam, 999_999)).status).toBe(404);
    });

    it('refuses a session that has ended (409)', async () => {
      const { status, body } = await prepare(tom, s3);
      expect(status).toBe(409);
      expect(body.error).toBe('This session has ended.');
    });

    it('refuses a canceled session (409)', async () => {
      await ctx.db.update(sessions).set({ canceledAt: TEST_NOW }).where(eq(sessions.id, s2));
      const { status, body } = await prepare(tom, s2);
      expect(status).toBe(409);
      expect(body.error).toBe('This session was canceled.');
    });

    it('asks for a sign-in (401)', async () => {
      const { status } = await call(new TestAgent(ctx.app).get(`/api/v2/sessions/${s1}/prepare`));
      expect(status).toBe(401);
    });

    it('hides the join url from readers who may not join', async () => {
      await prepare(tia, s1);
      const { body } = await show(hr, s1);
      expect(body.session.zoomMeeting).toEqual({ provider: 'jitsi', joinUrl: null });
    });
  });

  describe('GET /sessions/{id}/connect and /launch', () => {
    const joinedAt = async () => {
      const [row] = await ctx.db
        .select({ joinedAt: attendances.joinedAt })
        .from(attendances)
        .where(eq(attendances.sessionId, s1));
      return row!.joinedAt;
    };

    it('records the student’s first join and redirects to the room', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const res = await sam.get(`/api/v2/sessions/${s1}/connect`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(JITSI_ROOM);
      expect(await joinedAt()).toEqual(JUST_BEFORE_S1);
      const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, s1));
      expect(session!.connectAt).toEqual(JUST_BEFORE_S1);
      ctx.clock.advance(60_000);
      await sam.get(`/api/v2/sessions/${s1}/connect`);
      expect(await joinedAt()).toEqual(JUST_BEFORE_S1);
    });

    it('keeps the session’s lockVersion, so the tutor’s page can still save', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const before = (await show(tia, s1)).body.session.lockVersion;
      await sam.get(`/api/v2/sessions/${s1}/connect`);
      expect((await show(tia, s1)).body.session.lockVersion).toBe(before);
    });

    it('refuses to connect before the link opens (409)', async () => {
      const res = await call<ProblemBody>(sam.get(`/api/v2/sessions/${s1}/connect`));
      expect(res.status).toBe(409);
    });

    it('refuses readers who may not join (403) and hides others’ sessions (404)', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      expect((await hr.get(`/api/v2/sessions/${s1}/connect`)).status).toBe(403);
      expect((await tom.get(`/api/v2/sessions/${s1}/connect`)).status).toBe(404);
    });

    it('answers a signed-out browser 401 in JSON', async () => {
      const res = await new TestAgent(ctx.app).get(`/api/v2/sessions/${s1}/connect`);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/json/);
    });

    it('lets the supervisor launch once, recording the first launch', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const res = await tia.get(`/api/v2/sessions/${s1}/launch`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(JITSI_ROOM);
      ctx.clock.advance(120_000);
      await tia.get(`/api/v2/sessions/${s1}/launch`);
      const { body } = await show(tia, s1);
      expect(body.session.launchedAt).toBe(JUST_BEFORE_S1.toISOString());
    });

    it('lets an admin launch, not a student (403)', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      expect((await admin.get(`/api/v2/sessions/${s1}/launch`)).status).toBe(302);
      expect((await sam.get(`/api/v2/sessions/${s1}/launch`)).status).toBe(403);
    });
  });

  describe('GET /sessions/{id}/recordings', () => {
    it('answers none for a Jitsi meeting', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      await prepare(tia, s1);
      const { status, body } = await call(tia.get(`/api/v2/sessions/${s1}/recordings`));
      expect(status).toBe(200);
      expect(body).toEqual({ zoomRecordings: [] });
    });

    it('refuses staff who may not join (403)', async () => {
      expect((await hr.get(`/api/v2/sessions/${s1}/recordings`)).status).toBe(403);
    });
  });

  describe('with Zoom', () => {
    const zoom: MeetingProvider = {
      name: 'zoom',
      create: () =>
        Promise.resolve({
          externalId: '85746065',
          joinUrl: 'https://zoom.example/j/85746065',
          startUrl: 'https://zoom.example/s/85746065?zak=host',
        }),
      recordings: (externalId) =>
        Promise.resolve(
          externalId === '85746065'
            ? [
                {
                  recordingStart: '2026-03-10T16:00:00Z',
                  duration: 45,
                  downloadUrl: 'https://zoom.example/rec/download/1',
                  playUrl: 'https://zoom.example/rec/play/1',
                },
              ]
            : [],
        ),
    };
    const withZoom = async (work: () => Promise<void>) => {
      ctx.deps.meetings = zoom;
      try {
        await work();
      } finally {
        delete ctx.deps.meetings;
      }
    };

    it('gives students the join link, the host the start link, and lists recordings', () =>
      withZoom(async () => {
        ctx.clock.set(JUST_BEFORE_S1);
        const { body } = await prepare(sam, s1);
        expect(body.session.zoomMeeting).toEqual({
          provider: 'zoom',
          joinUrl: 'https://zoom.example/j/85746065',
        });
        const launch = await tia.get(`/api/v2/sessions/${s1}/launch`);
        expect(launch.headers.get('location')).toBe('https://zoom.example/s/85746065?zak=host');
        const connect = await sam.get(`/api/v2/sessions/${s1}/connect`);
        expect(connect.headers.get('location')).toBe('https://zoom.example/j/85746065');
        const recordings = await call<{ zoomRecordings: unknown[] }>(
          tia.get(`/api/v2/sessions/${s1}/recordings`),
        );
        expect(recordings.body.zoomRecordings).toHaveLength(1);
      }));

    it('answers 409 without Zoom’s details when Zoom fails', () =>
      withZoom(async () => {
        ctx.deps.meetings = {
          ...zoom,
          create: () => Promise.reject(new MeetingProviderError('Zoom refused (500)')),
        };
        const { status, body } = await prepare(tia, s1);
        expect(status).toBe(409);
        expect(body.error).toBe(MEETING_UNAVAILABLE_MESSAGE);
      }));
  });

  describe('POST /sessions/{id}/reset_subject', () => {
    it('refuses a course without a dynamic subject (422)', async () => {
      const { status, body } = await call<ProblemBody>(
        tia.post(`/api/v2/sessions/${s1}/reset_subject`),
      );
      expect(status).toBe(422);
      expect(body.errors.base).toEqual(['This course does not have a dynamic subject']);
    });

    it('clears the picked subject of a dynamic-subject course', async () => {
      await ctx.db
        .update(courses)
        .set({ dynamicSubject: true })
        .where(eq(courses.id, world.sessions.s1.courseId));
      await ctx.db
        .update(sessions)
        .set({ subjectId: world.subjects.algebra.id })
        .where(eq(sessions.id, s1));
      const { status, body } = await call<SessionBody>(
        tia.post(`/api/v2/sessions/${s1}/reset_subject`),
      );
      expect(status).toBe(200);
      expect(body.session).toMatchObject({ subjectId: null, sessionSubject: null });
    });

    it('refuses a student (403) and a tutor of another session (404)', async () => {
      expect((await sam.post(`/api/v2/sessions/${s1}/reset_subject`)).status).toBe(403);
      expect((await tom.post(`/api/v2/sessions/${s1}/reset_subject`)).status).toBe(404);
    });
  });

  describe('closing and re-opening a session', () => {
    it('lets the supervisor close attendance and open it again', async () => {
      ctx.clock.set(JUST_BEFORE_S1);
      const closed = await call<SessionBody>(
        tia.put(`/api/v2/sessions/${s1}`, { session: { suppressAttendance: true } }),
      );
      expect(closed.status).toBe(200);
      expect(closed.body.session).toMatchObject({
        suppressAttendance: true,
        attendanceOpen: false,
      });
      const reopened = await call<SessionBody>(
        tia.put(`/api/v2/sessions/${s1}`, { session: { suppressAttendance: false } }),
      );
      expect(reopened.body.session).toMatchObject({ attendanceOpen: true });
    });

    it('refuses a student (403)', async () => {
      const { status } = await call(
        sam.put(`/api/v2/sessions/${s1}`, { session: { suppressAttendance: true } }),
      );
      expect(status).toBe(403);
    });
  });
});
