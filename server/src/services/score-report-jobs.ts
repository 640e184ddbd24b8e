/**
 * Score reports are e-mailed by the durable job runner (main.ts's passes), not by the request
 * that asks for them (spec §9 "Report e-mail delay 5-10 minutes"): POST /api/reports queues a
 * row of score_report_requests; each pass claims the queued rows one by one with an UPDATE
 * only one transaction wins (as the campaign deliveries do), so two processes, or a restart,
 * never mail one twice. The mail goes after the claim commits: a process killed between the
 * two leaves the row 'sending'; once its claim is older than SCORE_REPORT_CLAIM_LEASE_MS (far
 * longer than any mail takes) a later pass, in any process, claims it again: a report may then
 * reach its reader twice after a crash, but is never lost.
 *
 * A mail that fails (SMTP down) must not lose the request: as the arrear charges retry a
 * declined card (payments/arrear-charges.ts: attempts, a retry time, the last error), the row
 * counts the attempt, keeps the error and goes back to 'queued' for a later pass, waiting
 * longer after each failure; after SCORE_REPORT_MAX_ATTEMPTS it is marked 'failed'.
 */
import {
  REPORT_EMAIL_NOT_OWN_MESSAGE,
  reportEmailedMessage,
  type ReportKind,
  type ReportRequest,
} from '@tp/domain';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scoreReportRequests } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Invalid } from '../http/errors.ts';
import { log } from '../log/log-line.ts';
import type { Mailer } from '../mail/mailer.ts';
import { reportCsv, reportPdf } from './score-report-files.ts';
import { reportTable } from './score-report-tables.ts';
import { scoredSittingsOf, type ReportRange, type ReportScope } from './score-reports.ts';

/** Queues the report; answers the spec's "The report will be emailed to you..." text. */
export async function queueScoreReport(
  db: Db,
  user: CurrentUser,
  scope: ReportScope,
  range: ReportRange,
  request: ReportRequest & { report: ReportKind },
  now: Date,
): Promise<string> {
  // "Emailed to you" (spec §8): the caller's own address, never one typed in, so a report of
  // students' scores cannot be sent outside the product.
  if (request.email && request.email.toLowerCase() !== user.email.toLowerCase())
    throw new Invalid({ email: [REPORT_EMAIL_NOT_OWN_MESSAGE] });
  const email = user.email;
  await db.insert(scoreReportRequests).values({
    requestedById: user.id,
    email,
    report: request.report,
    courseIds: scope.courseIds,
    courseTitles: scope.courseTitles,
    studentIds: scope.studentIds,
    startDate: range.startDate,
    endDate: range.endDate,
    examType: range.examType,
    createdAt: now,
  });
  return reportEmailedMessage(email);
}

/** Mails tried before a report is marked failed. */
export const SCORE_REPORT_MAX_ATTEMPTS = 5;
/** The wait after the first failed mail; each later failure doubles it (5, 10, 20, 40 min). */
export const SCORE_REPORT_FIRST_RETRY_DELAY_MS = 5 * 60 * 1000;

/** When a report whose mail has failed `attempts` times is tried again. */
export function nextScoreReportAttemptAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + SCORE_REPORT_FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1));
}

/** How long a claim holds: a row still 'sending' after this was left by a process that died. */
export const SCORE_REPORT_CLAIM_LEASE_MS = 30 * 60 * 1000;

type QueuedReport = typeof scoreReportRequests.$inferSelect;

/** Rows a pass may claim: queued and due, or claimed by a process that died mid-send. */
function claimable(now: Date) {
  const leaseEnded = new Date(now.getTime() - SCORE_REPORT_CLAIM_LEASE_MS);
  return or(
    and(
      eq(scoreReportRequests.status, 'queued'),
      or(isNull(scoreReportRequests.nextAttemptAt), lte(scoreReportRequests.nextAttemptAt, now)),
    ),
    // A claim that ran out counts as an attempt (below), so a report whose sending kills its
    // process is not taken up for ever.
    and(
      eq(scoreReportRequests.status, 'sending'),
      lte(scoreReportRequests.claimedAt, leaseEnded),
      lt(scoreReportRequests.attempts, SCORE_REPORT_MAX_ATTEMPTS),
    ),
  );
}

