import type { DemoWorldTable, DemoWorldTableKey } from '../demo-world-tables.ts';

/**
 * A row of the demo world: the insert type Drizzle infers from the table, with the explicit
 * id the generator gives every row (counted from 1) so rows can point at each other.
 * Timestamps are `Date` values (UTC instants), which the seed inserts as they are. Records
 * a client may change start at `lockVersion: 0`, as if nobody had changed them since.
 */
type WorldRow<K extends DemoWorldTableKey> = Extract<
  DemoWorldTable,
  { key: K }
>['table']['$inferInsert'] &
  // A table keyed otherwise (target_histories: tutor and week) has no id.
  ('id' extends keyof Extract<DemoWorldTable, { key: K }>['table']['$inferInsert']
    ? { id: number }
    : unknown);

/** users: the generator leaves `passwordHash` out; the seed sets it (see hasDemoPassword). */
export type UserRow = WorldRow<'users'>;
export type EmploymentPeriodRow = WorldRow<'employmentPeriods'>;
export type DepartmentRow = WorldRow<'departments'>;
export type BrandRow = WorldRow<'brands'>;
export type SubjectRow = WorldRow<'subjects'>;
export type MaterialRow = WorldRow<'materials'>;
export type CourseTemplateRow = WorldRow<'courseTemplates'>;
export type TierRow = WorldRow<'tiers'>;
export type EmployeeRow = WorldRow<'employees'>;
/** The `tutors` row of an employee of type Tutor: `id` is that employee's id. */
export type TutorRow = WorldRow<'tutors'>;
export type ParentRow = WorldRow<'parents'>;
export type StudentRow = WorldRow<'students'>;
export type CourseRow = WorldRow<'courses'>;
export type CourseHistoryRow = WorldRow<'courseHistories'>;
export type MessageRow = WorldRow<'messages'>;
export type MessageRecipientRow = WorldRow<'messageRecipients'>;
export type ContactActivityRow = WorldRow<'contactActivities'>;
export type ImminentCloseRow = WorldRow<'imminentCloses'>;
export type InboxActivityRow = WorldRow<'inboxActivities'>;
/** A file attached to a record; the demo's are a few messages' files (message-files.ts). */
export type UploadRow = WorldRow<'uploads'>;
export type EnrollmentRow = WorldRow<'enrollments'>;
export type SessionRow = WorldRow<'sessions'>;
export type PlaceRow = WorldRow<'places'>;
export type AssignmentRow = WorldRow<'assignments'>;
export type AttendanceRow = WorldRow<'attendances'>;
export type ReviewRow = WorldRow<'reviews'>;
export type AvailabilityRow = WorldRow<'availabilities'>;
export type NoticeRow = WorldRow<'notices'>;
export type TeamRow = WorldRow<'teams'>;
export type TeamMembershipRow = WorldRow<'teamMemberships'>;
export type ShipmentRow = WorldRow<'shipments'>;
export type ShipmentObserverRow = WorldRow<'shipmentObservers'>;
export type LeadSourceRow = WorldRow<'leadSources'>;
export type SessionTypeRow = WorldRow<'sessionTypes'>;
export type TutorSubjectRow = WorldRow<'tutorSubjects'>;
export type TutorDepartmentRow = WorldRow<'tutorDepartments'>;
export type PayrollItemRow = WorldRow<'payrollItems'>;
export type TutoringHistoryRow = WorldRow<'tutoringHistories'>;
export type EventRow = WorldRow<'events'>;
export type LevelRow = WorldRow<'levels'>;
export type StudentBadgeRow = WorldRow<'studentBadges'>;
export type TestDateRow = WorldRow<'testDates'>;
export type StudyAreaRow = WorldRow<'studyAreas'>;
export type CouponRow = WorldRow<'coupons'>;
export type PaymentRow = WorldRow<'payments'>;
export type LineItemRow = WorldRow<'lineItems'>;
export type InstallmentRow = WorldRow<'installments'>;
export type PaymentProfileRow = WorldRow<'paymentProfiles'>;
export type RefundRequestRow = WorldRow<'refundRequests'>;
export type TargetHistoryRow = WorldRow<'targetHistories'>;
export type ExamTranscriptRow = WorldRow<'examTranscripts'>;

/** The whole demo world: the instant it was generated around and the rows of each table. */
export type DemoWorld = { now: Date } & { [K in DemoWorldTableKey]: WorldRow<K>[] };
