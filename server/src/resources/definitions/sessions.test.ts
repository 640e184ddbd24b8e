import type { Session } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, sessions } from '../../db/schema/index.ts';
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

describe.each(BACKENDS)('sessions: the unassigned filter (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let unstaffedId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    admin = await ctx.signIn('admin');
    // A session nobody supervises or is assigned to: what the dashboard's card counts.
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: world.sessions.s1.courseId,
        supervisorId: null,
        startsAt: new Date('2026-03-10T18:00:00Z'),
        endsAt: new Date('2026-03-10T19:00:00Z'),
        duration: 60,
        type: 'Tutoring',
      })
      .returning();
    unstaffedId = row!.id;
  });
  afterAll(() => ctx?.close());

  const list = (query: string) =>
    call<ListBody<'sessions', Session>>(admin.get(`/api/v2/sessions?per=100&${query}`));

  it('true lists only the sessions without a supervisor or an assignment', async () => {
    const { status, body } = await list('unassigned=true');
    expect(status).toBe(200);
    expect(idsOf(body.sessions)).toEqual([unstaffedId]);
    expect(body.meta.totalCount).toBe(1);
  });

  it('false lists the staffed ones, a supervisor alone counting as staffed', async () => {
    const { body } = await list('unassigned=false');
    const { s1, s2, s3, s4 } = world.sessions;
    // s3 and s4 have a supervisor but no assignment rows in the fixture world.
    expect(idsOf(body.sessions).sort((a, b) => a - b)).toEqual(
      [s1.id, s2.id, s3.id, s4.id].sort((a, b) => a - b),
    );
  });

  it('combines with the time window, as the dashboard asks for today', async () => {
    const today = await list(
      'unassigned=true&startsAt=2026-03-10T00:00:00Z&endsAt=2026-03-11T00:00:00Z',
    );
    expect(idsOf(today.body.sessions)).toEqual([unstaffedId]);
    const tomorrow = await list(
      'unassigned=true&startsAt=2026-03-11T00:00:00Z&endsAt=2026-03-12T00:00:00Z',
    );
    expect(tomorrow.body.sessions).toEqual([]);
  });

  it('refuses a value that is not a boolean with a 422 on the filter', async () => {
    const { status, body } = await call<ProblemBody>(
      admin.get('/api/v2/sessions?unassigned=maybe'),
    );
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('unassigned');
  });
});

describe.each(BACKENDS)('sessions: GET earlier_sessions (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent, tia: TestAgent, tom: TestAgent, sam: TestAgent, pam: TestAgent;
  let tomId: number;
  const path = '/api/v2/sessions/earlier_sessions';
  // Tom's day of s2 (Sid, 16:00), and the three days from s3 (Pia, Mar 9) to it.
  const sidsDay = 'startsAt=2026-03-11T00:00:00Z&endsAt=2026-03-12T00:00:00Z';
  const threeDays = 'startsAt=2026-03-09T00:00:00Z&endsAt=2026-03-12T00:00:00Z';
  const ask = (who: TestAgent, query: string) =>
    call<{ students: { studentId: number; earlierSessions: number }[] }>(
      who.get(`${path}?${query}`),
    );

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tia, tom, sam, pam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam', 'pam');
    tomId = world.users.tom.employeeId!;
  });
  afterAll(() => ctx?.close());

  /** A session of Tom's with Sid on it, `canceled` or standing. */
  async function sidWithTom(startsAt: string, canceled = false) {
    const start = new Date(startsAt);
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: world.sessions.s2.courseId,
        supervisorId: tomId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        duration: 60,
        type: 'Tutoring',
        canceledAt: canceled ? start : null,
      })
      .returning();
    await ctx.db.insert(attendances).values({ sessionId: row!.id, studentId: world.students.sid });
  }

  it("counts each student's sessions with the tutor before their first in the window", async () => {
    const first = await ask(admin, `tutorId=${tomId}&${threeDays}`);
    expect(first.status).toBe(200);
    // Pia (s3, Mar 9) and Sid (s2, Mar 11) have no earlier session with Tom: both are new.
    expect(first.body.students).toEqual(
      [
        { studentId: world.students.sid, earlierSessions: 0 },
        { studentId: world.students.pia, earlierSessions: 0 },
      ].sort((a, b) => a.studentId - b.studentId),
    );

    // Two earlier sessions of Sid with Tom, and a canceled one, which holds no time.
    await sidWithTom('2026-03-02T16:00:00Z');
    await sidWithTom('2026-03-04T16:00:00Z');
    await sidWithTom('2026-03-06T16:00:00Z', true);
    const later = await ask(admin, `tutorId=${tomId}&${sidsDay}`);
    expect(later.body.students).toEqual([{ studentId: world.students.sid, earlierSessions: 2 }]);
    // Sid's sessions with Tia count for Tia alone: Sid is not new to Tom because of them.
    const tiaId = world.users.tia.employeeId!;
    const withTia = await ask(admin, `tutorId=${tiaId}&${sidsDay}`);
    expect(withTia.body.students).toEqual([{ studentId: world.students.sid, earlierSessions: 0 }]);
  });

  it('answers an empty list for a day with no sessions', async () => {
    const { status, body } = await ask(
      admin,
      `tutorId=${tomId}&startsAt=2026-05-01T00:00:00Z&endsAt=2026-05-02T00:00:00Z`,
    );
    expect(status).toBe(200);
    expect(body.students).toEqual([]);
  });

  it('lets tutors and families count only what they may read', async () => {
    // Tom's own day; Tia is on s2 too (assigned), so she sees Sid there.
    expect((await ask(tom, `tutorId=${tomId}&${threeDays}`)).body.students).toHaveLength(2);
    const tiaView = await ask(tia, `tutorId=${tomId}&${threeDays}`);
    expect(tiaView.body.students.map((s) => s.studentId)).toEqual([world.students.sid]);
    // Pam sees her Pia; Sam, who attends none of Tom's sessions, sees nobody.
    const pamView = await ask(pam, `tutorId=${tomId}&${threeDays}`);
    expect(pamView.body.students).toEqual([{ studentId: world.students.pia, earlierSessions: 0 }]);
    expect((await ask(sam, `tutorId=${tomId}&${threeDays}`)).body.students).toEqual([]);
  });

  it('refuses a visitor (401) and a bad window or tutor (422)', async () => {
    const anonymous = new TestAgent(ctx.app);
    expect((await ask(anonymous, `tutorId=${tomId}&${sidsDay}`)).status).toBe(401);
    const backwards = await call<ProblemBody>(
      admin.get(
        `${path}?tutorId=${tomId}&startsAt=2026-03-12T00:00:00Z&endsAt=2026-03-11T00:00:00Z`,
      ),
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors?.endsAt).toEqual(['must be after the start time']);
    const tooLong = await ask(
      admin,
      `tutorId=${tomId}&startsAt=2026-01-01T00:00:00Z&endsAt=2026-06-01T00:00:00Z`,
    );
    expect(tooLong.status).toBe(422);
    const noTutor = await call<ProblemBody>(admin.get(`${path}?${sidsDay}`));
    expect(noTutor.status).toBe(422);
    expect(noTutor.body.errors).toHaveProperty('tutorId');
  });
});
