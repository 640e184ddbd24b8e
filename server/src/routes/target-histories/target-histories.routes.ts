import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { mayReadTargetHistory, targetHistoriesAnswer, targetHistoriesQuery } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { callContext } from '../../resources/call-context.ts';
import {
  managesTutorsTeam,
  requestedWeeks,
  targetHistoriesOf,
  tutorTargetsOf,
} from '../../services/target-histories.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validQuery } from '../openapi/route-validators.ts';

/**
 * Mounted under /api/v2 (spec scheduling §7 "Target history by date"):
 * GET /target_histories?tutorId&weeks&startDate -> `{ timeZone, targetHistories: [...] }`,
 * `weeks` weeks (default 6, at most 65) from the week of startDate (default: 3 weeks back),
 * Monday to Monday in the tutor's zone, computed at each read (ended weeks keep their stored
 * targets; see services/target-histories.ts).
 */
export function targetHistoryRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/target_histories',
    signedIn,
    describeRoute({
      tags: ['tutors'],
      summary:
        "A tutor's target history: per week (Monday to Monday in the tutor's zone, dated by the Monday) the delivery and availability targets as they stood that week and the hours delivered (sessions over by now, not canceled), offered (availability) and still bookable. Query: tutorId, weeks (default 6, at most 65), startDate (YYYY-MM-DD, any day of the first week; default the Monday 3 weeks back). The tutor themself, staff and faculty leaders, and the manager of the tutor's team.",
      responses: {
        200: answer('The weeks, oldest first', targetHistoriesAnswer),
        404: refusal('No such tutor, or one whose history the caller may not read.'),
        422: invalid('No tutorId, weeks outside 1 to 65, or a startDate that is not a date.'),
      },
    }),
    validQuery(targetHistoriesQuery),
    async (c) => {
      const ctx = callContext(c);
      const query = c.req.valid('query');
      const tutor = await tutorTargetsOf(ctx.deps.db, query.tutorId);
      const managesTeam =
        tutor !== null &&
        (await managesTutorsTeam(ctx.deps.db, ctx.user.employeeId, tutor.tutorId));
      if (
        !tutor ||
        !mayReadTargetHistory(ctx.user, tutor.tutorId, { managesTutorsTeam: managesTeam })
      )
        throw new NotFound();
      const weeks = requestedWeeks(tutor, query, ctx.now);
      const targetHistories = await targetHistoriesOf(ctx.deps.db, tutor, weeks, ctx.now);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ timeZone: tutor.timeZone, targetHistories });
    },
  );
  return routes;
}
