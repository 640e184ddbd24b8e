import { MESSAGE_TYPES, TUTOR_MESSAGE_TYPES, type Message } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('messages (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let manager: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager'] });
    world = ctx.world;
    [admin, advisor, manager, tutor, student, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'manager',
      'tia',
      'sam',
      'pam',
    );
  });
  afterAll(() => ctx?.close());

  const list = (agent: TestAgent, query = '') =>
    call<ListBody<'messages', Message>>(agent.get(`/api/v2/messages${query}`));

  it("lists a course's messages to staff, newest first", async () => {
    const { parentUpdate, outreach } = world.messages;
    for (const staff of [admin, advisor, manager]) {
      const { status, body } = await list(staff, `?courseId=${world.courses.c1.id}&per=10`);
      expect(status).toBe(200);
      expect(idsOf(body.messages)).toEqual([outreach.id, parentUpdate.id]);
      expect(body.meta).toMatchObject({ totalCount: 2, pageSize: 10 });
    }
  });

  it('answers a course without messages with an empty page', async () => {
    const { body } = await list(advisor, `?courseId=${world.courses.c3.id}`);
    expect(body.messages).toEqual([]);
    expect(body.meta.totalCount).toBe(0);
  });

  it('filters by student, regarding and parent updates only', async () => {
    const { parentUpdate, aboutPia } = world.messages;
    const pia = world.students.pia;
    expect(idsOf((await list(advisor, `?studentId=${pia}`)).body.messages)).toEqual([aboutPia.id]);
    expect(
      idsOf((await list(advisor, `?regardingType=Student&regardingId=${pia}`)).body.messages),
    ).toEqual([aboutPia.id]);
    expect(idsOf((await list(advisor, '?limitToParentUpdates=true')).body.messages)).toEqual([
      parentUpdate.id,
    ]);
  });

  it('shows one message with its type, sender and sent time', async () => {
    const { parentUpdate } = world.messages;
    const { status, body } = await call<OneBody<'message', Message>>(
      advisor.get(`/api/v2/messages/${parentUpdate.id}`),
    );
    expect(status).toBe(200);
    expect(body.message).toMatchObject({
      id: parentUpdate.id,
      messageType: 'Parent Update',
      subject: 'This week in Math',
      regardingType: 'Course',
      courseId: world.courses.c1.id,
      from: 'Avery Advisor',
      recipientsCount: 2,
      sentAt: '2026-03-02T14:00:00.000Z',
    });
  });

  it('answers the message types to staff', async () => {
    const { status, body } = await call<{ messageTypes: string[] }>(
      advisor.get('/api/v2/messages/message_types'),
    );
    expect(status).toBe(200);
    expect(body.messageTypes).toEqual([...MESSAGE_TYPES]);
  });

  it('lists a tutor only the messages they sent, and their update types', async () => {
    const list = await call<ListBody<'messages', Message>>(tutor.get('/api/v2/messages'));
    expect(list.status).toBe(200);
    expect(list.body.messages).toEqual([]);
    const types = await call<{ messageTypes: string[] }>(
      tutor.get('/api/v2/messages/message_types'),
    );
    expect(types.body.messageTypes).toEqual([...TUTOR_MESSAGE_TYPES]);
  });

  it('refuses students and parents (403), and anyone signed out (401)', async () => {
    for (const agent of [student, parent]) {
      expect((await agent.get('/api/v2/messages')).status).toBe(403);
      expect((await agent.get('/api/v2/messages/message_types')).status).toBe(403);
    }
    const signedOut = new TestAgent(ctx.app);
    expect((await signedOut.get('/api/v2/messages')).status).toBe(401);
    expect((await signedOut.get('/api/v2/messages/message_types')).status).toBe(401);
  });

  it('answers 404 for a message that does not exist, 422 for a bad filter', async () => {
    expect((await advisor.get('/api/v2/messages/999999')).status).toBe(404);
    const bad = await call<ProblemBody>(advisor.get('/api/v2/messages?courseId=abc'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.courseId).toBeDefined();
  });

  it('reads a message at /messages/{id}.json as at /messages/{id}', async () => {
    const { parentUpdate } = world.messages;
    const plain = await call<OneBody<'message', Message>>(
      advisor.get(`/api/v2/messages/${parentUpdate.id}`),
    );
    const json = await call<OneBody<'message', Message>>(
      advisor.get(`/api/v2/messages/${parentUpdate.id}.json`),
    );
    expect(json.status).toBe(200);
    expect(json.body).toEqual(plain.body);
    expect((await advisor.get('/api/v2/messages/999999.json')).status).toBe(404);
    expect([403, 404]).toContain(
      (await parent.get(`/api/v2/messages/${parentUpdate.id}.json`)).status,
    );
  });

  it('takes no update or delete', async () => {
    const { parentUpdate } = world.messages;
    const update = await admin.put(`/api/v2/messages/${parentUpdate.id}`, {
      message: { subject: 'x' },
    });
    expect([404, 405]).toContain(update.status);
    const remove = await admin.delete(`/api/v2/messages/${parentUpdate.id}`);
    expect([404, 405]).toContain(remove.status);
  });
});
