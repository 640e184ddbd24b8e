import { describe, expect, it } from 'vitest';
import { can } from '../permissions/can.ts';
import type { Actor } from '../permissions/actor.ts';
import { teamCreate, teamForm, teamMembershipErrors, type Team } from './teams.ts';

const actor = (roles: Actor['roles'], employeeId: number | null = null): Actor => ({
  id: 1,
  roles,
  employeeId,
  tutorId: roles.includes('tutor') ? employeeId : null,
  studentId: null,
  parentId: null,
});

const team = {
  id: 7,
  managerId: 10,
  tutorIds: [11, 12],
  advisorIds: [20],
} as Team;

describe('team payloads', () => {
  it('accepts a name, a type, a manager and members', () => {
    expect(
      teamCreate.parse({ name: ' East ', type: 'Tutor', managerId: 10, tutorIds: [11] }),
    ).toEqual({ name: 'East', type: 'Tutor', managerId: 10, tutorIds: [11] });
  });

  it('refuses a blank name and an unknown type', () => {
    const result = teamCreate.safeParse({ name: ' ', type: 'Sales' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', "can't be blank"],
      ['type', 'must be one of Tutor, Advisor'],
    ]);
  });

  it('refuses someone who is both a tutor and an advisor, and a manager among the members', () => {
    expect(teamMembershipErrors({ managerId: 11, tutorIds: [11, 12], advisorIds: [12] })).toEqual({
      tutorIds: ['must not include the manager'],
      advisorIds: ['must not name a tutor of the team'],
    });
    expect(teamMembershipErrors({ managerId: 10, tutorIds: [11], advisorIds: [20] })).toEqual({});
  });

  it('gives the form the same cross-field errors', () => {
    const result = teamForm.safeParse({ name: 'A', type: 'Tutor', managerId: 3, advisorIds: [3] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['advisorIds'],
      message: 'must not include the manager',
    });
  });
});

describe('team permissions', () => {
  it('lets admins and instruction managers manage teams', () => {
    for (const roles of [['admin'], ['instruction_manager']] as const) {
      expect(can(actor([...roles]), 'create', 'teams'), roles.join()).toBe(true);
      expect(can(actor([...roles]), 'delete', 'teams', team), roles.join()).toBe(true);
    }
  });

  it('lets a faculty leader read their own team but not manage teams', () => {
    expect(can(actor(['tutor', 'faculty_leader'], 11), 'read', 'teams', team)).toBe(true);
    expect(can(actor(['tutor', 'faculty_leader'], 99), 'read', 'teams', team)).toBe(false);
    expect(can(actor(['tutor', 'faculty_leader'], 11), 'create', 'teams')).toBe(false);
  });

  it('lets a faculty leader read their own team but not manage teams', () => {
    expect(can(actor(['tutor', 'faculty_leader'], 11), 'read', 'teams', team)).toBe(true);
    expect(can(actor(['tutor', 'faculty_leader'], 99), 'read', 'teams', team)).toBe(false);
    expect(can(actor(['tutor', 'faculty_leader'], 11), 'create', 'teams')).toBe(false);
  });

  it('lets other staff read teams but not change them', () => {
    expect(can(actor(['advisor']), 'read', 'teams', team)).toBe(true);
    expect(can(actor(['advisor']), 'update', 'teams', team)).toBe(false);
    expect(can(actor(['advisor']), 'candidates', 'teams')).toBe(false);
  });

  it('lets a tutor read and see the stats of their own team only', () => {
    expect(can(actor(['tutor'], 11), 'read', 'teams', team)).toBe(true);
    expect(can(actor(['tutor'], 10), 'stats', 'teams', team)).toBe(true);
    expect(can(actor(['tutor'], 99), 'stats', 'teams', team)).toBe(false);
    expect(can(actor(['tutor'], 11), 'update', 'teams', team)).toBe(false);
  });

  it('shows students and parents no team', () => {
    expect(can(actor(['student']), 'read', 'teams')).toBe(false);
    expect(can(actor(['parent']), 'read', 'teams')).toBe(false);
  });
});
