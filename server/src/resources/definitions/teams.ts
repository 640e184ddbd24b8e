import { DEFAULT_TIME_ZONE, teamsContract, type Team } from '@tp/domain';
import { or, sql } from 'drizzle-orm';
import { employees, teamMemberships, teams, users } from '../../db/schema/index.ts';
import {
  assertTeamPeople,
  teamCandidates,
  teamStats,
  writeTeamMemberships,
  type TeamPeople,
} from '../../services/teams.ts';
import { defineResource, isoRequired } from '../define.ts';
import { filter, queryValue, stringIn, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow, CallContext } from '../types.ts';

const memberIdsOf = (role: 'tutor' | 'advisor') =>
  sql<
    number[]
  >`(select coalesce(json_agg(${qualified(teamMemberships.employeeId)} order by ${qualified(teamMemberships.employeeId)}), '[]'::json)
    from ${teamMemberships} where ${qualified(teamMemberships.teamId)} = ${qualified(teams.id)}
    and ${qualified(teamMemberships.role)} = ${role})`;
const membersCountOf = (role: 'tutor' | 'advisor') =>
  sql<number>`(select count(*)::int from ${teamMemberships}
    where ${qualified(teamMemberships.teamId)} = ${qualified(teams.id)} and ${qualified(teamMemberships.role)} = ${role})`;
const managerName = sql<
  string | null
>`(select ${qualified(users.firstName)} || ' ' || ${qualified(users.lastName)}
  from ${employees} inner join ${users} on ${qualified(users.id)} = ${qualified(employees.userId)}
  where ${qualified(employees.id)} = ${qualified(teams.managerId)})`;

const members = sql<Team['members']>`(select coalesce(json_agg(json_build_object(
    'id', ${qualified(teamMemberships.employeeId)},
    'name', ${qualified(users.firstName)} || ' ' || ${qualified(users.lastName)},
    'role', ${qualified(teamMemberships.role)})
    order by ${qualified(teamMemberships.role)} desc, ${qualified(users.lastName)}, ${qualified(users.firstName)}), '[]'::json)
  from ${teamMemberships}
  inner join ${employees} on ${qualified(employees.id)} = ${qualified(teamMemberships.employeeId)}
  inner join ${users} on ${qualified(users.id)} = ${qualified(employees.userId)}
  where ${qualified(teamMemberships.teamId)} = ${qualified(teams.id)})`;

/** Whether `employeeId` manages or belongs to the team (a tutor's own teams). */
const isMemberOrManager = (employeeId: number) =>
  sql`(${qualified(teams.managerId)} = ${employeeId} or exists (select 1 from ${teamMemberships}
    where ${qualified(teamMemberships.teamId)} = ${qualified(teams.id)}
    and ${qualified(teamMemberships.employeeId)} = ${employeeId}))`;

/** The memberships in a payload are written by the hook, not as columns of `teams`. */
function teamValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  const { tutorIds, advisorIds, ...columns } = payload;
  assertTeamPeople(payload as TeamPeople, current as TeamPeople | null);
  // A change of members alone is a change of the team: its version moves on.
  if (current && (tutorIds !== undefined || advisorIds !== undefined))
    return { ...columns, updatedAt: ctx.now };
  return columns;
}

export const teamsResource = defineResource({
  contract: teamsContract,
  from: teams,
  fields: {
    id: teams.id,
    name: teams.name,
    type: teams.type,
    managerId: teams.managerId,
    managerName: managerName.as('manager_name'),
    tutorIds: memberIdsOf('tutor').as('tutor_ids'),
    advisorIds: memberIdsOf('advisor').as('advisor_ids'),
    tutorsCount: membersCountOf('tutor').as('tutors_count'),
    advisorsCount: membersCountOf('advisor').as('advisors_count'),
    members: members.as('members'),
    createdAt: teams.createdAt,
    updatedAt: teams.updatedAt,
    lockVersion: teams.lockVersion,
  },
  idColumn: teams.id,
  sortable: {
    id: teams.id,
    name: teams.name,
    type: teams.type,
    manager_name: managerName,
    tutors_count: membersCountOf('tutor'),
    advisors_count: membersCountOf('advisor'),
    created_at: teams.createdAt,
  },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: {
    query: textSearch({ name: teams.name }, 'Name contains (case-insensitive).'),
    type: stringIn(teams.type, 'Teams of these types.'),
    memberOrManagerId: filter({
      description:
        "Teams this employee manages or belongs to (a tutor's id is their employee id): the tutor app's team view.",
      valueType: 'integer',
      value: queryValue.integer,
      reveals: ['managerId', 'tutorIds', 'advisorIds'],
      where: (ids) => or(...ids.map((id) => isMemberOrManager(id))),
    }),
  },
  readScopes: {
    tutor: (user) => (user.employeeId === null ? null : isMemberOrManager(user.employeeId)),
  },
  serialize: (row) => ({
    ...row,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  write: {
    table: teams,
    toValues: teamValues,
    hooks: {
      async after(tx, change) {
        if (change.action === 'deleted' || !change.payload) return;
        await writeTeamMemberships(tx, change.id, change.payload as TeamPeople);
      },
    },
  },
  actions: {
    stats: {
      async run({ tx, id, ctx }) {
        // The viewer's week: their zone, or the product's default zone when they have none.
        const timeZone = ctx.user.timeZone ?? DEFAULT_TIME_ZONE;
        return { output: { stats: await teamStats(tx, id!, ctx.now, timeZone, ctx.user) } };
      },
    },
    candidates: {
      async run({ tx }) {
        return { output: { candidates: await teamCandidates(tx) } };
      },
    },
  },
});
