import type { Db } from '../db/client.ts';
import { teamMemberships, teams } from '../db/schema/index.ts';

interface TeamPeopleOfWorld {
  admin: { employeeId: number | null };
  advisor: { employeeId: number | null };
  tia: { employeeId: number | null };
  tom: { employeeId: number | null };
}

/**
 * Two teams for the resource world: Tia's (a tutors' team the admin manages, Tia its tutor,
 * the advisor its advisor) and Tom's (Tom its only tutor, no manager), so a tutor has a team
 * of their own and one that is not. No tutor manages a team: the spoofing fixtures stay as
 * they are (a team manager tutor may spoof the team's tutors).
 */
export async function seedFixtureTeams(db: Db, people: TeamPeopleOfWorld) {
  const [tiaTeam, tomTeam] = await db
    .insert(teams)
    .values([
      { name: 'Fixture Tutors', type: 'Tutor', managerId: people.admin.employeeId },
      { name: 'Other Tutors', type: 'Tutor', managerId: null },
    ])
    .returning();
  await db.insert(teamMemberships).values([
    { teamId: tiaTeam!.id, employeeId: people.tia.employeeId!, role: 'tutor' },
    { teamId: tiaTeam!.id, employeeId: people.advisor.employeeId!, role: 'advisor' },
    { teamId: tomTeam!.id, employeeId: people.tom.employeeId!, role: 'tutor' },
  ]);
  return { tia: tiaTeam!, tom: tomTeam! };
}
