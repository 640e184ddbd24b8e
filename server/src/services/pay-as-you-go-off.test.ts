import {
  PAY_AS_YOU_GO_OFF_CANCEL_REASON,
  type PayAsYouGoOffPreview,
  type Session,
} from '@tp/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendances,
  courses,
  employees,
  enrollments,
  sessions,
  subjects,
  users,
} from '../db/schema/index.ts';
import { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

const HOUR = 60 * 60_000;

describe.each(BACKENDS)('turning Pay As You Go off (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;
  let piaEnrollment: { id: number; courseId: number };
  let samEnrollment: number;
  let tutorEmployeeId: number;
  let tutorName: string;

  /** A Tutoring session of Pia's enrollment `hoursFromNow` hours from now, supervised by Tia. */
  async function piaSession(hoursFromNow: number): Promise<number> {
    const startsAt = new Date(TEST_NOW.getTime() + hoursFromNow * HOUR);
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: piaEnrollment.courseId,
        type: 'Tutoring',
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        duration: 60,
        enrollmentId: piaEnrollment.id,
        supervisorId: tutorEmployeeId,
      })
      .returning({ id: sessions.id });
    await ctx.db.insert(attendances).values({ sessionId: row!.id, studentId: world.students.pia });
    return row!.id;
  }

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, pam, sam, tia] = await ctx.signInAs('admin', 'advisor', 'pam', 'sam', 'tia');
    const rows = await ctx.db.select().from(enrollments);
    const pia = rows.find((r) => r.studentId === world.students.pia)!;
    piaEnrollment = { id: pia.id, courseId: pia.courseId };
    samEnrollment = rows.find((r) => r.studentId === world.students.sam)!.id;
    const [tutor] = await ctx.db
      .select({ id: employees.id, firstName: users.firstName, lastName: users.lastName })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(users.id, world.users.tia.id));
    tutorEmployeeId = tutor!.id;
    tutorName = `${tutor!.firstName} ${tutor!.lastName.charAt(0)}.`;
  });
  afterAll(() => ctx?.close());

  const preview = (agent: TestAgent, id: number) =>
    call<PayAsYouGoOffPreview & ProblemBody>(
      agent.get(`/api/v2/enrollments/${id}/pay_as_you_go_off`),
    );
  const turnOff = (agent: TestAgent, id: number) =>
    call<{ arrearBilling: boolean; removedSessionIds: number[] } & ProblemBody>(
      agent.put(`/api/v2/enrollments/${id}/arrear_billing`, {
        enrollment: { arrearBilling: false },
      }),
    );

  it('lists the upcoming sessions it would remove, soonest first, with tutor and subject', async () => {
    const [subject] = await ctx.db
      .insert(subjects)
      .values({ name: 'Algebra', categoryName: 'Math' })
      .returning();
    await ctx.db
      .update(courses)
      .set({ subjectId: subject!.id })
      .where(eq(courses.id, piaEnrollment.courseId));
    await piaSession(-24);
    const later = await piaSession(24 * 7);
    const soon = await piaSession(24);
    const { status, body } = await preview(pam, piaEnrollment.id);
    expect(status).toBe(200);
    expect(body.sessions.map((s) => s.id)).toEqual([soon, later]);
    expect(body.sessions[0]).toMatchObject({
      startsAt: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(),
      endsAt: new Date(TEST_NOW.getTime() + 25 * HOUR).toISOString(),
      tutorName,
      subjectName: 'Algebra',
    });
  });

  it('cancels exactly the listed sessions, keeps them as canceled with the reason, and e-mails the family', async () => {
    const soon = await piaSession(24);
    const later = await piaSession(48);
    const listed = (await preview(pam, piaEnrollment.id)).body.sessions.map((s) => s.id);
    const mailsBefore = ctx.mailer.sent.length;

    const { status, body } = await turnOff(pam, piaEnrollment.id);
    expect(status).toBe(200);
    expect(body.removedSessionIds).toEqual(listed);
    const rows = await ctx.db
      .select({ id: sessions.id, canceledAt: sessions.canceledAt, reason: sessions.cancelReason })
      .from(sessions)
      .where(inArray(sessions.id, [soon, later]));
    for (const row of rows) {
      expect(row.canceledAt).not.toBeNull();
      expect(row.reason).toBe(PAY_AS_YOU_GO_OFF_CANCEL_REASON);
    }
    // The family's Sessions list still has them, canceled with the reason.
    const shown = await call<{ session: Session }>(pam.get(`/api/v2/sessions/${soon}`));
    expect(shown.body.session).toMatchObject({ cancelReason: PAY_AS_YOU_GO_OFF_CANCEL_REASON });
    expect(shown.body.session.canceledAt).not.toBeNull();

    const mails = ctx.mailer.sent.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(world.users.pam.email);
    expect(mails[0]!.subject).toBe('Pay As You Go turned off: 2 upcoming sessions canceled');
    expect(mails[0]!.text).toContain(tutorName);
    expect(mails[0]!.text.match(/^- /gm)).toHaveLength(2);
    expect((await preview(pam, piaEnrollment.id)).body).toEqual({
      sessions: [],
      pendingDatesCount: 0,
    });
  });

  it('sends no mail when there was nothing upcoming to remove', async () => {
    const mailsBefore = ctx.mailer.sent.length;
    const { status, body } = await turnOff(advisor, piaEnrollment.id);
    expect(status).toBe(200);
    expect(body.removedSessionIds).toEqual([]);
    expect(ctx.mailer.sent.length).toBe(mailsBefore);
  });

  it('lets staff and the parent ask; 401, 403 for a tutor and a student, 404 for another family', async () => {
    expect((await preview(admin, piaEnrollment.id)).status).toBe(200);
    expect((await preview(advisor, piaEnrollment.id)).status).toBe(200);
    expect((await preview(new TestAgent(ctx.app), piaEnrollment.id)).status).toBe(401);
    expect((await preview(tia, piaEnrollment.id)).status).toBe(403);
    expect((await preview(sam, samEnrollment)).status).toBe(403);
    expect((await preview(pam, samEnrollment)).status).toBe(404);
    expect((await preview(admin, 999_999)).status).toBe(404);
  });
});
