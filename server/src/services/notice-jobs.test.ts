import { HEADS_UP_EVENT, NEW_NOTICE_EVENT, POG_FORM_MESSAGE, privateUserChannel } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { noticeClaims, notices, tutors } from '../db/schema/index.ts';
import type { ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { POG_FORM_DUE, UNDER_TARGET, sendDueNotices } from './notice-jobs.ts';
import {
  SESSION_ATTENDANCE_REMINDER,
  SESSION_REMINDER,
  sendDueReminders,
} from './notice-reminders.ts';

/**
 * The job runner's notice passes (main.ts runs them in this order, with the payment passes).
 * TEST_NOW is Tuesday 2026-03-10T15:00Z, 11 am in New York (the tutors' zone): this week's
 * Under Target check is due (Monday 08:00), POG Form Due is the first quarter's (due the end
 * of Mar 17, 7 days on, as the quarter's own date has passed); Tia offers 3 hours this week.
 */
const runNoticePasses = async (db: Db, now: Date) =>
  (await sendDueReminders(db, { now })) + (await sendDueNotices(db, { now }));

/**
 * The database as a process that dies in its (n+1)th transaction: the first n commit; the
 * next one does its writes and is then aborted, as a SIGKILL before COMMIT leaves it. Inside
 * the test's rolled-back transaction these are savepoints, which the same reads see alike.
 */
function dyingAfter(db: Db, commits: number): Db {
  let left = commits;
  const dying = Object.create(db) as Db;
  dying.transaction = ((run: (tx: Db) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      const result = await run(tx);
      if (left-- <= 0) throw new Error('process killed');
      return result;
    })) as Db['transaction'];
  return dying;
}

describe.each(BACKENDS)('the notice job (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
  });
  afterAll(() => ctx?.close());

  const setAvailabilityTarget = (who: 'tia' | 'tom', hours: number) =>
    ctx.db
      .update(tutors)
      .set({ availabilityTarget: hours })
      .where(eq(tutors.id, world.users[who].employeeId!));
  const sent = async () =>
    (await ctx.db.select().from(notices)).map((n) => `${n.title}|${n.userId}|${n.linkId}`).sort();
  /** Everything the passes send at TEST_NOW with Tia's target at 10 hours, Tom's at 0. */
  const everyNotice = () =>
    [
      `${SESSION_REMINDER}|${world.users.tia.id}|${world.sessions.s1.id}`,
      `${SESSION_ATTENDANCE_REMINDER}|${world.users.tom.id}|${world.sessions.s3.id}`,
      `${UNDER_TARGET}|${world.users.tia.id}|null`,
      `${POG_FORM_DUE}|${world.users.tia.id}|null`,
      `${POG_FORM_DUE}|${world.users.tom.id}|null`,
    ].sort();

  it('sends Under Target and POG Form Due once, announced, and nothing on the next pass', async () => {
    await setAvailabilityTarget('tia', 10);
    const now = ctx.clock.now();
    expect(await sendDueNotices(ctx.db, { now, realtime: ctx.realtime })).toBe(3);
    const tia = await ctx.db.select().from(notices).where(eq(notices.userId, world.users.tia.id));
    expect(tia.find((n) => n.title === UNDER_TARGET)).toMatchObject({
      message:
        'You have offered 3 hours of availability this week, under your target of 10 hours. Add availability to your schedule to reach it.',
      dueAt: null,
    });
    expect(tia.find((n) => n.title === POG_FORM_DUE)).toMatchObject({
      message: POG_FORM_MESSAGE,
      dueAt: new Date('2026-03-18T04:00:00Z'),
    });
    const channel = privateUserChannel('tutor', world.users.tia.id);
    expect(ctx.realtime.events.filter((e) => e.channel === channel).map((e) => e.event)).toEqual([
      NEW_NOTICE_EVENT,
      NEW_NOTICE_EVENT,
    ]);
    expect(ctx.realtime.events.some((e) => e.event === HEADS_UP_EVENT)).toBe(false);
    // Tom (target 0) was looked at for this week too: the claim says so, with no notice.
    const claims = await ctx.db.select().from(noticeClaims);
    expect(
      claims.map((c) => `${c.kind}|${c.key}|${c.userId}|${c.noticeId !== null}`).sort(),
    ).toEqual([
      `${POG_FORM_DUE}|2026-Q1|${world.users.tia.id}|true`,
      `${POG_FORM_DUE}|2026-Q1|${world.users.tom.id}|true`,
      `${UNDER_TARGET}|2026-03-09|${world.users.tia.id}|true`,
      `${UNDER_TARGET}|2026-03-09|${world.users.tom.id}|false`,
    ]);
    // Tom raising his target later this week is not looked at again until next Monday.
    await setAvailabilityTarget('tom', 10);
    expect(await sendDueNotices(ctx.db, { now })).toBe(0);
  });

  it('waits for Monday 08:00 in the tutor zone before looking at the week', async () => {
    await setAvailabilityTarget('tia', 10);
    // Monday 07:00 in New York.
    await sendDueNotices(ctx.db, { now: new Date('2026-03-09T11:00:00Z') });
    expect((await sent()).filter((n) => n.startsWith(UNDER_TARGET))).toEqual([]);
  });

  it('sends no second POG Form Due while the tutor has one open', async () => {
    await ctx.db.insert(notices).values({
      userId: world.users.tia.id,
      title: POG_FORM_DUE,
      message: 'Last quarter’s form.',
      dueAt: new Date('2026-01-16T05:00:00Z'),
    });
    await sendDueNotices(ctx.db, { now: ctx.clock.now() });
    expect(
      (await sent()).filter((n) => n.startsWith(`${POG_FORM_DUE}|${world.users.tia.id}`)),
    ).toHaveLength(1);
  });

  it(
    'two runners racing over one batch send each notice exactly once',
    { meta: { racing: true } },
    async () => {
      await setAvailabilityTarget('tia', 10);
      const now = ctx.clock.now();
      const counts = await Promise.all([
        runNoticePasses(ctx.db, now),
        runNoticePasses(ctx.db, now),
        runNoticePasses(ctx.db, now),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      expect(await sent()).toEqual(everyNotice());
    },
  );

  it.each([1, 2, 3, 4])(
    'a runner that dies mid-batch after %i notices leaves nothing half sent; the restarted one sends every notice exactly once',
    async (committed) => {
      await setAvailabilityTarget('tia', 10);
      const now = ctx.clock.now();
      await expect(runNoticePasses(dyingAfter(ctx.db, committed), now)).rejects.toThrow(
        'process killed',
      );
      // What committed before the death is there, the transaction it died in left nothing.
      expect(await sent()).toHaveLength(committed);
      expect(await runNoticePasses(ctx.db, now)).toBe(5 - committed);
      expect(await runNoticePasses(ctx.db, now)).toBe(0);
      expect(await sent()).toEqual(everyNotice());
    },
  );
});
