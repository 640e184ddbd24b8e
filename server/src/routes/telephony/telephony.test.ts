import { INBOX_CHANGE_EVENT, privateUserChannel, type ContactHistory } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import {
  auditEvents,
  contactActivities,
  inboxActivities,
  parents,
  users,
} from '../../db/schema/index.ts';
import { fakeTelephonyProvider } from '../../telephony/testing/fake-provider.ts';
import { call, type ListBody } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

const SECRET = 'fixture-telephony-secret';
const PAMS_PHONE = '(555) 555-0142';

/** Issue 25: a telephony provider's webhooks feed the same contact history staff log into. */
describe.each(BACKENDS)('telephony webhooks (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let provider: ReturnType<typeof fakeTelephonyProvider>;
  let pam: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    pam = ctx.world.users.pam.parentId!;
    provider = fakeTelephonyProvider({ app: ctx.app, crypto: ctx.deps.crypto, secret: SECRET });
  });
  afterAll(() => ctx?.close());

  beforeEach(async () => {
    (ctx.deps.config as AppConfig).telephonyWebhookSecret = SECRET;
    await ctx.db
      .update(users)
      .set({ phone: PAMS_PHONE })
      .where(eq(users.id, ctx.world.users.pam.id));
    await ctx.db
      .update(parents)
      .set({ employeeId: ctx.world.users.advisor.employeeId })
      .where(eq(parents.id, pam));
  });

  const rowsOf = (ref: string) =>
    ctx.db
      .select()
      .from(contactActivities)
      .where(and(eq(contactActivities.provider, 'twilio'), eq(contactActivities.providerRef, ref)));

  it("records an inbound SMS in the parent's timeline, once, as a reply in the advisor's inbox", async () => {
    const answer = await provider.inboundSms('+1 555 555 0142', 'Running late today', 'SM1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/xml');
    await provider.inboundSms('+1 555 555 0142', 'Running late today', 'SM1');
    const [row, ...more] = await rowsOf('SM1');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      activityType: 'Sms',
      kind: 'Inbound',
      regardingType: 'Parent',
      regardingId: pam,
      body: 'Running late today',
      readAt: null,
    });
    const replies = await ctx.db
      .select()
      .from(inboxActivities)
      .where(eq(inboxActivities.contactActivityId, row!.id));
    expect(replies).toMatchObject([{ userId: ctx.world.users.advisor.id, kind: 'Reply' }]);
    expect(ctx.realtime.events).toContainEqual({
      channel: privateUserChannel('crm', ctx.world.users.advisor.id),
      event: INBOX_CHANGE_EVENT,
      data: { unreadCount: expect.any(Number) },
    });
    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.recordId, row!.id));
    expect(audit.some((event) => event.recordType === 'ContactHistory')).toBe(true);
    // Staff read it in the timeline.
    const advisor = await ctx.signIn('advisor');
    const { body } = await call<ListBody<'contact_histories', ContactHistory>>(
      advisor.get(`/api/v2/contact_histories?regardingType=Parent&regardingId=${pam}&type=SMS`),
    );
    expect(body.contact_histories[0]).toMatchObject({ id: row!.id, body: 'Running late today' });
  });

  it("follows a call's statuses from ringing to its outcome, and a recording makes it a voicemail", async () => {
    await provider.callStatus({ sid: 'CA1', from: '+15555550142', status: 'ringing' });
    expect((await rowsOf('CA1'))[0]).toMatchObject({
      activityType: 'Inbound Call',
      outcome: 'Pending',
    });
    await provider.callStatus({
      sid: 'CA1',
      from: '+15555550142',
      status: 'completed',
      duration: 95,
    });
    expect((await rowsOf('CA1'))[0]).toMatchObject({ outcome: 'Connected', durationSeconds: 95 });
    await provider.callStatus({
      sid: 'CA2',
      from: '+15555550142',
      status: 'no-answer',
      recordingUrl: 'https://recordings.example/RE2',
    });
    expect((await rowsOf('CA2'))[0]).toMatchObject({
      activityType: 'VoiceMail',
      outcome: 'No Answer',
    });
  });

  it('refuses a forged signature and ignores a phone nobody has', async () => {
    const forged = await provider.post(
      'sms',
      { MessageSid: 'SM9', From: PAMS_PHONE, Body: 'x', Direction: 'inbound' },
      'not-the-secret-at-all',
    );
    expect(forged.status).toBe(403);
    expect(await rowsOf('SM9')).toHaveLength(0);
    const stranger = await provider.inboundSms('+1 999 000 1111', 'Who is this?', 'SM10');
    expect(stranger.status).toBe(200);
    expect(await rowsOf('SM10')).toHaveLength(0);
  });

  it('does not exist without the setting, nor for an unknown hook', async () => {
    delete (ctx.deps.config as AppConfig).telephonyWebhookSecret;
    expect((await provider.inboundSms(PAMS_PHONE, 'Hello', 'SM11')).status).toBe(404);
    (ctx.deps.config as AppConfig).telephonyWebhookSecret = SECRET;
    expect((await provider.post('fax', { Sid: 'F1' })).status).toBe(404);
  });
});
