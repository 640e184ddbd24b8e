import type { Message, MessageRecipientsAnswer, MessageSendInput } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { memoryFileStore } from '../../storage/file-store.ts';
import { PDF, fileOf } from '../../storage/testing/sample-files.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type OneBody, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/**
 * A sent message read back (spec staff-and-crm §3 Message: recipients, uploads, the recipient
 * ids by type, cc) with the message's own authorization, and its files downloadable only by
 * those who may read it.
 */
describe.each(BACKENDS)('reading a sent message (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;
  let sent: Message;

  const uploadTo = async (agent: TestAgent, courseId: number) => {
    const body = new FormData();
    body.set('file', fileOf(PDF, 'plan.pdf', 'application/pdf'));
    body.set('attachableId', String(courseId));
    body.set('attachableType', 'Course');
    const res = await call<{ upload: { id: number } }>(
      agent.request('POST', '/api/v2/uploads.json', { body }),
    );
    expect(res.status).toBe(201);
    return res.body.upload.id;
  };
  const send = (agent: TestAgent, message: unknown) =>
    call<{ message: Message } & ProblemBody>(agent.post('/api/v2/messages', { message }));
  const show = (agent: TestAgent, id: number, suffix = '') =>
    call<OneBody<'message', Message> & ProblemBody>(agent.get(`/api/v2/messages/${id}${suffix}`));

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor, student, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'tia',
      'sam',
      'pam',
    );
    ctx.deps.files = memoryFileStore();
    // The advisor hosts course c2: staff around a course are recipients too.
    await ctx.db
      .update(courses)
      .set({ hostId: world.users.advisor.employeeId! })
      .where(eq(courses.id, world.courses.c2.id));
    const uploadId = await uploadTo(advisor, world.courses.c2.id);
    const input: MessageSendInput = {
      regardingType: 'Course',
      regardingId: world.courses.c2.id,
      messageType: 'Parent Update',
      subject: 'This week',
      body: '<script>alert(1)</script> We practised fractions.',
      recipients: [
        { recipientType: 'Student', recipientId: world.students.pia },
        { recipientType: 'Parent', recipientId: world.users.pam.parentId! },
        { recipientType: 'Employee', recipientId: world.users.advisor.employeeId! },
      ],
      cc: 'lead@school.test; coach@school.test',
      additionalRecipients: 'aunt@family.test\nuncle@family.test',
      uploadIds: [uploadId],
    };
    const res = await send(advisor, input);
    expect(res.status).toBe(201);
    sent = res.body.message;
  });
  afterAll(() => ctx?.close());

  it("offers the course's host among the recipients, as an employee", async () => {
    const { body } = await call<MessageRecipientsAnswer>(
      advisor.get(
        `/api/v2/messages/recipients?regardingType=Course&regardingId=${world.courses.c2.id}`,
      ),
    );
    expect(body.recipients.map((r) => r.recipientType)).toEqual(['Student', 'Parent', 'Employee']);
    expect(body.recipients[2]).toMatchObject({
      recipientId: world.users.advisor.employeeId,
      email: world.users.advisor.email,
    });
  });

  it('shows its recipients by kind, its cc and additional addresses, and its files (200)', async () => {
    for (const suffix of ['', '.json']) {
      const { status, body } = await show(admin, sent.id, suffix);
      expect(status).toBe(200);
      expect(body.message).toMatchObject({
        cc: 'lead@school.test,coach@school.test',
        additionalRecipients: 'aunt@family.test,uncle@family.test',
        recipientsCount: 3,
        studentRecipientIds: [world.students.pia],
        parentRecipientIds: [world.users.pam.parentId],
        employeeRecipientIds: [world.users.advisor.employeeId],
        uploadIds: sent.uploadIds,
      });
      expect(body.message.recipients).toEqual([
        {
          recipientType: 'Student',
          recipientId: world.students.pia,
          name: 'Pia Parent',
          email: null,
        },
        {
          recipientType: 'Parent',
          recipientId: world.users.pam.parentId,
          name: 'Pam Parent',
          email: 'parent@fixture.test',
        },
        expect.objectContaining({
          recipientType: 'Employee',
          recipientId: world.users.advisor.employeeId,
        }),
      ]);
      expect(body.message.uploads).toEqual([
        {
          id: sent.uploadIds[0],
          fileName: 'plan.pdf',
          contentType: 'application/pdf',
          byteSize: PDF.byteLength,
          url: `/api/v2/uploads/${sent.uploadIds[0]}/file`,
        },
      ]);
      // The send's answer is the record as read.
      expect(body.message).toEqual(sent);
    }
  });

  it('lists messages with the same recipients and files', async () => {
    const { body } = await call<{ messages: Message[] }>(
      advisor.get(`/api/v2/messages?courseId=${world.courses.c2.id}`),
    );
    expect(body.messages.find((m) => m.id === sent.id)).toEqual(sent);
  });

  it('mails each recipient with an address, the additional and the cc addresses once each', async () => {
    expect(ctx.mailer.sent.map((mail) => mail.to)).toEqual([
      'parent@fixture.test',
      world.users.advisor.email,
      'aunt@family.test',
      'uncle@family.test',
      'lead@school.test',
      'coach@school.test',
    ]);
    expect(ctx.mailer.sent.every((mail) => mail.attachments?.length === 1)).toBe(true);
  });

  it('lets staff download its file, and nobody else (404)', async () => {
    const url = sent.uploads[0]!.url;
    const file = await advisor.get(url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    for (const agent of [tutor, student, parent]) expect((await agent.get(url)).status).toBe(404);
  });

  it('keeps it from tutors, students and parents (not listed or 403, 404 on the record)', async () => {
    const listed = await call<{ messages: Message[] }>(
      tutor.get(`/api/v2/messages?courseId=${world.courses.c2.id}`),
    );
    expect(listed.body.messages).toEqual([]);
    for (const agent of [student, parent]) {
      expect((await agent.get(`/api/v2/messages?courseId=${world.courses.c2.id}`)).status).toBe(
        403,
      );
    }
    for (const agent of [tutor, student, parent]) {
      expect((await show(agent, sent.id)).status).toBe(404);
      expect((await show(agent, sent.id, '.json')).status).toBe(404);
    }
  });

  it('answers 404 for a message that does not exist, and 401 signed out', async () => {
    expect((await show(admin, 999_999)).status).toBe(404);
    const signedOut = new TestAgent(ctx.app);
    expect((await show(signedOut, sent.id)).status).toBe(401);
  });

  /** A short message about course c2 to Pia. */
  const hello = (): MessageSendInput => ({
    regardingType: 'Course',
    regardingId: world.courses.c2.id,
    messageType: 'General Outreach',
    subject: 'Hi',
    body: 'Hello',
    recipients: [{ recipientType: 'Student', recipientId: world.students.pia }],
  });

  it('answers 422 on cc and additionalRecipients that are not e-mail lists', async () => {
    const { status, body } = await send(advisor, {
      ...hello(),
      cc: 'boss',
      additionalRecipients: Array.from({ length: 20 }, (_, i) => `person${i}@x.test`).join(' '),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      cc: ['"boss" is not a valid e-mail address.'],
      additionalRecipients: ['The list is longer than 191 characters.'],
    });
  });

  it('refuses an employee who is not around the course (422 on recipients)', async () => {
    const { status, body } = await send(advisor, {
      ...hello(),
      recipients: [{ recipientType: 'Employee', recipientId: world.users.tom.employeeId! }],
    });
    expect(status).toBe(422);
    expect(body.errors.recipients).toHaveLength(1);
  });
});
