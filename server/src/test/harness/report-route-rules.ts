import { mayRunScoreReports, offersScoreReports, type AuthUser } from '@tp/domain';
import { allowed, refused, type Expectation } from './matrix-cells.ts';
import { distinct, type RouteCellContext, type RouteRule } from './route-rules.ts';

/**
 * The exams service's score reports (routes/exams/reports.routes.ts): staff and tutors run
 * them (students and parents 403) for a course they may read (else 404) of 1 to 399 students,
 * its active enrollments (else 422, spec §5).
 */
function expectedFor(
  actor: AuthUser,
  ctx: RouteCellContext,
  courseId: number,
  ok: number,
): Expectation {
  if (!mayRunScoreReports(actor)) return refused(403);
  const course = ctx.oracle.record('courses', courseId);
  if (!course || !ctx.oracle.canRead(actor, 'courses', course)) return refused(404);
  const students = new Set(
    ctx.oracle
      .records('enrollments')
      .filter((e) => e.courseId === courseId && e.status === 'active')
      .map((enrollment) => enrollment.studentId),
  );
  return offersScoreReports(students.size) ? allowed(ok) : allowed(ok, [422]);
}

function perCourse(method: 'GET' | 'POST', path: string, ok: number): RouteRule {
  return (actor, ctx) =>
    distinct(
      ctx.oracle.records('courses').map((course) => {
        const courseId = course.id as number;
        const expected = expectedFor(actor, ctx, courseId, ok);
        const readable = expected.outcome === 'allowed';
        return {
          target: `${readable ? 'readable' : 'unreadable'} course #${courseId}`,
          request:
            method === 'GET'
              ? {
                  method,
                  path: `${path}?handles=${courseId}&start_date=2026-01-01&end_date=2026-03-01`,
                }
              : {
                  method,
                  path,
                  body: {
                    handles: String(courseId),
                    start_date: '2026-01-01',
                    end_date: '2026-03-01',
                    report: 'score_summary',
                  },
                },
          expected,
        };
      }),
    );
}

export const REPORT_ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/reports': perCourse('GET', '/api/reports', 200),
  'POST /api/reports': perCourse('POST', '/api/reports', 200),
  'GET /api/reports/summaries': perCourse('GET', '/api/reports/summaries', 200),
  'GET /api/reports/analysis': perCourse('GET', '/api/reports/analysis', 200),
};
