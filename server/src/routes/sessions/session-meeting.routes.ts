import { canLaunchSession, mayUseMeeting } from '@tp/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden } from '../../http/errors.ts';
import { callContext, memberId } from '../../resources/call-context.ts';
import { sessionsResource } from '../../resources/definitions/sessions.ts';
import { showRecord } from '../../resources/read-handlers.ts';
import { REGISTRY } from '../../resources/registry.ts';
import { inTransaction } from '../../resources/transaction.ts';
import { recordForRules } from '../../resources/write-handlers.ts';
import { recordChange } from '../../resources/audit-recorder.ts';
import { connectToMeeting, launchMeeting } from '../../services/session-meetings.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { refusal } from '../openapi/route-answers.ts';

interface MeetingRecord {
  supervisorId: number | null;
  assignedEmployeeIds: number[];
  launchable: boolean;
}

type Joining = typeof connectToMeeting;

/**
 * One browser navigation into the meeting: the session as the caller may read it (404
 * otherwise), their right (403), then the join recorded and a 302 to the meeting.
 */
function meetingRedirect(
  mayGo: (user: ReturnType<typeof callContext>['user'], record: MeetingRecord) => boolean,
  go: Joining,
  action: 'connect' | 'launch',
) {
  return async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    const id = memberId(c);
    // The sessions resource answers these fields on every record it shows.
    const record = (await showRecord(
      sessionsResource,
      id,
      {},
      REGISTRY,
      ctx,
    )) as unknown as MeetingRecord;
    if (!mayGo(ctx.user, record)) throw new Forbidden();
    const url = await inTransaction(ctx, 'write', async (tx) => {
      const before = await recordForRules(tx, sessionsResource, id, ctx);
      const result = await go(tx, ctx, id, record);
      // The join or launch on the session's history, with what it recorded (first connection,
      // launch), in the same transaction.
      await recordChange(tx, ctx, sessionsResource, {
        id,
        action,
        before,
        after: await recordForRules(tx, sessionsResource, id, ctx),
      });
      return { result };
    });
    // The meeting's link is for this caller only: no cache may keep the redirect.
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(url, 302);
  };
}

const redirectAnswers = (who: string) => ({
  302: { description: 'To the meeting (Location).' },
  403: refusal(`May read the session but ${who}.`),
  404: refusal('No such session, or one the caller may not read.'),
  409: refusal(
    'The session is not in progress (its link opens 15 minutes before the start, 5 for homework help), was canceled, or the meeting could not be made.',
  ),
});

/**
 * Mounted under /api/v2 (spec scheduling §4 Connect and Launch), browser navigations:
 * - GET /sessions/{id}/connect: records the caller's first join (a student's attendance, an
 *   employee's assignment) and the session's first connection, then 302 to the join link;
 * - GET /sessions/{id}/launch: its supervisor or an admin; records the first launch, then 302
 *   to the host's link.
 * A session nobody prepared gets its meeting on the way (the same once-only provisioning).
 */
export function sessionMeetingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/sessions/:id/connect',
    signedIn,
    describeRoute({
      tags: ['sessions'],
      summary:
        "Joins the session's video meeting: records the caller's first join and the session's first connection, then redirects to the meeting. Its students and their parents, its assigned employees, its supervisor and admins.",
      responses: redirectAnswers('is not one of its students, parents, tutors or admins'),
    }),
    meetingRedirect(mayUseMeeting, connectToMeeting, 'connect'),
  );
  routes.get(
    '/sessions/:id/launch',
    signedIn,
    describeRoute({
      tags: ['sessions'],
      summary:
        "Starts the session's video meeting as its host: records the first launch, then redirects to the host's link. Its supervisor or an admin.",
      responses: redirectAnswers('is neither its supervisor nor an admin'),
    }),
    meetingRedirect(canLaunchSession, launchMeeting, 'launch'),
  );
  return routes;
}
