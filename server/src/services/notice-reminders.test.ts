import { NEW_NOTICE_EVENT, privateUserChannel } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeReminders, notices } from '../db/schema/index.ts';
import type { ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import {
  SESSION_ATTENDANCE_REMINDER,
  SESSION_REMINDER,
  sendDueReminders,
  sendReminderOnce,
  sessionReminderDueAt,
} from './notice-reminders.ts';

/**
 * TEST_NOW is 2026-03-10T15:00Z (11 am in New York, the tutors' zone). s1 (Tia, 16:00Z today)
 * is due its Session Reminder since 08:00 EDT; s2 (Tom, tomorrow 16:00Z) is not due until 08:00
 * EDT tomorrow; s3 (Tom, yesterday) ended without attendance taken.
 */
describe.each(BACKENDS)('reminder notices (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
  });
  afterAll(() => ctx?.close());

  const sent = async () =>
    (await ctx.db.select().from(notices)).map((n) => `${n.title}|${n.linkId}|${n.userId}`).sort();
  const expected = () =>
    [
      `${SESSION_REMINDER}|${world.sessions.s1.id}|${world.users.tia.id}`,
      `${SESSION_ATTENDANCE_REMINDER}|${world.sessions.s3.id}|${world.users.tom.id}`,
    ].sort();

  it('is due at 08:00 in the tutor zone, or an hour before an earlier session', () => {
    const zone = 'America/New_York';
    expect(sessionReminderDueAt(new Date('2026-03-10T16:00:00Z'), zone).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect(sessionReminderDueAt(new Date('2026-03-10T12:30:00Z'), zone).toISOString()).toBe(
      '2026-03-10T11:30:00.000Z',
    );
    // 01:00 on the 11th in Tokyo: that morning is after it, so an hour before.
    expect(sessionReminderDueAt(new Date('2026-03-10T16:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-03-10T15:00:00.000Z',
    );
    // 20:00 on the 10th in Tokyo: 08:00 that day.
    expect(sessionReminderDueAt(new Date('2026-03-10T11:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-03-09T23:00:00.000Z',
    );
  });

  it('sends what is due once, announces it, and nothing again on the next pass', async () => {
    const realtime = ctx.realtime;
    expect(await sendDueReminders(ctx.db, { now: ctx.clock.now(), realtime })).toBe(2);
    expect(await sent()).toEqual(expected());
    expect(
      realtime.events.filter((e) => e.event === NEW_NOTICE_EVENT).map((e) => e.channel),
    ).toEqual(
      expect.arrayContaining([
        privateUserChannel('tutor', world.users.tia.id),
        privateUserChannel('tutor', world.users.tom.id),
      ]),
    );
    // A restarted process finds the rows and sends nothing.
    expect(await sendDueReminders(ctx.db, { now: ctx.clock.now() })).toBe(0);
    expect(await sent()).toEqual(expected());
  });

  it(
    'two runners racing over one batch send each reminder exactly once',
    { meta: { racing: true } },
    async () => {
      const now = ctx.clock.now();
      const counts = await Promise.all([
        sendDueReminders(ctx.db, { now }),
        sendDueReminders(ctx.db, { now }),
        sendDueReminders(ctx.db, { now }),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await sent()).toEqual(expected());
      expect(await ctx.db.select().from(noticeReminders)).toHaveLength(2);
    },
  );

  it('a runner killed mid-batch leaves nothing half sent; the next one sends it once', async () => {
    const now = ctx.clock.now();
    const s1 = world.sessions.s1;
    // Dies after writing the claim and the notice, before its commit.
    await expect(
      ctx.db.transaction(async (tx) => {
        await sendReminderOnce(
          tx,
          SESSION_REMINDER,
          {
            sessionId: s1.id,
            userId: world.users.tia.id,
            zone: 'America/New_York',
            startsAt: s1.startsAt,
            courseTitle: 'x',
          },
          now,
        );
        throw new Error('process killed');
      }),
    ).rejects.toThrow('process killed');
    expect(await sent()).toEqual([]);
    expect(await sendDueReminders(ctx.db, { now })).toBe(2);
    expect(await sendDueReminders(ctx.db, { now })).toBe(0);
    expect(await sent()).toEqual(expected());
  });
});
