import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Address } from '@tp/domain';
import { leadSources } from './lead-sources.ts';
import { lockVersion } from './lock-version.ts';
import { tiers } from './tiers.ts';
import { users } from './users.ts';

/** Staff and tutors. A tutor is an employee of type 'Tutor' with a `tutors` row of the same id. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 16 }).notNull().default('Employee'),
    title: varchar('title', { length: 100 }).notNull().default('Admin'),
    active: boolean('active').notNull().default(true),
    hireDate: timestamp('hire_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Dollars an hour for Training payroll items (spec §9). */
    trainingRate: numeric('training_rate', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The phone system's extension (spec §7: PUT /employees/{id}/set_extension_handle). */
    extensionHandle: varchar('extension_handle', { length: 32 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('employees'),
  },
  (t) => [uniqueIndex('employees_user_idx').on(t.userId)],
);

export const tutors = pgTable(
  'tutors',
  {
    id: integer('id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    acceptNewStudents: boolean('accept_new_students').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    essayGrader: boolean('essay_grader').notNull().default(false),
    curriculumWork: boolean('curriculum_work').notNull().default(false),
    /** The tier the tutor is billed at; a tier in use cannot be deleted. */
    tierId: integer('tier_id').references(() => tiers.id),
    /** Hours per week. */
    deliveryTarget: integer('delivery_target').notNull().default(0),
    availabilityTarget: integer('availability_target').notNull().default(0),
    calendarToken: varchar('calendar_token', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('tutors'),
  },
  (t) => [index('tutors_tier_idx').on(t.tierId)],
);

export const parents = pgTable(
  'parents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    employeeId: integer('employee_id').references(() => employees.id),
    status: varchar('status', { length: 40 }).notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The CRM's fields (spec staff-and-crm §3 Parent / lead, §9 quick filters).
    /** Customer or Lead: the status set the contact's status comes from. */
    type: varchar('type', { length: 16 }).notNull().default('Customer'),
    active: boolean('active').notNull().default(true),
    source: varchar('source', { length: 40 }),
    sourceLink: varchar('source_link', { length: 500 }),
    sourceLinkType: varchar('source_link_type', { length: 20 }),
    sourceLinkId: integer('source_link_id'),
    address: jsonb('address').$type<Address>(),
    /** When the current advisor got the contact ("recently assigned"). */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    callsCount: integer('calls_count').notNull().default(0),
    lastContactedAt: timestamp('last_contacted_at', { withTimezone: true }),
    npsScore: integer('nps_score'),
    vip: boolean('vip').notNull().default(false),
    /** Thousands of dollars. */
    homeValue: integer('home_value'),
    /** Tutoring hours the family has left, in minutes (kept by the hours issue). */
    remainingMinutes: integer('remaining_minutes').notNull().default(0),
    /** A card status staff set by hand (collections or override); null: derived. */
    cardStatusOverride: varchar('card_status_override', { length: 16 }),
    /** When the lead left a checkout unfinished. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('parents'),
  },
  (t) => [
    uniqueIndex('parents_user_idx').on(t.userId),
    index('parents_employee_idx').on(t.employeeId),
    index('parents_type_status_idx').on(t.type, t.status),
  ],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    parentId: integer('parent_id').references(() => parents.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** -1 is TK, 0 is K. */
    grade: integer('grade'),
    timeZone: varchar('time_zone', { length: 64 }),
    points: integer('points').notNull().default(0),
    /**
     * The weekly pace, hours per week (spec scheduling §5: 0 to 10 in steps of 0.25, so a
     * double holds it exactly). Its changes are kept in pace_histories.
     */
    pace: doublePrecision('pace').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** What staff keep about the student (spec §3 Student: note); merges append to it. */
    note: text('note'),
    /**
     * The student's school (spec §3 Student: school/schoolId): a lead source of type School or
     * PendingSchool. A pending school merged into an actual one moves its students along.
     */
    schoolId: integer('school_id').references(() => leadSources.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('students'),
  },
  (t) => [
    index('students_parent_idx').on(t.parentId),
    index('students_user_idx').on(t.userId),
    index('students_school_idx').on(t.schoolId),
  ],
);
