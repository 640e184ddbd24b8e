import type { People } from './people.ts';
import { utcDayOffset } from './time.ts';
import type { TeamMemberRole } from '../schema/index.ts';
import type { TeamMembershipRow, TeamRow } from './types.ts';

/**
 * The manager of the demo world's first team (the one tutor@demo.test belongs to): a tutor who
 * is not a demo login, signs in with DEMO_PASSWORD like every seeded user, and may spoof the
 * tutors of that team. tutor@demo.test manages no team, so it may spoof nobody.
 */
export const DEMO_TEAM_MANAGER_EMAIL = 'rosa.delgado@example.test';

export interface DemoTeamPlan {
  name: string;
  managerEmail: string;
  tutorEmails: readonly string[];
  advisorEmails: readonly string[];
}

/**
 * Two teams of tutors, by e-mail, fixed whatever the seed (staff are not drawn at random); the
 * first is DEMO_TEAM_MANAGER_EMAIL's. The faculty leader tutors in the second, so the team view
 * has a leader to show; the inactive tutor belongs to no team.
 */
export const DEMO_TEAMS: readonly DemoTeamPlan[] = [
  {
    name: 'East Coast Tutors',
    managerEmail: DEMO_TEAM_MANAGER_EMAIL,
    tutorEmails: [
      'tutor@demo.test',
      'jamal.whitfield@example.test',
      'ingrid.sorensen@example.test',
      'tomas.herrera@example.test',
    ],
    advisorEmails: ['advisor@demo.test'],
  },
  {
    name: 'West Coast Tutors',
    managerEmail: 'audrey.chen-park@example.test',
    tutorEmails: [
      'beth.kowalczyk@example.test',
      'wesley.tran@example.test',
      'naomi.redhouse@example.test',
      'curtis.lindqvist@example.test',
      'mateo.ruiz@example.test',
      'leader@demo.test',
    ],
    advisorEmails: ['luis.moreno@example.test'],
  },
];

export interface Teams {
  teams: TeamRow[];
  teamMemberships: TeamMembershipRow[];
}

export function generateTeams(now: Date, people: Pick<People, 'users' | 'employees'>): Teams {
  const employeeIdOf = (email: string): number => {
    const user = people.users.find((u) => u.email === email);
    const employee = user && people.employees.find((e) => e.userId === user.id);
    if (!employee) throw new Error(`Team member ${email} is not an employee of the demo world`);
    return employee.id;
  };
  const teams: TeamRow[] = [];
  const teamMemberships: TeamMembershipRow[] = [];
  const addMember = (teamId: number, email: string, role: TeamMemberRole) => {
    teamMemberships.push({
      id: teamMemberships.length + 1,
      teamId,
      employeeId: employeeIdOf(email),
      role,
    });
  };
  for (const plan of DEMO_TEAMS) {
    const team: TeamRow = {
      id: teams.length + 1,
      name: plan.name,
      type: 'Tutor',
      managerId: employeeIdOf(plan.managerEmail),
      createdAt: utcDayOffset(now, -180),
      updatedAt: utcDayOffset(now, -180),
      lockVersion: 0,
    };
    teams.push(team);
    for (const email of plan.tutorEmails) addMember(team.id, email, 'tutor');
    for (const email of plan.advisorEmails) addMember(team.id, email, 'advisor');
  }
  return { teams, teamMemberships };
}
