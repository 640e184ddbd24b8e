import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { teamMemberships, teams } from '../db/schema/index.ts';

/**
 * The tutor (employee) ids of the tutor members of the teams `user` manages, for the rule "a
 * team manager tutor may spoof team members" (spec: staff-and-crm §6). Advisor members are not
 * included: the rule is about the team's tutors. A tutor's id is their employee id.
 */
export async function managedTutorIds(db: Db, user: AuthUser): Promise<number[]> {
  if (user.employeeId === null) return [];
  const rows = await db
    .selectDistinct({ employeeId: teamMemberships.employeeId })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .where(and(eq(teams.managerId, user.employeeId), eq(teamMemberships.role, 'tutor')));
  return rows.map((row) => row.employeeId);
}
