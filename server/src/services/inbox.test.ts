import { INBOX_CHANGE_EVENT, privateUserChannel } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactActivities, inboxActivities, parents } from '../db/schema/index.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { receiptMail } from '../mail/family-money-mails.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { recordSentMail } from './contact-histories.ts';
import { announceImminentCloses, deliverDueCampaigns } from './inbox.ts';

/** Spec staff-and-crm §7 Inbox activities: campaign deliveries and imminent closes, once each. */
describe.each(BACKENDS)('inbox passes (%s)', (backend) => {
  let ctx: ResourceTestContext;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    await ctx.db
      .update(parents)
      .set({ employeeId: ctx.world.users.advisor.employeeId })
      .where(eq(parents.id, ctx.world.users.pam.parentId!));
  });
  afterAll(() => ctx?.close());

  const campaign = () =>
    ctx.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.id, ctx.world.contactHistories.campaign))
      .then(([row]) => row!);

  it('leaves a campaign message alone until it is due', async () => {
    const mailer = memoryMailer();
    expect(
      await deliverDueCampaigns(ctx.db, { now: new Date('2026-03-31T00:00:00Z'), mailer }),
    ).toBe(0);
    expect(mailer.sent).toHaveLength(0);
    expect((await campaign()).outcome).toBe('Pending');
  });

  it("delivers a due campaign message once, even to two passes, and tells the family's advisor", async () => {
    const mailer = memoryMailer();
    const now = new Date('2026-04-01T14:00:00Z');
    const [first, second] = [
      await deliverDueCampaigns(ctx.db, { now, mailer, realtime: ctx.realtime }),
      await deliverDueCampaigns(ctx.db, { now, mailer, realtime: ctx.realtime }),
    ];
    expect(first + second).toBe(1);
    expect(mailer.sent).toMatchObject([
      { to: 'parent@fixture.test', subject: 'Summer programs are open' },
    ]);
    expect(await campaign()).toMatchObject({ outcome: 'Sent', sentAt: now });
    const items = await ctx.db
      .select()
      .from(inboxActivities)
      .where(eq(inboxActivities.contactActivityId, ctx.world.contactHistories.campaign));
    expect(items).toMatchObject([
      { userId: ctx.world.users.advisor.id, kind: 'Campaign Delivered' },
    ]);
    expect(ctx.realtime.events.map((e) => [e.channel, e.event])).toContainEqual([
      privateUserChannel('crm', ctx.world.users.advisor.id),
      INBOX_CHANGE_EVENT,
    ]);
  });

  it('delivers through POST /inbox_activities/deliver_campaigns', async () => {
    await ctx.db
      .update(contactActivities)
      .set({ dueAt: new Date('2026-03-01T00:00:00Z') })
      .where(eq(contactActivities.id, ctx.world.contactHistories.campaign));
    const advisor = await ctx.signIn('advisor');
    const first = await call<{ delivered: number }>(
      advisor.post('/api/v2/inbox_activities/deliver_campaigns'),
    );
    expect(first).toMatchObject({ status: 200, body: { delivered: 1 } });
    const again = await call<{ delivered: number }>(
      advisor.post('/api/v2/inbox_activities/deliver_campaigns'),
    );
    expect(again.body.delivered).toBe(0);
    expect(ctx.mailer.sent.filter((m) => m.subject === 'Summer programs are open')).toHaveLength(1);
    const tutor = await ctx.signIn('tia');
    expect((await tutor.post('/api/v2/inbox_activities/deliver_campaigns')).status).toBe(403);
  });

  it('announces an imminent close to its advisor once, two days ahead', async () => {
    const early = new Date('2026-03-17T00:00:00Z');
    expect(await announceImminentCloses(ctx.db, { now: early })).toBe(0);
    const now = new Date('2026-03-19T00:00:00Z');
    expect(await announceImminentCloses(ctx.db, { now })).toBe(1);
    expect(await announceImminentCloses(ctx.db, { now })).toBe(0);
  });

  it("records a receipt mailed to a parent in their contact history, and no account mail's link", async () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const mail = receiptMail({
      to: 'parent@fixture.test',
      firstName: 'Pam',
      kind: 'charge',
      amountCents: 4500,
      description: 'Tutoring',
      cardLast4: '4242',
      at: now,
      timeZone: 'America/New_York',
      paymentId: 1,
    });
    expect(await recordSentMail(ctx.db, mail, now)).toBe(1);
    expect(
      await recordSentMail(
        ctx.db,
        {
          to: 'parent@fixture.test',
          subject: 'Your sign-in link',
          text: 'https://x/?token=secret',
          historyKind: 'Account',
        },
        now,
      ),
    ).toBe(1);
    const emails = await ctx.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.parentId, ctx.world.users.pam.parentId!));
    expect(
      emails.find((e) => e.kind === 'Receipt' && e.sentAt.getTime() === now.getTime()),
    ).toBeDefined();
    const account = emails.find((e) => e.kind === 'Account')!;
    expect(account.body).not.toContain('secret');
    // Mail to staff is nobody's contact history; messages are recorded when sent.
    expect(
      await recordSentMail(ctx.db, { to: 'admin@fixture.test', subject: 'x', text: 'y' }, now),
    ).toBe(0);
    expect(
      await recordSentMail(
        ctx.db,
        { to: 'parent@fixture.test', subject: 'x', text: 'y', historyKind: null },
        now,
      ),
    ).toBe(0);
  });
});
