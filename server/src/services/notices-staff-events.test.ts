import { HEADS_UP_EVENT, NEW_NOTICE_EVENT, privateUserChannel } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import type { ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

/**
 * The notices staff actions cause (New Assignment, Email Sent, Pace Target), written with the
 * action and announced after it; and heads-up beside new-notice for a cancelation. The world:
 * TEST_NOW is 2026-03-10T15:00Z; Tia supervises s1 (c1, today 16:00) and is on s2 (c1,
 * tomorrow); Tom supervises s2, s3 (c2, yesterday) and s4 (c3); Sam's tutor is Tia (c1),
 * Pia's is Tom (c2).
 */
describe.each(BACKENDS)('notices of staff actions (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor] = await ctx.signInAs('admin', 'advisor');
  });
  afterAll(() => ctx?.close());

  const noticesOf = (userId: number, title: string) =>
    ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, userId), eq(notices.title, title)));
  const announced = (userId: number, event = NEW_NOTICE_EVENT) =>
    ctx.realtime.events
      .filter((e) => e.channel === privateUserChannel('tutor', userId) && e.event === event)
      .map((e) => e.data);

  it('tells a tutor assigned to sessions of a course: New Assignment, opening the course', async () => {
    const tom = world.users.tom;
    const response = await admin.post(`/api/v2/courses/${world.courses.c1.id}/assign_tutor`, {
      sessionIds: [world.sessions.s1.id],
      employeeId: tom.employeeId!,
    });
    expect(response.status).toBe(200);
    const [notice] = await noticesOf(tom.id, 'New Assignment');
    expect(notice).toMatchObject({ linkId: world.courses.c1.id, dueAt: null });
    expect(notice!.message).toMatch(
      /^You were assigned to a session of SAT Prep Spring, the first on Tue, Mar 10, 12:00 PM EDT\.$/,
    );
    expect(announced(tom.id)).toEqual([{ noticeId: notice!.id, title: 'New Assignment' }]);
    // Not a heads-up: it waits for the bell.
    expect(announced(tom.id, HEADS_UP_EVENT)).toEqual([]);
  });

  it('tells a tutor put on a session through the assignments resource, and a substitute', async () => {
    const tia = world.users.tia;
    const created = await admin.post('/api/v2/assignments', {
      assignment: { sessionId: world.sessions.s4.id, employeeId: tia.employeeId! },
    });
    expect(created.status).toBe(201);
    expect(await noticesOf(tia.id, 'New Assignment')).toMatchObject([
      { linkId: world.courses.c3.id },
    ]);

    await admin.put(`/api/v2/brands/${world.brands.points.id}`, {
      brand: { includeJointSessions: true },
    });
    const tom = world.users.tom;
    const substituted = await admin.put(
      `/api/v2/sessions/${world.sessions.s1.id}/substitute_joint_session`,
      { employeeId: tom.employeeId! },
    );
    expect(substituted.status).toBe(200);
    expect(await noticesOf(tom.id, 'New Assignment')).toMatchObject([
      { linkId: world.courses.c1.id },
    ]);
  });

  it("tells a course's tutors of an email about it, and a student's tutor of one about them", async () => {
    const { tia, tom } = world.users;
    const sent = await advisor.post('/api/v2/messages', {
      message: {
        regardingType: 'Course',
        regardingId: world.courses.c1.id,
        messageType: 'Parent Update',
        subject: 'Spring schedule',
        body: 'See you soon.',
        recipients: [{ recipientType: 'Student', recipientId: world.students.sam }],
      },
    });
    expect(sent.status).toBe(201);
    const messageId = ((await sent.json()) as { message: { id: number } }).message.id;
    for (const tutor of [tia, tom]) {
      const [notice] = await noticesOf(tutor.id, 'Email Sent');
      expect(notice).toMatchObject({ linkId: messageId });
      expect(notice!.message).toContain('sent an email about SAT Prep Spring: "Spring schedule".');
      expect(announced(tutor.id)).toEqual([{ noticeId: notice!.id, title: 'Email Sent' }]);
    }

    const aboutPia = await advisor.post('/api/v2/messages', {
      message: {
        regardingType: 'Student',
        regardingId: world.students.pia,
        messageType: 'Parent Update',
        subject: 'Pia this week',
        body: 'Fractions.',
        recipients: [{ recipientType: 'Parent', recipientId: world.users.pam.parentId! }],
      },
    });
    expect(aboutPia.status).toBe(201);
    expect((await noticesOf(tom.id, 'Email Sent')).map((n) => n.message)).toContainEqual(
      expect.stringContaining('about Pia Parent: "Pia this week"'),
    );
    expect(await noticesOf(tia.id, 'Email Sent')).toHaveLength(1);
  });

  it("tells a student's tutor of a new weekly pace: Pace Target, opening the course", async () => {
    const response = await admin.put(`/api/v2/students/${world.students.pia}/pace`, {
      pace: 2.5,
    });
    expect(response.status).toBe(200);
    const [notice] = await noticesOf(world.users.tom.id, 'Pace Target');
    expect(notice).toMatchObject({
      linkId: world.courses.c2.id,
      message:
        "Pia Parent's weekly pace is now 2.5 hours (was 0 hours). Check their upcoming sessions keep up with it.",
    });
    expect(await noticesOf(world.users.tia.id, 'Pace Target')).toEqual([]);
    // The same pace again changes nothing and tells nobody.
    await admin.put(`/api/v2/students/${world.students.pia}/pace`, { pace: 2.5 });
    expect(await noticesOf(world.users.tom.id, 'Pace Target')).toHaveLength(1);
  });

  it('sends heads-up beside new-notice for a canceled session', async () => {
    const tia = world.users.tia;
    const response = await admin.put(`/api/v2/sessions/${world.sessions.s1.id}/cancel`, {});
    expect(response.status).toBe(200);
    const [notice] = await noticesOf(tia.id, 'Cancelation');
    expect(announced(tia.id, HEADS_UP_EVENT)).toEqual([
      { noticeId: notice!.id, title: 'Cancelation', message: notice!.message },
    ]);
  });
});