async function claimNext(db: Db, now: Date): Promise<QueuedReport | null> {
  const [next] = await db
    .select({ id: scoreReportRequests.id })
    .from(scoreReportRequests)
    .where(claimable(now))
    .orderBy(asc(scoreReportRequests.id))
    .limit(1);
  if (!next) return null;
  // The same condition guards the update: of two passes that saw the row, one claims it.
  const [claimed] = await db
    .update(scoreReportRequests)
    .set({
      status: 'sending',
      claimedAt: now,
      attempts: sql`case when ${scoreReportRequests.status} = 'sending' then ${scoreReportRequests.attempts} + 1 else ${scoreReportRequests.attempts} end`,
    })
    .where(and(eq(scoreReportRequests.id, next.id), claimable(now)))
    .returning();
  // Another runner won this one: look at the next.
  return claimed ?? (await claimNext(db, now));
}

async function mailReport(db: Db, mailer: Mailer, queued: QueuedReport): Promise<void> {
  const kind = queued.report as ReportKind;
  const sittings = await scoredSittingsOf(db, queued.studentIds, {
    startDate: queued.startDate,
    endDate: queued.endDate,
    examType: (queued.examType as ReportRange['examType']) ?? null,
  });
  const table = reportTable(kind, sittings);
  const covers = `${queued.courseTitles.join(', ')}: ${queued.startDate} to ${queued.endDate}${
    queued.examType ? ` (${queued.examType})` : ''
  }`;
  const name = `${kind.replace(/_/g, '-')}-${queued.startDate}-${queued.endDate}`;
  await mailer.send({
    to: queued.email,
    subject: `${table.title}: ${queued.courseTitles.join(', ')}`,
    text: `${table.title} for ${covers}.\n\nThe report is attached as a CSV and a PDF.`,
    attachments: [
      {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: reportCsv(table),
      },
      {
        filename: `${name}.pdf`,
        contentType: 'application/pdf',
        content: await reportPdf(table, covers),
      },
    ],
    historyKind: null,
  });
}

/** The row after a failed mail: queued for a later pass, or failed after the last attempt. */
function afterFailure(queued: QueuedReport, error: unknown, now: Date) {
  const attempts = queued.attempts + 1;
  const isLast = attempts >= SCORE_REPORT_MAX_ATTEMPTS;
  return {
    status: isLast ? 'failed' : 'queued',
    attempts,
    nextAttemptAt: isLast ? null : nextScoreReportAttemptAt(now, attempts),
    lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    claimedAt: null,
  };
}

/**
 * One pass: mails every queued report that is due once; a failed mail waits for a later pass
 * (or, after the last attempt, is marked failed). Answers how many were sent.
 */
export async function sendQueuedScoreReports(
  db: Db,
  options: { now: Date; mailer?: Mailer },
): Promise<number> {
  const { mailer, now } = options;
  if (!mailer) return 0;
  let sent = 0;
  for (let queued = await claimNext(db, now); queued; queued = await claimNext(db, now)) {
    try {
      await mailReport(db, mailer, queued);
    } catch (error) {
      const failed = afterFailure(queued, error, now);
      log.error(
        `score report ${queued.id}: mail attempt ${failed.attempts} of ${SCORE_REPORT_MAX_ATTEMPTS} failed${
          failed.status === 'failed' ? ', giving up' : ''
        }`,
        error,
      );
      await db.update(scoreReportRequests).set(failed).where(eq(scoreReportRequests.id, queued.id));
      continue;
    }
    sent += 1;
    await db
      .update(scoreReportRequests)
      .set({ status: 'sent', sentAt: now, nextAttemptAt: null })
      .where(eq(scoreReportRequests.id, queued.id));
  }
  return sent;
}
