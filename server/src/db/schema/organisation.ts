import type {
  BrandPaymentType,
  BrandPricing,
  BrandPricingTerms,
  IntervalUnit,
  ReviewIntervalUnit,
} from '@tp/domain';
import { boolean, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { employees } from './people.ts';

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
  /** Employees who are not tutors may staff its sessions (spec §6: the Employees tab). */
  employeeStaffing: boolean('employee_staffing').notNull().default(false),
  includeScoreReports: boolean('include_score_reports').notNull().default(false),
  allowManualAttendance: boolean('allow_manual_attendance').notNull().default(false),
  /** A short code sessions of the brand carry (spec §3 identifier; "HH" for homework help). */
  identifier: varchar('identifier', { length: 10 }),
  /** Minutes a booking must last when set. */
  forceDuration: integer('force_duration'),
  // Spec §3 Brand and §4 Brand form rules (domain/src/brand-form-rules.ts).
  paymentType: varchar('payment_type', { length: 20 })
    .$type<BrandPaymentType>()
    .notNull()
    .default('none'),
  pricing: jsonb('pricing').$type<BrandPricing>(),
  offerContract: boolean('offer_contract').notNull().default(false),
  contractPricing: jsonb('contract_pricing').$type<BrandPricingTerms>(),
  offerDiscount: boolean('offer_discount').notNull().default(false),
  discountPricing: jsonb('discount_pricing').$type<BrandPricingTerms>(),
  allowLimitedAttendance: boolean('allow_limited_attendance').notNull().default(false),
  limitedAttendancesCount: integer('limited_attendances_count').notNull().default(0),
  includeParentUpdates: boolean('include_parent_updates').notNull().default(false),
  parentUpdatesInterval: integer('parent_updates_interval'),
  offerReserved: boolean('offer_reserved').notNull().default(false),
  reservedIntervalUnit: varchar('reserved_interval_unit', { length: 10 }).$type<IntervalUnit>(),
  reservedIntervalLength: integer('reserved_interval_length'),
  includeReviews: boolean('include_reviews').notNull().default(false),
  reviewInterval: integer('review_interval'),
  reviewIntervalUnit: varchar('review_interval_unit', { length: 10 })
    .$type<ReviewIntervalUnit>()
    .notNull()
    .default('minutes'),
  includeDelightedSurveys: boolean('include_delighted_surveys').notNull().default(false),
  delightedSurveyMinutesInterval: integer('delighted_survey_minutes_interval'),
  /** The brand's contact (spec §3 contact/employeeId). */
  employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
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
