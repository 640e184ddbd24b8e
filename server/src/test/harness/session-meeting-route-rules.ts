import { canLaunchSession, mayUseMeeting, type Actor } from '@tp/domain';
import { allowed, refused } from './matrix-cells.ts';
import { distinct, type RouteRule } from './route-rules.ts';

interface MeetingRecord {
  supervisorId: number | null;
  assignedEmployeeIds: number[];
}

/**
 * GET /sessions/{id}/connect and /launch: 404 for a session the viewer may not read, 403 when
 * the rule refuses them, else a redirect to the meeting (or 409 when the session is not in
 * progress at the world's time).
 */
const meetingRoute =
  (
    suffix: 'connect' | 'launch',
    mayGo: (actor: Actor, record: MeetingRecord) => boolean,
  ): RouteRule =>
  (actor, { oracle }) =>
    distinct(
      oracle.records('sessions').map((session) => {
        const id = session.id as number;
        const readable = oracle.canRead(actor, 'sessions', session);
        return {
          target: `${readable ? 'readable' : 'unreadable'} session #${id}`,
          request: { method: 'GET', path: `/api/v2/sessions/${id}/${suffix}` },
          // Joining records the first connection or the launch, with its audit event.
          writes: true,
          expected: !readable
            ? refused(404)
            : mayGo(actor, session as unknown as MeetingRecord)
              ? allowed(302, [409])
              : refused(403),
        };
      }),
    );

export const SESSION_MEETING_ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/v2/sessions/{id}/connect': meetingRoute('connect', mayUseMeeting),
  'GET /api/v2/sessions/{id}/launch': meetingRoute('launch', canLaunchSession),
};
