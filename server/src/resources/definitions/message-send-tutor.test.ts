import {
  MESSAGE_BLANK,
  MESSAGE_RECIPIENTS_OUTSIDE,
  MESSAGE_TYPE_NOT_TUTORS,
  type Message,
  type MessageRecipientsAnswer,
  type MessageSendInput,
} from '@tp/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/**
 * A tutor's update about a course they teach (spec staff-and-crm §2 Tutor courses list: "a
 * send-update link when there are enrollees"): Tia teaches c1 (Sam enrolled), not c2 (Tom's).
 */
describe.each(BACKENDS)('a tutor sending an update (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let advisor: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [advisor, tia, tom, student, parent] = await ctx.signInAs(
      'advisor',
      'tia',
      'tom',
      'sam',
      'pam',
    );
  });
  afterAll(() => ctx?.close());

  const toC1 = (over: Partial<MessageSendInput> = {}): MessageSendInput => ({
    regardingType: 'Course',
    regardingId: world.courses.c1.id,
    messageType: 'Progress Update',
    subject: 'This week in class',
    body: 'We covered quadratics.',
    recipients: [{ recipientType: 'Student', recipientId: world.students.sam }],
    ...over,
  });
  const send = (agent: TestAgent, message: unknown) =>
    call<{ message: Message } & ProblemBody>(agent.post('/api/v2/messages', { message }));
  const recipientsOf = (agent: TestAgent, courseId: number) =>
    call<MessageRecipientsAnswer>(
      agent.get(`/api/v2/messages/recipients?regardingType=Course&regardingId=${courseId}`),
    );
  const countMessages = async () => (await ctx.db.select({ n: count() }).from(messages))[0]!.n;

  it("lists the students and parents of the tutor's course, not the staff", async () => {
    const { status, body } = await recipientsOf(tia, world.courses.c1.id);
    expect(status).toBe(200);
    expect(body.recipients.length).toBeGreaterThan(0);
    expect(body.recipients.map((r) => r.recipientId)).toContain(world.students.sam);
    expect(body.recipients.every((r) => r.recipientType !== 'Employee')).toBe(true);
    const staffView = await recipientsOf(advisor, world.courses.c1.id);
    expect(staffView.body.recipients.filter((r) => r.recipientType !== 'Employee')).toEqual(
      body.recipients,
    );
  });

  it('sends the update (201), and the tutor reads it back; another tutor does not', async () => {
    const { status, body } = await send(tia, toC1());
    expect(status).toBe(201);
    expect(body.message).toMatchObject({
      messageType: 'Progress Update',
      courseId: world.courses.c1.id,
      senderId: world.users.tia.id,
      recipientsCount: 1,
    });
    const own = await call<{ message: Message }>(tia.get(`/api/v2/messages/${body.message.id}`));
    expect(own.status).toBe(200);
    const listed = await call<{ messages: Message[] }>(tia.get('/api/v2/messages'));
    expect(listed.body.messages.map((m) => m.id)).toContain(body.message.id);
    expect(listed.body.messages.every((m) => m.senderId === world.users.tia.id)).toBe(true);
    expect((await tom.get(`/api/v2/messages/${body.message.id}`)).status).toBe(404);
    expect((await advisor.get(`/api/v2/messages/${body.message.id}`)).status).toBe(200);
  });

  it("refuses another tutor's course and a student (403), and writes nothing", async () => {
    const before = await countMessages();
    const c2 = toC1({
      regardingId: world.courses.c2.id,
      recipients: [{ recipientType: 'Student', recipientId: world.students.pia }],
    });
    expect((await send(tia, c2)).status).toBe(403);
    expect((await recipientsOf(tia, world.courses.c2.id)).status).toBe(403);
    const aboutSam = toC1({ regardingType: 'Student', regardingId: world.students.sam });
    expect((await send(tia, aboutSam)).status).toBe(403);
    for (const agent of [student, parent]) expect((await send(agent, toC1())).status).toBe(403);
    expect(await countMessages()).toBe(before);
  });

  it('refuses anyone signed out (401)', async () => {
    const signedOut = new TestAgent(ctx.app);
    await signedOut.get('/api/session.json');
    expect((await signedOut.post('/api/v2/messages', { message: toC1() })).status).toBe(401);
  });

  it('answers 422 for a blank subject or body, a staff type or a recipient outside', async () => {
    const cases: [Partial<MessageSendInput>, string, string][] = [
      [{ subject: '  ' }, 'subject', MESSAGE_BLANK],
      [{ body: '' }, 'body', MESSAGE_BLANK],
      [{ messageType: 'General Outreach' }, 'messageType', MESSAGE_TYPE_NOT_TUTORS],
      [
        { recipients: [{ recipientType: 'Student', recipientId: world.students.pia }] },
        'recipients',
        MESSAGE_RECIPIENTS_OUTSIDE,
      ],
      [
        { recipients: [{ recipientType: 'Employee', recipientId: world.users.tia.employeeId! }] },
        'recipients',
        MESSAGE_RECIPIENTS_OUTSIDE,
      ],
    ];
    for (const [over, field, message] of cases) {
      const { status, body } = await send(tia, toC1(over));
      expect(status, field).toBe(422);
      expect(body.errors[field]).toEqual([message]);
    }
  });
});
