import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { sessionTypes } from './session-types.ts';
import { lockVersion } from './lock-version.ts';
import { leadSources } from './lead-sources.ts';
import { brands, subjects } from './organisation.ts';
import { courseTemplates, materials } from './course-templates.ts';
import { employees, students, tutors } from './people.ts';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 191 }).notNull(),
    name: varchar('name', { length: 191 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('unpublished'),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    /** Calendar days: every viewer sees the same dates whatever their zone. */
    startsAt: date('starts_at', { mode: 'string' }),
    endsAt: date('ends_at', { mode: 'string' }),
    /** The employee hosting the course. */
    hostId: integer('host_id').references(() => employees.id),
    /** Where the course's students came from (spec §3 leadSource/leadSourceId). */
    leadSourceId: integer('lead_source_id').references(() => leadSources.id, {
      onDelete: 'set null',
    }),
    /** The template the course was started from (spec §3 courseTemplate/courseTemplateId). */
    courseTemplateId: integer('course_template_id').references(() => courseTemplates.id, {
      onDelete: 'set null',
    }),
    /** The material the course uses (spec §3 material). */
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    /** When the course meets, in words. */
    schedule: varchar('schedule', { length: 191 }),
    reservedForId: integer('reserved_for_id').references(() => students.id, {
      onDelete: 'set null',
    }),
    reservationEndsAt: timestamp('reservation_ends_at', { withTimezone: true }),
    /** Total minutes of instruction sold with the course. */
    duration: integer('duration'),
    notes: text('notes'),
    /** Each session picks its subject (set by the tutor; Remove Subject clears it). */
    dynamicSubject: boolean('dynamic_subject').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('courses'),
  },
  (t) => [
    index('courses_brand_idx').on(t.brandId),
    index('courses_status_idx').on(t.status),
    index('courses_lead_source_idx').on(t.leadSourceId),
    // Set to null when their template or material is deleted: found without a scan.
    index('courses_course_template_idx').on(t.courseTemplateId),
    index('courses_material_idx').on(t.materialId),
    // The back-office's course list: newest start first, id breaking ties (the engine's order).
    index('courses_starts_at_idx').on(t.startsAt, t.id),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** A calendar day, like its course's dates: every viewer sees the same date (issue 23). */
    startsAt: date('starts_at', { mode: 'string' }),
    /** Enrollment or LimitedEnrollment (which carries a limit of attendances). */
    type: varchar('type', { length: 32 }).notNull().default('Enrollment'),
    limitedAttendancesCount: integer('limited_attendances_count'),
    /** The tutor chosen in the enrollee form (an employee). */
    tutorId: integer('tutor_id').references(() => employees.id),
    /** When a cancel took (or takes) effect. */
    unenrolledAt: timestamp('unenrolled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 64 }),
    cancelNote: text('cancel_note'),
    /** The enrollment a transfer moved the student to. */
    transferredToId: integer('transferred_to_id').references((): AnyPgColumn => enrollments.id, {
      onDelete: 'set null',
    }),
    /**
     * Pay As You Go (spec scheduling §4 Enrollment arrearBilling): when the hours run out the
     * account is replenished with another 5, owed by the family (arrear_charges).
     */
    arrearBilling: boolean('arrear_billing').notNull().default(false),
    // The subscription behind the enrollment (spec staff-and-crm §9 "Subscription fields").
    /** trial, active, contract or canceled (domain subscription-rules). */
    subscriptionState: varchar('subscription_state', { length: 16 }).notNull().default('active'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    contractEndsAt: timestamp('contract_ends_at', { withTimezone: true }),
    /** What the family owes on this enrollment, in cents. */
    balanceCents: integer('balance_cents').notNull().default(0),
    /** What the business owes the family (spent before the card is charged), in cents. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** Auto renew off: when the subscription stops (the end of its current term). */
    delayedCancelAt: timestamp('delayed_cancel_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** The coupon applied to this enrollment's charges (apply_coupon). */
    couponCode: varchar('coupon_code', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('enrollments'),
  },
  (t) => [
    uniqueIndex('enrollments_course_student_idx').on(t.courseId, t.studentId),
    index('enrollments_student_idx').on(t.studentId),
    index('enrollments_tutor_idx').on(t.tutorId),
    // The back-office's enrollment list: newest first, id breaking ties (the engine's order).
    index('enrollments_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull().default('Course'),
    name: varchar('name', { length: 191 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minutes; always endsAt - startsAt. */
    duration: integer('duration').notNull(),
    online: boolean('online').notNull().default(true),
    place: varchar('place', { length: 255 }),
    /** The looked-up place (places.place_id) the address was chosen from; null when typed. */
    placeId: varchar('place_id', { length: 255 }),
    room: varchar('room', { length: 50 }),
    /** The primary tutor (an employee id). */
    supervisorId: integer('supervisor_id').references(() => employees.id),
    employeesRequired: integer('employees_required').notNull().default(1),
    notes: text('notes'),
    attendanceTakenAt: timestamp('attendance_taken_at', { withTimezone: true }),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    suppressAttendance: boolean('suppress_attendance').notNull().default(false),
    /** The subject a course with a dynamic subject is working on in this session. */
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    /** When the tutor skipped subject allotments (allowed only when the rules say so). */
    allotmentsSkippedAt: timestamp('allotments_skipped_at', { withTimezone: true }),
    /** When a student (or a tutor who is not the host) first joined the meeting. */
    connectAt: timestamp('connect_at', { withTimezone: true }),
    /**
     * Set when the session is canceled: it stays on record (calendar feeds say CANCELLED) but
     * no longer holds its tutors' time (see assignments.during).
     */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Why it was canceled, as the family reads it ("Pay As You Go turned off"); null: not said. */
    cancelReason: varchar('cancel_reason', { length: 120 }),
    /** The tutoring enrollment a booked Tutoring session draws hours from. */
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    /** The brand's session type it was created as (session editor "Type"). */
    sessionTypeId: integer('session_type_id').references(() => sessionTypes.id, {
      onDelete: 'set null',
    }),
    /** Who booked or created it (spec §3 scheduledBy). */
    scheduledById: integer('scheduled_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The homework-help hub a split session continues (spec §3 hub; its spokes point to it).
     * A deleted hub leaves its spokes standing on their own.
     */
    hubId: integer('hub_id').references((): AnyPgColumn => sessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('sessions'),
  },
  (t) => [
    // With the start: a course's first and last session (the courses list) read one entry each.
    index('sessions_course_idx').on(t.courseId, t.startsAt),
    index('sessions_starts_at_idx').on(t.startsAt),
    index('sessions_supervisor_idx').on(t.supervisorId, t.startsAt),
    index('sessions_enrollment_idx').on(t.enrollmentId),
    index('sessions_hub_idx').on(t.hubId),
  ],
);

/**
 * The subjects a session works on (a booking picks up to two, spec scheduling §5 "Topics");
 * `position` keeps the order they were picked in.
 */
export const sessionTopics = pgTable(
  'session_topics',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.subjectId] })],
);

/** PostgreSQL's range of instants; written only by the database (see assignments.during). */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/** A tutor (or employee) staffed on a session. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    supervisor: boolean('supervisor').notNull().default(false),
    attended: boolean('attended'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /**
     * The time the assignment holds: its session's [startsAt, endsAt), or null once the session
     * is canceled. Kept by triggers from the session (migration 0008), never by the app, and
     * the database refuses two assignments of one employee whose times overlap (the exclusion
     * constraint assignments_no_double_booking): a tutor is never double-booked, whichever
     * path writes sessions or assignments, however many at once.
     */
    during: tstzrange('during'),
    lockVersion: lockVersion('assignments'),
  },
  (t) => [
    uniqueIndex('assignments_session_employee_idx').on(t.sessionId, t.employeeId),
    index('assignments_employee_idx').on(t.employeeId),
  ],
);

export const attendances = pgTable(
  'attendances',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    attended: boolean('attended'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    notes: text('notes'),
    points: integer('points').notNull().default(0),
    lockVersion: lockVersion('attendances'),
  },
  (t) => [
    uniqueIndex('attendances_session_student_idx').on(t.sessionId, t.studentId),
    index('attendances_student_idx').on(t.studentId),
  ],
);

/** Time a tutor offers for booking. */
export const availabilities = pgTable(
  'availabilities',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    locked: boolean('locked').notNull().default(false),
    maxedOut: boolean('maxed_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('availabilities'),
  },
  (t) => [index('availabilities_tutor_starts_idx').on(t.tutorId, t.startsAt)],
);
