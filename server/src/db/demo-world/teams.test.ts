import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from './demo-logins.ts';
import { generateDemoWorld } from './generate.ts';
import { DEMO_TEAM_MANAGER_EMAIL } from './teams.ts';

const world = generateDemoWorld({ now: new Date('2026-03-10T15:00:00Z') });
const employeeOf = (email: string) => {
  const user = world.users.find((u) => u.email === email);
  return world.employees.find((e) => e.userId === user?.id);
};
const tutorMembersOf = (teamId: number) =>
  world.teamMemberships.filter((m) => m.teamId === teamId && m.role === 'tutor');

describe('demo teams', () => {
  it('has two teams of tutors, each managed by a tutor', () => {
    expect(world.teams).toHaveLength(2);
    for (const team of world.teams) {
      expect(
        world.tutors.some((t) => t.id === team.managerId),
        team.name,
      ).toBe(true);
      expect(tutorMembersOf(team.id).length, team.name).toBeGreaterThan(0);
    }
  });

  it('puts tutor@demo.test in the team of DEMO_TEAM_MANAGER_EMAIL, as a member only', () => {
    const demoTutor = employeeOf('tutor@demo.test')!;
    const manager = employeeOf(DEMO_TEAM_MANAGER_EMAIL)!;
    const team = world.teams.find((t) => t.managerId === manager.id)!;
    expect(tutorMembersOf(team.id).map((m) => m.employeeId)).toContain(demoTutor.id);
    expect(world.teams.some((t) => t.managerId === demoTutor.id)).toBe(false);
  });

  it('puts the demo faculty leader in a team, as a tutor member', () => {
    const leader = employeeOf('leader@demo.test')!;
    const memberships = world.teamMemberships.filter((m) => m.employeeId === leader.id);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]!.role).toBe('tutor');
  });

  it('names a manager who is a plain tutor and not a demo login', () => {
    expect(DEMO_LOGINS.map((l) => l.email)).not.toContain(DEMO_TEAM_MANAGER_EMAIL);
    const user = world.users.find((u) => u.email === DEMO_TEAM_MANAGER_EMAIL);
    expect(user?.roles).toEqual(['tutor']);
    expect(user?.active).toBe(true);
  });

  it('gives tutor members the tutor role and advisor members the advisor role', () => {
    for (const membership of world.teamMemberships) {
      const employee = world.employees.find((e) => e.id === membership.employeeId)!;
      const user = world.users.find((u) => u.id === employee.userId)!;
      expect(user.roles, user.email).toContain(membership.role);
    }
  });

  it('puts nobody in the same team twice, nor a manager in their own team', () => {
    const pairs = world.teamMemberships.map((m) => `${m.teamId}:${m.employeeId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const team of world.teams) {
      expect(
        world.teamMemberships.some((m) => m.teamId === team.id && m.employeeId === team.managerId),
      ).toBe(false);
    }
  });
});
