import type { AuditEvent, Message, Tier } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/agent.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  type ListBody,
  type OneBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type EventsBody = ListBody<'audit_events', AuditEvent>;

describe.each(BACKENDS)('the audit trail (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor] = await ctx.signInAs('admin', 'advisor', 'tia');
  });
  afterAll(() => ctx?.close());

  const historyOf = (agent: TestAgent, type: string, id: number) =>
    call<EventsBody>(agent.get(`/api/v2/audit_events?recordType=${type}&recordId=${id}`));

  it("answers a record's history to an admin, newest first, with the fields each write changed", async () => {
    const created = await call<OneBody<'tier', Tier>>(
      admin.post('/api/v2/tiers', { tier: { name: 'Platinum', billingRate: 80.25 } }),
    );
    const id = created.body.tier.id;
    await admin.put(`/api/v2/tiers/${id}`, { tier: { name: 'Diamond' } });
    await admin.delete(`/api/v2/tiers/${id}`);

    const { status, body } = await historyOf(admin, 'Tier', id);
    expect(status).toBe(200);
    expect(body.audit_events.map((event) => event.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, renamed, made] = body.audit_events;
    expect(renamed).toMatchObject({
      actorUserId: world.users.admin.id,
      actorName: 'Ada Admin',
      onBehalfOfUserId: null,
      onBehalfOfName: null,
      recordType: 'Tier',
      recordId: id,
      changes: { name: { before: 'Platinum', after: 'Diamond' } },
      createdAt: TEST_NOW.toISOString(),
    });
    // Only what changed; the lock version and the update time are bookkeeping.
    expect(Object.keys(renamed!.changes)).toEqual(['name']);
    expect(made!.changes).toMatchObject({
      name: { before: null, after: 'Platinum' },
      billingRate: { before: null, after: 80.25 },
    });
    expect(deleted!.changes).toMatchObject({ name: { before: 'Diamond', after: null } });
    expect(body.meta.totalCount).toBe(3);
  });

  it('names the spoofing admin and the user acted as on what was done as them', async () => {
    const spoofing = await new TestAgent(ctx.app).signIn(
      world.users.admin.email,
      FIXTURE_LOGIN_PASSWORD,
    );
    spoofing.spoof = `Employee-${world.users.advisor.employeeId}`;
    const sent = await call<{ message: Message }>(
      spoofing.post('/api/v2/messages', {
        message: {
          regardingType: 'Course',
          regardingId: world.courses.c2.id,
          messageType: 'Parent Update',
          subject: 'Sent while spoofing',
          body: 'Hello',
          recipients: [{ recipientType: 'Student', recipientId: world.students.pia }],
        },
      }),
    );
    expect(sent.status).toBe(201);
    // The message names the user acted as; the trail names who really sent it.
    expect(sent.body.message.senderId).toBe(world.users.advisor.id);
    const { body } = await historyOf(admin, 'Message', sent.body.message.id);
    expect(body.audit_events).toHaveLength(1);
    expect(body.audit_events[0]).toMatchObject({
      action: 'send',
      actorUserId: world.users.admin.id,
      actorName: 'Ada Admin',
      onBehalfOfUserId: world.users.advisor.id,
      onBehalfOfName: 'Fixture User',
      changes: { subject: { before: null, after: 'Sent while spoofing' } },
    });
  });

  it('records an action with the fields it changed on its record', async () => {
    const parentId = world.users.pam.parentId!;
    const deactivated = await admin.put(`/api/v2/parents/${parentId}/deactivate`, {});
    expect(deactivated.status).toBe(200);
    const { body } = await historyOf(admin, 'Parent', parentId);
    expect(body.audit_events[0]).toMatchObject({
      action: 'deactivate',
      recordId: parentId,
      changes: { active: { before: true, after: false } },
    });
  });

  it('keeps no event of a write that was refused', async () => {
    const tier = world.tiers.gold;
    const stale = await admin.put(`/api/v2/tiers/${tier.id}`, {
      tier: { name: 'Stale', lockVersion: 9999 },
    });
    expect(stale.status).toBe(409);
    const { body } = await historyOf(admin, 'Tier', tier.id);
    expect(body.audit_events).toEqual([]);
  });

  it('refuses the trail to everyone but admins', async () => {
    expect((await advisor.get('/api/v2/audit_events')).status).toBe(403);
    expect((await tutor.get('/api/v2/audit_events')).status).toBe(403);
    expect((await new TestAgent(ctx.app).get('/api/v2/audit_events')).status).toBe(401);
  });
});
