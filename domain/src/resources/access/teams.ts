import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { rolesOnly, type AccessRule } from '../../permissions/rules.ts';
import { hasRole, isStaff, type Role } from '../../roles.ts';
import type { Team, teamRecord } from '../teams.ts';

/**
 * Who manages teams: admins, and instruction managers (spec §6: "the privileged editor of
 * targets", which the team view measures against).
 */
export const TEAM_MANAGING_ROLES: readonly Role[] = ['admin', 'instruction_manager'];

/** Whether the team is the actor's: they manage it, or are one of its tutors or advisors. */
export function isOwnTeam(actor: Actor, team: Pick<Team, 'managerId' | 'tutorIds' | 'advisorIds'>) {
  const me = actor.employeeId;
  if (me === null) return false;
  return team.managerId === me || team.tutorIds.includes(me) || team.advisorIds.includes(me);
}

/**
 * Staff read every team; a tutor reads the teams they manage or belong to (spec §1: "Tutors
 * see their own ... team").
 */
const teamReaders = (): AccessRule<Team> => ({
  reach: (actor) => (isStaff(actor.roles) ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none'),
  own: isOwnTeam,
});

export const teamsAccess = {
  singular: 'team',
  access: {
    read: teamReaders(),
    create: rolesOnly(TEAM_MANAGING_ROLES),
    update: rolesOnly(TEAM_MANAGING_ROLES),
    delete: rolesOnly(TEAM_MANAGING_ROLES),
  },
  actions: {
    stats: teamReaders(),
    candidates: rolesOnly(TEAM_MANAGING_ROLES),
  },
} satisfies ResourceAccess<z.infer<typeof teamRecord>>;
