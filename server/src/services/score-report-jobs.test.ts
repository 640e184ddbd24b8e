import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scoreReportRequests } from '../db/schema/index.ts';
import { memoryMailer, type Mailer, type MailMessage } from '../mail/mailer.ts';
import type { TestAgent } from '../test/agent.ts';
import { BACKENDS, TEST_NOW } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import {
  SCORE_REPORT_CLAIM_LEASE_MS,
  SCORE_REPORT_FIRST_RETRY_DELAY_MS,
  SCORE_REPORT_MAX_ATTEMPTS,
  nextScoreReportAttemptAt,
  sendQueuedScoreReports,
} from './score-report-jobs.ts';

/** A mailer whose first `failures` sends throw as an SMTP server that is down would. */
function mailerFailing(failures: number): Mailer & { tries: number; sent: MailMessage[] } {
  const delivered = memoryMailer();
  const mailer = {
    tries: 0,
    sent: delivered.sent,
    async send(message: MailMessage) {
      mailer.tries += 1;
      if (mailer.tries <= failures) throw new Error('connect ECONNREFUSED 10.0.0.5:587');
      await delivered.send(message);
    },
  };
  return mailer;
}

const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe.each(BACKENDS)('score report mails retried (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let requestId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [admin] = await ctx.signInAs('admin');
  });
  afterAll(() => ctx?.close());

  beforeEach(async () => {
    await ctx.db.delete(scoreReportRequests);
    const res = await admin.post('/api/reports', {
      handles: String(ctx.world.courses.c1.id),
      start_date: '2026-01-01',
      end_date: '2026-03-10',
      report: 'score_summary',
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select({ id: scoreReportRequests.id }).from(scoreReportRequests);
    requestId = row!.id;
  });

  const request = async () =>
    (
      await ctx.db.select().from(scoreReportRequests).where(eq(scoreReportRequests.id, requestId))
    )[0]!;

  it('mails a report left sending by a process that died, once its claim has run out', async () => {
    // A process claimed the report and died before mailing it.
    await ctx.db
      .update(scoreReportRequests)
      .set({ status: 'sending', claimedAt: TEST_NOW })
      .where(eq(scoreReportRequests.id, requestId));
    const mailer = mailerFailing(0);
    const duringClaim = later(SCORE_REPORT_CLAIM_LEASE_MS - 60_000);
    expect(await sendQueuedScoreReports(ctx.db, { now: duringClaim, mailer })).toBe(0);
    expect(mailer.tries).toBe(0);
    const afterClaim = later(SCORE_REPORT_CLAIM_LEASE_MS);
    expect(await sendQueuedScoreReports(ctx.db, { now: afterClaim, mailer })).toBe(1);
    expect(await sendQueuedScoreReports(ctx.db, { now: afterClaim, mailer })).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    // The claim that ran out counted as an attempt.
    expect(await request()).toMatchObject({ status: 'sent', sentAt: afterClaim, attempts: 1 });
  });

  it('stops taking up a report whose every claim ran out', async () => {
    await ctx.db
      .update(scoreReportRequests)
      .set({ status: 'sending', claimedAt: TEST_NOW, attempts: SCORE_REPORT_MAX_ATTEMPTS })
      .where(eq(scoreReportRequests.id, requestId));
    const mailer = mailerFailing(0);
    const afterClaim = later(SCORE_REPORT_CLAIM_LEASE_MS);
    expect(await sendQueuedScoreReports(ctx.db, { now: afterClaim, mailer })).toBe(0);
    expect(mailer.tries).toBe(0);
  });

  it('waits longer after each failed mail', () => {
    expect(
      [1, 2, 3, 4].map((n) => nextScoreReportAttemptAt(TEST_NOW, n).getTime() - TEST_NOW.getTime()),
    ).toEqual([1, 2, 4, 8].map((factor) => factor * SCORE_REPORT_FIRST_RETRY_DELAY_MS));
  });

  it('keeps a report whose mail failed and mails it exactly once on a later pass', async () => {
    const mailer = mailerFailing(1);
    expect(await sendQueuedScoreReports(ctx.db, { now: TEST_NOW, mailer })).toBe(0);
    expect(await request()).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: later(SCORE_REPORT_FIRST_RETRY_DELAY_MS),
      lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    });

    // Not before its next attempt time.
    expect(await sendQueuedScoreReports(ctx.db, { now: later(60_000), mailer })).toBe(0);
    expect(mailer.tries).toBe(1);

    const due = later(SCORE_REPORT_FIRST_RETRY_DELAY_MS);
    expect(await sendQueuedScoreReports(ctx.db, { now: due, mailer })).toBe(1);
    expect(await sendQueuedScoreReports(ctx.db, { now: later(24 * 3600_000), mailer })).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.to).toBe('admin@fixture.test');
    expect(await request()).toMatchObject({ status: 'sent', attempts: 1, sentAt: due });
  });

  it('stops after the last attempt and marks the report failed', async () => {
    const mailer = mailerFailing(Infinity);
    let now = TEST_NOW;
    for (let attempt = 1; attempt <= SCORE_REPORT_MAX_ATTEMPTS; attempt += 1) {
      expect(await sendQueuedScoreReports(ctx.db, { now, mailer })).toBe(0);
      expect(mailer.tries).toBe(attempt);
      now = nextScoreReportAttemptAt(now, attempt);
    }
    expect(await request()).toMatchObject({
      status: 'failed',
      attempts: SCORE_REPORT_MAX_ATTEMPTS,
      nextAttemptAt: null,
      sentAt: null,
      lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    });

    expect(await sendQueuedScoreReports(ctx.db, { now: later(30 * 24 * 3600_000), mailer })).toBe(
      0,
    );
    expect(mailer.tries).toBe(SCORE_REPORT_MAX_ATTEMPTS);
  });
});
