import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { employees } from './people.ts';

/**
 * Teams of tutors (spec: staff-and-crm §3 Team). The manager is an employee, usually a tutor;
 * a team manager tutor may spoof the team's tutors (§6).
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 40 }).notNull().default('Tutor'),
    managerId: integer('manager_id').references(() => employees.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('teams'),
  },
  (t) => [
    index('teams_manager_idx').on(t.managerId),
    uniqueIndex('teams_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** How an employee belongs to a team: as one of its tutors or one of its advisors. */
export const TEAM_MEMBER_ROLES = ['tutor', 'advisor'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];

export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    role: varchar('role', { length: 16 }).$type<TeamMemberRole>().notNull(),
  },
  (t) => [
    uniqueIndex('team_memberships_team_employee_idx').on(t.teamId, t.employeeId),
    index('team_memberships_employee_idx').on(t.employeeId),
    check('team_memberships_role_check', sql`${t.role} in ('tutor', 'advisor')`),
  ],
);
