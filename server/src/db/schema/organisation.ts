import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lockVersion: lockVersion('departments'),
});

/** A product definition: what a course of this brand includes and how it runs. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => departments.id),
  active: boolean('active').notNull().default(true),
  includePoints: boolean('include_points').notNull().default(false),
  includeSessions: boolean('include_sessions').notNull().default(true),
  includeStudents: boolean('include_students').notNull().default(true),
  includeEmployees: boolean('include_employees').notNull().default(false),
  includeJointSessions: boolean('include_joint_sessions').notNull().default(false),
  includeScoreReports: boolean('include_score_reports').notNull().default(false),
  allowManualAttendance: boolean('allow_manual_attendance').notNull().default(false),
  /** Minutes a booking must last when set. */
  forceDuration: integer('force_duration'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lockVersion: lockVersion('brands'),
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  categoryName: varchar('category_name', { length: 100 }).notNull(),
  language: varchar('language', { length: 8 }).notNull().default('en'),
  lockVersion: lockVersion('subjects'),
});
