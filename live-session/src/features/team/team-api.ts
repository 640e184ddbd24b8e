import type { HttpClient } from '@tp/data-provider';
import type { Team, TeamStats } from '@tp/domain';

/** A team of the viewer with this week's figures (GET /teams/{id}/stats). */
export type TeamWeek = TeamStats;

/**
 * The teams the employee manages or belongs to (GET /api/v2/teams?memberOrManagerId), each
 * with this week's figures in the viewer's zone (GET /api/v2/teams/{id}/stats). The server
 * decides what each viewer may read: a tutor only their own teams.
 */
export async function loadTeamWeeks(
  httpClient: HttpClient,
  employeeId: number,
  signal: AbortSignal,
): Promise<TeamWeek[]> {
  const { json } = await httpClient<{ teams: Team[] }>('/api/v2/teams', {
    query: { memberOrManagerId: employeeId, noPagination: true },
    signal,
  });
  return Promise.all(
    json.teams.map(async (team) => {
      const answer = await httpClient<{ stats: TeamStats }>(`/api/v2/teams/${team.id}/stats`, {
        signal,
      });
      return answer.json.stats;
    }),
  );
}
