import type { SessionUser } from '@tp/domain';
import type { Db } from '../db/client.ts';

/**
 * The tutor (employee) ids of the members of the teams `user` manages, for the rule "a team
 * manager tutor may spoof team members" (spec: staff-and-crm §6).
 *
 * There is no teams table yet, so nobody manages a team and the answer is always empty: a
 * tutor without faculty_leader cannot spoof anyone. TODO(teams issue): once `teams` (with a
 * `manager_id`) and `team_members` exist, answer the tutor ids of the teams whose manager is
 * `user.employeeId`.
 */
export async function managedTutorIds(_db: Db, user: SessionUser): Promise<number[]> {
  if (user.employeeId === null) return [];
  return [];
}
