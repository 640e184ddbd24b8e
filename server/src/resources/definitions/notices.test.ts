import {
  NEW_NOTICE_EVENT,
  NOTICE_SPOOFING_MESSAGE,
  privateUserChannel,
  type Notice,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, enrollments, notices } from '../../db/schema/index.ts';
import { createNotice } from '../../services/notices.ts';
import type { TestAgent } from '../../test/agent.ts';
import { call, type ListBody, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Notices = ListBody<'notices', Notice>;

/** Spec: scheduling §3 Notice, §4 (acknowledged by deletion, not while spoofing), §7. */
describe.each(BACKENDS)('notices (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let tia: TestAgent;
  let tom: TestAgent;
  let admin: TestAgent;
  let spoofer: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [tia, tom, admin, spoofer] = await ctx.signInAs('tia', 'tom', 'admin', 'admin');
    spoofer.spoof = `Tutor-${world.users.tia.tutorId}`;
  });
  afterAll(() => ctx?.close());

  let ids: { old: number; fresh: number; due: number; toms: number };
  beforeEach(async () => {
    const tiaId = world.users.tia.id;
    const add = (values: typeof notices.$inferInsert) =>
      ctx.db
        .insert(notices)
        .values(values)
        .returning({ id: notices.id })
        .then(([row]) => row!.id);
    ids = {
      old: await add({
        userId: tiaId,
        title: 'New Session',
        message: 'Read already',
        linkId: world.sessions.s1.id,
        readAt: new Date('2026-03-09T10:00:00Z'),
        createdAt: new Date('2026-03-09T09:00:00Z'),
      }),
      fresh: await add({
        userId: tiaId,
        title: 'New Student',
        message: 'Sam is new',
        linkId: world.students.sam,
        createdAt: new Date('2026-03-10T09:00:00Z'),
      }),
      due: await add({
        userId: tiaId,
        title: 'POG Form Due',
        message: 'Sign the policy',
        dueAt: new Date('2026-03-20T00:00:00Z'),
        createdAt: new Date('2026-03-08T09:00:00Z'),
      }),
      toms: await add({
        userId: world.users.tom.id,
        title: 'New Session',
        message: "Tom's",
        createdAt: new Date('2026-03-01T09:00:00Z'),
      }),
    };
  });

  const list = (agent: TestAgent, query = '') =>
    call<Notices>(agent.get(`/api/v2/notices${query}`));
  const titlesOf = (body: Notices) => body.notices.map((n) => n.title);

  it("lists only the caller's own notices, newest first", async () => {
    const { status, body } = await list(tia);
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['New Student', 'New Session', 'POG Form Due']);
    expect(body.notices[0]).toMatchObject({
      id: ids.fresh,
      message: 'Sam is new',
      linkId: world.students.sam,
      readAt: null,
      dueAt: null,
      createdAt: '2026-03-10T09:00:00.000Z',
    });
    expect((await list(tom)).body.notices.map((n) => n.id)).toEqual([ids.toms]);
    // Staff have no notices of their own here.
    expect((await list(admin)).status).toBe(403);
    expect((await call(tom.get(`/api/v2/notices/${ids.fresh}`))).status).toBe(404);
  });

  it('filters unread, and markRead=true marks what it lists read', async () => {
    expect(titlesOf((await list(tia, '?unread=true')).body)).toEqual([
      'New Student',
      'POG Form Due',
    ]);
    const marked = await list(tia, '?unread=true&markRead=true');
    // Answered as they were, read from now on.
    expect(marked.body.notices.every((n) => n.readAt === null)).toBe(true);
    expect((await list(tia, '?unread=true')).body.notices).toEqual([]);
    const [row] = await ctx.db.select().from(notices).where(eq(notices.id, ids.fresh));
    expect(row!.readAt?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    const [old] = await ctx.db.select().from(notices).where(eq(notices.id, ids.old));
    expect(old!.readAt?.toISOString()).toBe('2026-03-09T10:00:00.000Z');
  });

  it('acknowledges one notice by deleting it; not another user’s', async () => {
    expect((await call(tom.delete(`/api/v2/notices/${ids.fresh}`))).status).toBe(404);
    expect((await call(tia.delete(`/api/v2/notices/${ids.fresh}`))).status).toBe(204);
    expect((await list(tia)).body.notices.map((n) => n.id)).not.toContain(ids.fresh);
    expect((await call(tia.put(`/api/v2/notices/${ids.old}`, { notice: {} }))).status).toBe(405);
    expect((await call(tia.post('/api/v2/notices', { notice: {} }))).status).toBe(405);
  });

  it('acknowledges all but those with a dueAt', async () => {
    const { status, body } = await call<{ acknowledged: number }>(
      tia.delete('/api/v2/notices/acknowledge_all'),
    );
    expect(status).toBe(200);
    expect(body.acknowledged).toBe(2);
    expect(titlesOf((await list(tia)).body)).toEqual(['POG Form Due']);
    expect((await list(tom)).body.notices).toHaveLength(1);
  });

  it('clears nothing and marks nothing read while spoofing', async () => {
    const one = await call<ProblemBody>(spoofer.delete(`/api/v2/notices/${ids.fresh}`));
    expect(one.status).toBe(409);
    expect(JSON.stringify(one.body)).toContain(NOTICE_SPOOFING_MESSAGE);
    const all = await call<ProblemBody>(spoofer.delete('/api/v2/notices/acknowledge_all'));
    expect(all.status).toBe(409);
    // The spoofer sees the tutor's notices, and reading them leaves them unread for the tutor.
    expect(titlesOf((await list(spoofer, '?markRead=true')).body)).toHaveLength(3);
    expect(titlesOf((await list(tia, '?unread=true')).body)).toEqual([
      'New Student',
      'POG Form Due',
    ]);
  });

  it('writes a notice in the caller’s transaction: rolled back with it', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await createNotice(tx, { userId: world.users.tom.id, title: 'New Session', message: 'x' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await list(tom)).body.notices).toHaveLength(1);
  });

  it('announces new-notice on the tutor channel after a session is canceled', async () => {
    const sessionId = world.sessions.s2.id;
    const { status, body } = await call(admin.put(`/api/v2/sessions/${sessionId}/cancel`, {}));
    expect(status, JSON.stringify(body)).toBe(200);
    const toms = (await list(tom)).body.notices;
    // A one-student session: that student's Cancelation (opens the student), to each tutor.
    expect(toms[0]).toMatchObject({ title: 'Cancelation', linkId: world.students.sid });
    expect(toms[0]!.message).toBe('Sid Other canceled the session on Wed, Mar 11, 12:00 PM EDT.');
    expect(ctx.realtime.events).toContainEqual({
      channel: privateUserChannel('tutor', world.users.tom.id),
      event: NEW_NOTICE_EVENT,
      data: { noticeId: toms[0]!.id, title: 'Cancelation' },
    });
  });

  describe('a booking', () => {
    let enrollmentId: number;
    beforeAll(async () => {
      const [course] = await ctx.db
        .insert(courses)
        .values({
          title: 'Private Tutoring: Sam Student',
          name: 'pt-sam-notices',
          status: 'published',
          brandId: world.brands.private.id,
          duration: 600,
        })
        .returning();
      const [enrollment] = await ctx.db
        .insert(enrollments)
        .values({ courseId: course!.id, studentId: world.students.sam })
        .returning();
      enrollmentId = enrollment!.id;
    });
    const book = (tutor: 'tia' | 'tom') => {
      const availability = world.availabilities[tutor === 'tia' ? 'openTia' : 'openTom'];
      return call(
        admin.post('/api/v2/tutorings', {
          tutoring: {
            studentId: world.students.sam,
            enrollmentId,
            tutorId: world.users[tutor].tutorId,
            bookings: [
              {
                startsAt: availability.startsAt.toISOString(),
                duration: 60,
                availabilityId: availability.id,
              },
            ],
          },
        }),
      );
    };

    it("tells a tutor of their first session with a student: New Student, with the booking's commit", async () => {
      expect((await book('tom')).status).toBe(201);
      const [first] = (await list(tom)).body.notices;
      expect(first).toMatchObject({ title: 'New Student', linkId: world.students.sam });
      expect(first!.message).toContain('Sam Student is your new student');
      expect(ctx.realtime.events).toContainEqual({
        channel: privateUserChannel('tutor', world.users.tom.id),
        event: NEW_NOTICE_EVENT,
        data: { noticeId: first!.id, title: 'New Student' },
      });
    });

    it('tells a tutor who already teaches the student: New Session, linked to the session', async () => {
      const { status, body } = (await book('tia')) as {
        status: number;
        body: { tutoring: { id: number } };
      };
      expect(status).toBe(201);
      const [first] = (await list(tia)).body.notices;
      expect(first).toMatchObject({ title: 'New Session', linkId: body.tutoring.id });
    });

    it('writes no notice when the booking is refused', async () => {
      await ctx.db.delete(notices);
      const { status } = await call(
        admin.post('/api/v2/tutorings', {
          tutoring: {
            studentId: world.students.sam,
            enrollmentId,
            tutorId: world.users.tom.tutorId,
            bookings: [{ startsAt: '2026-03-10T03:00:00Z', duration: 60 }],
          },
        }),
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(await ctx.db.select().from(notices)).toEqual([]);
    });
  });
});
