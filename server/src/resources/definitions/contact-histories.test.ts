import {
  BLANK_MESSAGE,
  NOTE_BLANK_MESSAGE,
  RECOMMENDATION_OPTIMIZERS_ONLY,
  RECOMMENDATION_STUDENTS_ONLY,
  STALE_RECORD_MESSAGE,
  type ContactHistory,
  type ImminentClose,
  type InboxActivity,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import { inboxActivities, parents } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  FIXTURE_LOGIN_PASSWORD,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Timeline = ListBody<'contact_histories', ContactHistory>;
type Note = OneBody<'note', ContactHistory>;
type Call = OneBody<'call', ContactHistory>;

/** Spec staff-and-crm §3 Contact history, §5 Notes, §6, §7 Messages and contact history. */
describe.each(BACKENDS)('contact histories (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let optimizer: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;
  let student: TestAgent;
  let anonymous: TestAgent;
  let pia: number;
  let pam: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    await createFixtureUser(ctx.db, {
      email: 'optimizer@fixture.test',
      roles: ['program_optimizer'],
      employeeTitle: 'Program Optimizer',
      password: FIXTURE_LOGIN_PASSWORD,
    });
    [admin, advisor, optimizer, tutor, parent, student] = await ctx.signInAs(
      'admin',
      'advisor',
      'optimizer@fixture.test',
      'tia',
      'pam',
      'sam',
    );
    anonymous = new (advisor.constructor as new (app: unknown) => TestAgent)(ctx.app);
    pia = world.students.pia;
    pam = world.users.pam.parentId!;
  });
  afterAll(() => ctx?.close());

  const timeline = (agent: TestAgent, query: string) =>
    call<Timeline>(agent.get(`/api/v2/contact_histories?${query}`));

  it("lists a student's timeline newest first, with author and regarding", async () => {
    const { status, body } = await timeline(advisor, `regardingType=Student&regardingId=${pia}`);
    expect(status).toBe(200);
    const types = body.contact_histories.map((h) => `${h.type}/${h.kind}`);
    expect(types.slice(0, 3)).toEqual([
      'Message/Progress Update',
      'Note/Recommendation',
      'Note/Note',
    ]);
    const note = body.contact_histories.find((h) => h.id === world.contactHistories.note)!;
    expect(note.employee).toEqual({
      firstName: expect.any(String),
      lastName: expect.any(String),
      user: { id: world.users.advisor.id },
    });
    expect(note.regarding).toMatchObject({ type: 'Student', id: pia, firstName: 'Pia' });
  });

  it('filters the timeline by type (Call takes outbound, inbound and voicemail)', async () => {
    const parentTimeline = `regardingType=Parent&regardingId=${pam}`;
    const calls = await timeline(advisor, `${parentTimeline}&type=Call`);
    expect(calls.body.contact_histories.map((h) => h.id)).toEqual([
      world.contactHistories.pendingCall,
    ]);
    expect(calls.body.contact_histories[0]!.outcome).toBe('Pending');
    const sms = await timeline(advisor, `${parentTimeline}&type=SMS`);
    expect(sms.body.contact_histories.map((h) => h.type)).toEqual(['Sms']);
    const all = await timeline(advisor, `${parentTimeline}&type=All`);
    expect(all.body.meta.totalCount).toBeGreaterThanOrEqual(4);
    const unknown = await timeline(advisor, `${parentTimeline}&type=Fax`);
    expect(unknown.body.contact_histories).toEqual([]);
  });

  it('pages the timeline', async () => {
    const page = await timeline(advisor, `regardingType=Student&regardingId=${pia}&per=1&page=2`);
    expect(page.body.contact_histories).toHaveLength(1);
    expect(page.body.meta).toMatchObject({ pageNumber: 2, pageSize: 1 });
  });

  it('keeps staff notes from tutors, families and the signed-out', async () => {
    for (const agent of [tutor, parent, student]) {
      expect((await agent.get('/api/v2/contact_histories')).status).toBe(403);
      expect((await agent.get('/api/v2/notes')).status).toBe(403);
      expect((await agent.get(`/api/v2/notes/${world.contactHistories.note}`)).status).toBe(404);
      expect(
        (
          await agent.post('/api/v2/notes', {
            note: { regardingType: 'Student', regardingId: pia, body: 'x' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await anonymous.get('/api/v2/contact_histories')).status).toBe(401);
  });

  it('writes a note about a student, then its author edits and deletes it', async () => {
    const created = await call<Note>(
      advisor.post('/api/v2/notes', {
        note: { regardingType: 'Student', regardingId: pia, body: '  Asked for a new tutor.  ' },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.note).toMatchObject({
      type: 'Note',
      kind: 'Note',
      body: 'Asked for a new tutor.',
      authorId: world.users.advisor.id,
      sentAt: TEST_NOW.toISOString(),
    });
    const id = created.body.note.id;
    const edited = await call<Note>(
      advisor.put(`/api/v2/notes/${id}`, { note: { body: 'Asked for Tom.', lockVersion: 0 } }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.note.body).toBe('Asked for Tom.');
    const stale = await call<ProblemBody>(
      advisor.put(`/api/v2/notes/${id}`, { note: { body: 'Again', lockVersion: 0 } }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_RECORD_MESSAGE);
    expect((await advisor.delete(`/api/v2/notes/${id}`)).status).toBe(204);
    expect((await advisor.get(`/api/v2/notes/${id}`)).status).toBe(404);
  });

  it("refuses blank notes and other staff's edits (spec §5)", async () => {
    const blank = await call<ProblemBody>(
      advisor.post('/api/v2/notes', {
        note: { regardingType: 'Parent', regardingId: pam, body: '   ' },
      }),
    );
    expect(blank.status).toBe(422);
    expect(blank.body.errors.body).toEqual([NOTE_BLANK_MESSAGE]);
    const blankEdit = await call<ProblemBody>(
      advisor.put(`/api/v2/notes/${world.contactHistories.note}`, { note: { body: '' } }),
    );
    expect(blankEdit.status).toBe(422);
    expect(blankEdit.body.errors.body).toEqual([BLANK_MESSAGE]);
    const tooLong = await call<ProblemBody>(
      advisor.post('/api/v2/notes', {
        note: { regardingType: 'Parent', regardingId: pam, body: 'x'.repeat(10_001) },
      }),
    );
    expect(tooLong.status).toBe(422);
    // The admin did not write the advisor's note: no edit, no delete.
    expect(
      (
        await admin.put(`/api/v2/notes/${world.contactHistories.note}`, {
          note: { body: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    expect((await admin.delete(`/api/v2/notes/${world.contactHistories.note}`)).status).toBe(403);
    const missing = await call<ProblemBody>(
      advisor.post('/api/v2/notes', {
        note: { regardingType: 'Student', regardingId: 999_999, body: 'x' },
      }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.regardingId).toEqual(['does not exist']);
  });

  it('lets only program optimizers add recommendations, and only about students (spec §5, §6)', async () => {
    const byAdvisor = await call<ProblemBody>(
      advisor.post('/api/v2/notes', {
        note: {
          regardingType: 'Student',
          regardingId: pia,
          kind: 'Recommendation',
          body: 'More hours',
        },
      }),
    );
    expect(byAdvisor.status).toBe(422);
    expect(byAdvisor.body.errors.kind).toEqual([RECOMMENDATION_OPTIMIZERS_ONLY]);
    const aboutParent = await call<ProblemBody>(
      optimizer.post('/api/v2/notes', {
        note: {
          regardingType: 'Parent',
          regardingId: pam,
          kind: 'Recommendation',
          body: 'More hours',
        },
      }),
    );
    expect(aboutParent.status).toBe(422);
    expect(aboutParent.body.errors.kind).toEqual([RECOMMENDATION_STUDENTS_ONLY]);
    const made = await call<Note>(
      optimizer.post('/api/v2/notes', {
        note: {
          regardingType: 'Student',
          regardingId: pia,
          kind: 'Recommendation',
          body: 'More hours',
        },
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body.note.kind).toBe('Recommendation');
  });

  it("logs a pending call that waits in its author's inbox until its outcome is set", async () => {
    const before = await call<{ unreadCount: number }>(
      advisor.get('/api/v2/inbox_activities/unread_count'),
    );
    const logged = await call<Call>(
      advisor.post('/api/v2/calls', {
        call: {
          regardingType: 'Parent',
          regardingId: pam,
          type: 'Outbound Call',
          outcome: 'Pending',
          body: 'Left a message with the receptionist.',
          durationSeconds: 120,
        },
      }),
    );
    expect(logged.status).toBe(201);
    expect(logged.body.call).toMatchObject({ type: 'Outbound Call', outcome: 'Pending' });
    const after = await call<{ unreadCount: number }>(
      advisor.get('/api/v2/inbox_activities/unread_count'),
    );
    expect(after.body.unreadCount).toBe(before.body.unreadCount + 1);
    const settled = await call<Call>(
      advisor.put(`/api/v2/calls/${logged.body.call.id}`, { call: { outcome: 'Connected' } }),
    );
    expect(settled.body.call.outcome).toBe('Connected');
    const last = await call<{ unreadCount: number }>(
      advisor.get('/api/v2/inbox_activities/unread_count'),
    );
    expect(last.body.unreadCount).toBe(before.body.unreadCount);
    expect(
      (await admin.put(`/api/v2/calls/${logged.body.call.id}`, { call: { outcome: 'Busy' } }))
        .status,
    ).toBe(403);
    const shown = await call<Call>(advisor.get(`/api/v2/calls/${logged.body.call.id}`));
    expect(shown.body.call.durationSeconds).toBe(120);
  });

  it('refuses a call in the future and an unknown outcome', async () => {
    const future = await call<ProblemBody>(
      advisor.post('/api/v2/calls', {
        call: {
          regardingType: 'Parent',
          regardingId: pam,
          type: 'Inbound Call',
          outcome: 'Connected',
          sentAt: '2030-01-01T00:00:00Z',
        },
      }),
    );
    expect(future.status).toBe(422);
    expect(future.body.errors.sentAt).toBeDefined();
    const unknown = await call<ProblemBody>(
      advisor.post('/api/v2/calls', {
        call: { regardingType: 'Parent', regardingId: pam, type: 'Inbound Call', outcome: 'Maybe' },
      }),
    );
    expect(unknown.status).toBe(422);
  });

  it('logs an SMS and reads it back; GET /sms/{id} and the SMS filter agree', async () => {
    const sent = await call<OneBody<'sms', ContactHistory>>(
      advisor.post('/api/v2/sms', {
        sms: {
          regardingType: 'Student',
          regardingId: pia,
          direction: 'Outbound',
          body: 'See you at 4.',
        },
      }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.sms).toMatchObject({ type: 'Sms', kind: 'Outbound', outcome: 'Sent' });
    const shown = await call<OneBody<'sms', ContactHistory>>(
      advisor.get(`/api/v2/sms/${sent.body.sms.id}`),
    );
    expect(shown.body.sms.body).toBe('See you at 4.');
    // A note is not an SMS.
    expect((await advisor.get(`/api/v2/sms/${world.contactHistories.note}`)).status).toBe(404);
  });

  it('lists the e-mails the product sent (GET /emails.json)', async () => {
    const { status, body } = await call<ListBody<'emails', ContactHistory>>(
      advisor.get(`/api/v2/emails.json?regardingType=Parent&regardingId=${pam}&kind=Receipt`),
    );
    expect(status).toBe(200);
    expect(body.emails.map((e) => e.id)).toEqual([world.contactHistories.receipt]);
  });

  it("answers the contact-history inbox of the caller's families and marks one read", async () => {
    await ctx.db
      .update(parents)
      .set({ employeeId: world.users.advisor.employeeId })
      .where(eq(parents.id, pam));
    const inbox = await call<{ contact_histories: ContactHistory[] }>(
      advisor.get('/api/v2/contact_histories/inbox'),
    );
    expect(inbox.status).toBe(200);
    expect(inbox.body.contact_histories.map((h) => h.id)).toEqual([
      world.contactHistories.inboundSms,
    ]);
    const read = await call<OneBody<'contact_history', ContactHistory>>(
      advisor.put(`/api/v2/contact_histories/${world.contactHistories.inboundSms}/mark_read`),
    );
    expect(read.status).toBe(200);
    const again = await call<{ contact_histories: ContactHistory[] }>(
      advisor.get('/api/v2/contact_histories/inbox'),
    );
    expect(again.body.contact_histories).toEqual([]);
    const shown = await call<OneBody<'contact_history', ContactHistory>>(
      advisor.get(`/api/v2/contact_histories/${world.contactHistories.inboundSms}`),
    );
    expect(shown.body.contact_history.readAt).toBe(TEST_NOW.toISOString());
  });

  it('shows an imminent close', async () => {
    const { status, body } = await call<OneBody<'imminent_close', ImminentClose>>(
      advisor.get(`/api/v2/imminent_closes/${world.contactHistories.imminentClose}`),
    );
    expect(status).toBe(200);
    expect(body.imminent_close).toMatchObject({
      parentId: pam,
      description: 'Renewal of 20 hours',
    });
    expect(
      (await parent.get(`/api/v2/imminent_closes/${world.contactHistories.imminentClose}`)).status,
    ).toBe(404);
  });

  it('marks read and clears only the caller’s own inbox items', async () => {
    const mine = await call<ListBody<'inbox_activities', InboxActivity>>(
      advisor.get('/api/v2/inbox_activities?mine=true'),
    );
    expect(mine.body.inbox_activities.every((item) => item.userId === world.users.advisor.id)).toBe(
      true,
    );
    // Another's item: 403.
    const others = await advisor.put(
      `/api/v2/inbox_activities/${world.contactHistories.inbox.admins}/mark_read`,
    );
    expect(others.status).toBe(403);
    const read = await call<OneBody<'inbox_activity', InboxActivity>>(
      advisor.put(`/api/v2/inbox_activities/${world.contactHistories.inbox.reply}/mark_read`),
    );
    expect(read.body.inbox_activity.readAt).toBe(TEST_NOW.toISOString());
    const cleared = await call<{ cleared: number }>(
      advisor.delete('/api/v2/inbox_activities/clear_read'),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.cleared).toBeGreaterThanOrEqual(2);
    const left = await ctx.db
      .select({ id: inboxActivities.id })
      .from(inboxActivities)
      .where(eq(inboxActivities.id, world.contactHistories.inbox.admins));
    expect(left).toHaveLength(1);
    for (const agent of [tutor, parent]) {
      expect((await agent.get('/api/v2/inbox_activities/unread_count')).status).toBe(403);
    }
  });
});
