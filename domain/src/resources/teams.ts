import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { teamsAccess } from './access/teams.ts';
export { TEAM_MANAGING_ROLES, isOwnTeam } from './access/teams.ts';

/**
 * Kinds of team. The spec names a team's `type` without listing values; the product's teams
 * are teams of tutors, and advising teams group advisors.
 */
export const TEAM_TYPES = ['Tutor', 'Advisor'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

/** At most this many tutors, and as many advisors, in one team (one form, one transaction). */
export const TEAM_MEMBERS_MAX = 200;

/** A team (spec: staff-and-crm §3 Team): its manager, tutors and advisors are employee ids. */
export const teamRecord = z.object({
  id: integer,
  name: z.string(),
  type: z.string(),
  /** An employee, usually a tutor (a tutor's id is their employee id). */
  managerId: integer.nullable(),
  managerName: z.string().nullable(),
  tutorIds: z.array(integer),
  advisorIds: z.array(integer),
  tutorsCount: integer,
  advisorsCount: integer,
  /** The tutors then the advisors, by last name, for the team view. */
  members: z.array(z.object({ id: integer, name: z.string(), role: z.enum(['tutor', 'advisor']) })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type Team = z.infer<typeof teamRecord>;

const memberIds = (role: string) =>
  z
    .array(recordId, { error: `must be a list of ${role} ids` })
    .max(TEAM_MEMBERS_MAX, `must have at most ${TEAM_MEMBERS_MAX} ${role}s`);

export const teamCreate = z.object({
  name: storableText.trim().min(1, "can't be blank").max(100),
  type: z.enum(TEAM_TYPES, { error: `must be one of ${TEAM_TYPES.join(', ')}` }),
  managerId: recordId.nullable().optional(),
  tutorIds: memberIds('tutor').optional(),
  advisorIds: memberIds('advisor').optional(),
});
export type TeamCreate = z.input<typeof teamCreate>;
export type TeamPayload = z.output<typeof teamCreate>;

/**
 * Rules across a team's fields, as field errors (empty when none): nobody is both a tutor and
 * an advisor of the team, and the manager is not also a member of the team they manage.
 * The server applies them to the team as it will be; the form to what was typed.
 */
export function teamMembershipErrors(
  team: Partial<Pick<TeamPayload, 'managerId' | 'tutorIds' | 'advisorIds'>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const tutors = new Set(team.tutorIds ?? []);
  const both = (team.advisorIds ?? []).filter((id) => tutors.has(id));
  if (both.length > 0) errors.advisorIds = ['must not name a tutor of the team'];
  const manager = team.managerId ?? null;
  if (manager !== null && tutors.has(manager)) errors.tutorIds = ['must not include the manager'];
  if (manager !== null && (team.advisorIds ?? []).includes(manager))
    (errors.advisorIds ??= []).push('must not include the manager');
  return errors;
}

/** The create schema with the cross-field rules, for the forms (the server runs the same rules). */
export const teamForm = teamCreate.superRefine((team, issues) => {
  for (const [path, messages] of Object.entries(teamMembershipErrors(team)))
    for (const message of messages) issues.addIssue({ code: 'custom', path: [path], message });
});

/** A week's hours against the weekly targets, and the percentages of spec §9. */
export const teamWeekTotals = z.object({
  deliveryActual: z.number(),
  deliveryTarget: z.number(),
  availabilityActual: z.number(),
  availabilityTarget: z.number(),
  deliveryPercent: integer,
  deliveryBarPercent: integer,
  availabilityPercent: integer,
  availabilityBarPercent: integer,
});

/** One tutor's week in the team's stats, with how to reach them (spec §2 Team view). */
export const teamMemberStats = teamWeekTotals.extend({
  tutorId: integer,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** Whether the viewer may spoof this tutor now (domain's canSpoof; never while spoofing). */
  canSpoof: z.boolean(),
  /** Whether the viewer may read this tutor's target histories (mayReadTargetHistory). */
  canReadTargetHistory: z.boolean(),
});
export type TeamMemberStats = z.infer<typeof teamMemberStats>;

/** The team's manager as the team view shows them: phone and an e-mail link. */
export const teamManagerContact = z.object({
  id: integer,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const teamStats = z.object({
  stats: z.object({
    teamId: integer,
    teamName: z.string(),
    /** The ISO week number of the week covered (1 to 53), as the team view titles it. */
    weekNumber: integer,
    /** The week covered: Monday 00:00 to the next Monday in the viewer's zone (team-progress.ts). */
    weekStartsAt: isoDateTime,
    weekEndsAt: isoDateTime,
    manager: teamManagerContact.nullable(),
    /** The team as a whole: the tutors' hours summed, with the same capped percentages. */
    totals: teamWeekTotals,
    members: z.array(teamMemberStats),
  }),
});
export type TeamStats = z.infer<typeof teamStats>['stats'];

/** An employee the team form may pick as manager, tutor (`isTutor`) or advisor. */
export const teamCandidate = z.object({ id: integer, name: z.string(), isTutor: z.boolean() });
export type TeamCandidate = z.infer<typeof teamCandidate>;

export const teamsContract = defineContract({
  name: 'teams',
  singular: teamsAccess.singular,
  summary: 'Teams of tutors and advisors, with their manager (an employee).',
  record: teamRecord,
  create: teamCreate,
  update: teamCreate.partial(),
  access: teamsAccess.access,
  actions: {
    stats: {
      on: 'member',
      method: 'GET',
      path: 'stats',
      summary:
        "This week's delivery and availability of each tutor of the team against their weekly targets, in hours and capped percentages.",
      output: teamStats,
      allow: teamsAccess.actions.stats,
    },
    candidates: {
      on: 'collection',
      method: 'GET',
      path: 'candidates',
      summary:
        'The active employees a team may have as manager, tutors or advisors (at most 1000, by name).',
      output: z.object({ candidates: z.array(teamCandidate) }),
      allow: teamsAccess.actions.candidates,
    },
  },
});
