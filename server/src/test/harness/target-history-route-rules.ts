import { mayReadTargetHistory } from '@tp/domain';
import { allowed, refused } from './matrix-cells.ts';
import { distinct, type RouteRule } from './route-rules.ts';

/**
 * GET /target_histories?tutorId: the tutor themself, those who oversee tutors and the manager
 * of the tutor's team (domain's mayReadTargetHistory) get 200, anyone else 404. The read stores
 * the weeks it answers.
 */
export const TARGET_HISTORY_ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/v2/target_histories': (actor, { oracle }) => {
    const teams = oracle.records('teams');
    return distinct(
      oracle.records('tutors').map((tutor) => {
        const tutorId = tutor.id as number;
        const managesTutorsTeam = teams.some(
          (team) =>
            actor.employeeId !== null &&
            team.managerId === actor.employeeId &&
            (team.tutorIds as number[]).includes(tutorId),
        );
        const readable = mayReadTargetHistory(actor, tutorId, { managesTutorsTeam });
        return {
          target: `${readable ? 'readable' : 'unreadable'} tutor #${tutorId}`,
          request: { method: 'GET', path: `/api/v2/target_histories?tutorId=${tutorId}` },
          writes: true,
          expected: readable ? allowed(200) : refused(404),
        };
      }),
    );
  },
};
