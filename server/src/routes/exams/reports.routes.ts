import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  analysisAnswer,
  reportQueuedAnswer,
  reportRequest,
  reportRequestErrors,
  reportsAnswer,
  reportsQuery,
  scoreSummaries,
  sectionAnalysis,
  summariesAnswer,
} from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { Invalid } from '../../http/errors.ts';
import { callContext } from '../../resources/call-context.ts';
import { queueScoreReport } from '../../services/score-report-jobs.ts';
import {
  reportRangeOf,
  reportScopeOf,
  reportsOverview,
  scoredSittingsOf,
} from '../../services/score-reports.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validJson, validQuery } from '../openapi/route-validators.ts';
import { examsCaller } from './exams-caller.ts';

const TAGS = ['exams'];
const REFUSED = refusal('A student or parent: score reports are staff’s and tutors’.');
const UNREADABLE = refusal('A course the caller may not read (a tutor’s courses are their own).');
const BAD_QUERY = invalid(
  `handles: a course without 1 to 399 students; a date that is not one, after today, or an end before the start.`,
);

/**
 * The exams service's score reports (spec sign-in-exams §7 /api/reports, /api/reports/summaries,
 * /api/reports/analysis), behind the exams token like the other exam routes. `handles` is the
 * course id (or ids); without dates, a read covers the course's default range (§5).
 */
export function reportsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/reports',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        "The score reports on offer for a course (available_reports) and its students' scored exams in the range, per form code (scored_exams). Staff and the course's tutors.",
      responses: {
        200: answer('The reports', reportsAnswer),
        403: REFUSED,
        404: UNREADABLE,
        422: BAD_QUERY,
      },
    }),
    validQuery(reportsQuery),
    async (c) => {
      const ctx = callContext(c);
      const query = c.req.valid('query');
      const scope = await reportScopeOf(ctx.deps.db, ctx.user, query.handles, ctx.now);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await reportsOverview(ctx.deps.db, scope, reportRangeOf(scope, query)));
    },
  );

  routes.post(
    '/reports',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        'Queues a score report, e-mailed to the caller (email, when sent, must be the caller’s own: else 422) with a CSV and a PDF by the job runner. Answers "The report will be emailed to you within 5-10 minutes at: {email}" (spec §8).',
      responses: {
        200: answer('Queued', reportQueuedAnswer),
        403: REFUSED,
        404: UNREADABLE,
        422: invalid(
          'A date missing, not a date, after today, or an end before the start; no report chosen; a course without 1 to 399 students.',
        ),
      },
    }),
    validJson(reportRequest),
    async (c) => {
      const ctx = callContext(c);
      const request = c.req.valid('json');
      const scope = await reportScopeOf(ctx.deps.db, ctx.user, request.handles, ctx.now);
      const errors = reportRequestErrors(request, scope.today);
      if (Object.keys(errors).length > 0 || !request.report) throw new Invalid(errors);
      const range = reportRangeOf(scope, {
        start_date: request.start_date ?? undefined,
        end_date: request.end_date ?? undefined,
        exam_type: request.exam_type ?? undefined,
      });
      const message = await queueScoreReport(
        ctx.deps.db,
        ctx.user,
        scope,
        range,
        { ...request, report: request.report },
        ctx.now,
      );
      // Mailed by the job runner's next pass: ask for it now.
      ctx.deps.jobs?.wake();
      return c.json({ message });
    },
  );

  for (const [path, summary, shape] of [
    [
      '/reports/summaries',
      "Each student's best and latest scores per section, per exam type, in the range.",
      summariesAnswer,
    ],
    [
      '/reports/analysis',
      'Per exam type and section (and the overall score): count, average, min and max in the range.',
      analysisAnswer,
    ],
  ] as const) {
    routes.get(
      path,
      examsCaller,
      describeRoute({
        tags: TAGS,
        summary: `${summary} Staff and the course's tutors (a tutor's own students).`,
        responses: {
          200: answer('The table', shape),
          403: REFUSED,
          404: UNREADABLE,
          422: BAD_QUERY,
        },
      }),
      validQuery(reportsQuery),
      async (c) => {
        const ctx = callContext(c);
        const query = c.req.valid('query');
        const scope = await reportScopeOf(ctx.deps.db, ctx.user, query.handles, ctx.now);
        const sittings = await scoredSittingsOf(
          ctx.deps.db,
          scope.studentIds,
          reportRangeOf(scope, query),
        );
        c.header('Cache-Control', 'private, no-store');
        return c.json(
          path === '/reports/summaries'
            ? { summaries: scoreSummaries(sittings) }
            : { analysis: sectionAnalysis(sittings) },
        );
      },
    );
  }

  return routes;
}
