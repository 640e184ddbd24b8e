import {
  MESSAGE_UPLOADS_INVALID,
  MESSAGE_RECIPIENTS_OUTSIDE,
  MESSAGE_RECIPIENTS_REQUIRED,
  type Message,
  type MessageRecipientsAnswer,
  type MessageSendInput,
} from '@tp/domain';
import { asc, count, eq } from 'drizzle-orm';
import { messageRecipients, messages, uploads } from '../../db/schema/index.ts';
import { memoryFileStore } from '../../storage/file-store.ts';
import { PDF, fileOf } from '../../storage/testing/sample-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('sending a message (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let manager: TestAgent;
  let hr: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager', 'hr'] });
    world = ctx.world;
    [admin, advisor, manager, hr, tutor, student, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'manager',
      'hr',
      'tia',
      'sam',
      'pam',
    );
  });
  afterAll(() => ctx?.close());

  /** Course c2: Pia is enrolled, and Pam is her parent. */
  const toC2 = (over: Partial<MessageSendInput> = {}): MessageSendInput => ({
    regardingType: 'Course',
    regardingId: world.courses.c2.id,
    messageType: 'Parent Update',
    subject: 'This week',
    body: 'We practised <b>fractions</b>.\n\nSee you Monday.',
    recipients: [
      { recipientType: 'Student', recipientId: world.students.pia },
      { recipientType: 'Parent', recipientId: world.users.pam.parentId! },
    ],
    ...over,
  });
  const send = (agent: TestAgent, message: unknown) =>
    call<{ message: Message } & ProblemBody>(agent.post('/api/v2/messages', { message }));

  it("lists a course's enrolled students and their parents as recipients", async () => {
    const { status, body } = await call<MessageRecipientsAnswer>(
      advisor.get(
        `/api/v2/messages/recipients?regardingType=Course&regardingId=${world.courses.c2.id}`,
      ),
    );
    expect(status).toBe(200);
    expect(body.recipients).toEqual([
      {
        recipientType: 'Student',
        recipientId: world.students.pia,
        name: 'Pia Parent',
        email: null,
        studentNames: [],
      },
      {
        recipientType: 'Parent',
        recipientId: world.users.pam.parentId,
        name: 'Pam Parent',
        email: 'parent@fixture.test',
        studentNames: ['Pia Parent'],
      },
    ]);
    // c1: Sam is enrolled, Sid's enrollment is canceled.
    const c1 = await call<MessageRecipientsAnswer>(
      advisor.get(
        `/api/v2/messages/recipients?regardingType=Course&regardingId=${world.courses.c1.id}`,
      ),
    );
    expect(c1.body.recipients.map((r) => r.recipientId)).toEqual([world.students.sam]);
  });

  it('writes the message and its recipients, and mails those with an address (201)', async () => {
    const { status, body } = await send(advisor, toC2());
    expect(status).toBe(201);
    expect(body.message).toMatchObject({
      messageType: 'Parent Update',
      subject: 'This week',
      regardingType: 'Course',
      regardingId: world.courses.c2.id,
      courseId: world.courses.c2.id,
      studentId: null,
      senderId: world.users.advisor.id,
      recipientsCount: 2,
      sentAt: TEST_NOW.toISOString(),
    });
    const rows = await ctx.db
      .select({ recipientType: messageRecipients.recipientType, email: messageRecipients.email })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, body.message.id))
      .orderBy(asc(messageRecipients.id));
    expect(rows).toEqual([
      { recipientType: 'Student', email: null },
      { recipientType: 'Parent', email: 'parent@fixture.test' },
    ]);
    expect(ctx.mailer.sent).toHaveLength(1);
    const [mail] = ctx.mailer.sent;
    expect(mail).toMatchObject({ to: 'parent@fixture.test', subject: 'This week' });
    // The body is plain text: escaped in the HTML part.
    expect(mail!.html).toContain('&lt;b&gt;fractions&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>fractions');

    const listed = await call<{ messages: Message[] }>(
      advisor.get(`/api/v2/messages?courseId=${world.courses.c2.id}`),
    );
    expect(listed.body.messages[0]!.id).toBe(body.message.id);
  });

  it('sends about one student to them and their parent', async () => {
    const { status, body } = await send(
      admin,
      toC2({
        regardingType: 'Student',
        regardingId: world.students.pia,
        recipients: [{ recipientType: 'Parent', recipientId: world.users.pam.parentId! }],
      }),
    );
    expect(status).toBe(201);
    expect(body.message).toMatchObject({ studentId: world.students.pia, courseId: null });
  });

  it('lets every staff role send, and refuses students, parents and a tutor not on the course (403)', async () => {
    for (const staff of [admin, manager, hr]) expect((await send(staff, toC2())).status).toBe(201);
    // c2 is Tom's: Tia (tutor) teaches none of its sessions.
    for (const agent of [tutor, student, parent]) {
      expect((await send(agent, toC2())).status).toBe(403);
      expect(
        (
          await agent.get(
            `/api/v2/messages/recipients?regardingType=Course&regardingId=${world.courses.c2.id}`,
          )
        ).status,
      ).toBe(403);
    }
    expect(ctx.mailer.sent).toHaveLength(3);
  });

  it('refuses anyone signed out (401)', async () => {
    // Signed out with a CSRF token, as the sign-in page holds one.
    const signedOut = new TestAgent(ctx.app);
    await signedOut.get('/api/session.json');
    expect((await signedOut.post('/api/v2/messages', { message: toC2() })).status).toBe(401);
  });

  it('answers 422 with a message per field', async () => {
    const cases: [Partial<MessageSendInput>, string, string][] = [
      [{ subject: '  ' }, 'subject', "can't be blank"],
      [{ subject: 'x'.repeat(192) }, 'subject', 'is too long (maximum is 191 characters)'],
      [{ body: '' }, 'body', "can't be blank"],
      [{ recipients: [] }, 'recipients', MESSAGE_RECIPIENTS_REQUIRED],
      [{ messageType: 'Gossip' as never }, 'messageType', 'is not a known message type'],
      [{ regardingId: 999_999 }, 'regardingId', 'does not exist'],
    ];
    for (const [over, field, message] of cases) {
      const { status, body } = await send(advisor, toC2(over));
      expect(status, field).toBe(422);
      expect(body.errors[field]).toEqual([message]);
    }
    const { status, body } = await send(advisor, { ...toC2(), subject: undefined });
    expect(status).toBe(422);
    expect(body.errors.subject).toEqual(["can't be blank"]);
  });

  it('refuses recipients outside the course (422) and writes nothing', async () => {
    const countMessages = async () => (await ctx.db.select({ n: count() }).from(messages))[0]!.n;
    const before = await countMessages();
    for (const recipients of [
      // Sam is enrolled in c1, not c2.
      [{ recipientType: 'Student' as const, recipientId: world.students.sam }],
      // Sid's enrollment in c1 is canceled.
      [{ recipientType: 'Student' as const, recipientId: world.students.sid }],
    ]) {
      const regardingId =
        recipients[0]!.recipientId === world.students.sid
          ? world.courses.c1.id
          : world.courses.c2.id;
      const { status, body } = await send(advisor, toC2({ regardingId, recipients }));
      expect(status).toBe(422);
      expect(body.errors.recipients).toEqual([MESSAGE_RECIPIENTS_OUTSIDE]);
    }
    expect(await countMessages()).toBe(before);
    expect(ctx.mailer.sent).toHaveLength(0);
  });

  describe('with files', () => {
    const uploadTo = async (agent: TestAgent, type: string, id: number, name = 'plan.pdf') => {
      const body = new FormData();
      body.set('file', fileOf(PDF, name, 'application/pdf'));
      body.set('attachableId', String(id));
      body.set('attachableType', type);
      const res = await call<{ upload: { id: number } }>(
        agent.request('POST', '/api/v2/uploads.json', { body }),
      );
      expect(res.status).toBe(201);
      return res.body.upload.id;
    };

    it('moves the files uploaded to the course onto the message and mails them', async () => {
      ctx.deps.files = memoryFileStore();
      const uploadId = await uploadTo(advisor, 'Course', world.courses.c2.id);
      const { status, body } = await send(advisor, { ...toC2(), uploadIds: [uploadId] });
      expect(status).toBe(201);
      const [moved] = await ctx.db.select().from(uploads).where(eq(uploads.id, uploadId));
      expect(moved).toMatchObject({ attachableType: 'Message', attachableId: body.message.id });
      expect(ctx.mailer.sent[0]!.attachments).toEqual([
        expect.objectContaining({ filename: 'plan.pdf', contentType: 'application/pdf' }),
      ]);
    });

    it("refuses files of another course, another sender's or already sent (422)", async () => {
      ctx.deps.files = memoryFileStore();
      const otherCourse = await uploadTo(advisor, 'Course', world.courses.c1.id);
      const admins = await uploadTo(admin, 'Course', world.courses.c2.id);
      for (const uploadIds of [[otherCourse], [admins], [999_999]]) {
        const { status, body } = await send(advisor, { ...toC2(), uploadIds });
        expect(status).toBe(422);
        expect(body.errors.uploadIds).toEqual([MESSAGE_UPLOADS_INVALID]);
      }
      expect(ctx.mailer.sent).toHaveLength(0);
    });
  });
});
