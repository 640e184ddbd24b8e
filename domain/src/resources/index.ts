import type { ZodType } from 'zod';
import type { ResourceContract } from './contract.ts';
import { assignmentsContract } from './assignments.ts';
import { attendancesContract } from './attendances.ts';
import { availabilitiesContract } from './availabilities.ts';
import { brandsContract } from './brands.ts';
import { couponsContract } from './coupons.ts';
import { coursesContract } from './courses.ts';
import { courseTemplatesContract } from './course-templates.ts';
import { departmentsContract } from './departments.ts';
import { employeesContract } from './employees.ts';
import { enrollmentsContract } from './enrollments.ts';
import { eventsContract } from './events.ts';
import { historiesContract } from './histories.ts';
import { messagesContract } from './messages.ts';
import { noticesContract } from './notices.ts';
import { leadSourcesContract, pendingSchoolsContract } from './lead-sources.ts';
import { levelsContract } from './levels.ts';
import { studentBadgesContract } from './student-badges.ts';
import { studyAreasContract } from './study-areas.ts';
import { tutorDegreesContract } from './tutor-degrees.ts';
import { testDatesContract } from './test-dates.ts';
import { sessionTypesContract } from './session-types.ts';
import { parentsContract } from './parents.ts';
import { payrollItemsContract } from './payroll-items.ts';
import { paymentsContract } from './payments.ts';
import { refundRequestsContract } from './refund-requests.ts';
import { reviewsContract } from './reviews.ts';
import { sessionsContract } from './sessions.ts';
import { studentsContract } from './students.ts';
import { shipmentsContract } from './shipments.ts';
import { subjectsContract } from './subjects.ts';
import { teamsContract } from './teams.ts';
import { tiersContract } from './tiers.ts';
import { tutorsContract } from './tutors.ts';
import { tutoringHistoriesContract } from './tutoring-histories.ts';
import { tutoringsContract } from './tutorings.ts';
import { pendingTutoringsContract } from './pending-tutorings.ts';
import { installmentsContract } from './installments.ts';
import { usersContract } from './users.ts';
import { auditEventsContract } from './audit-events.ts';
import {
  callsContract,
  contactHistoriesContract,
  emailsContract,
  imminentClosesContract,
  notesContract,
  smsContract,
} from './contact-histories.ts';
import { inboxActivitiesContract } from './inbox-activities.ts';

export * from './contract.ts';
export * from './payload-fields.ts';
export * from './lock-version.ts';
export * from './writable-payload.ts';
export * from './assignments.ts';
export * from './attendances.ts';
export * from './availabilities.ts';
export * from './brands.ts';
export * from './coupons.ts';
export * from './courses.ts';
export * from './course-lists.ts';
export * from './course-templates.ts';
export * from './departments.ts';
export * from './employees.ts';
export * from './enrollments.ts';
export * from './enrollment-money.ts';
export * from './events.ts';
export * from './staff-finder.ts';
export * from './histories.ts';
export * from './messages.ts';
export * from './notices.ts';
export * from './lead-sources.ts';
export * from './levels.ts';
export * from './student-badges.ts';
export * from './study-areas.ts';
export * from './test-dates.ts';
export * from './session-types.ts';
export * from './parents.ts';
export * from './payroll-items.ts';
export * from './payments.ts';
export * from './refund-requests.ts';
export * from './reviews.ts';
export * from './sessions.ts';
export * from './students.ts';
export * from './student-hours.ts';
export * from './shipments.ts';
export * from './subjects.ts';
export * from './teams.ts';
export * from './tiers.ts';
export * from './tutors.ts';
export * from './tutor-degrees.ts';
export * from './tutoring-histories.ts';
export * from './tutorings.ts';
export * from './pending-tutorings.ts';
export * from './installments.ts';
export * from './users.ts';
export * from './audit-events.ts';
export * from './contact-histories.ts';
export * from './inbox-activities.ts';

/** Every resource served under /api/v2, by plural name: the one list of contracts. */
export const RESOURCE_CONTRACTS = {
  courses: coursesContract,
  course_templates: courseTemplatesContract,
  sessions: sessionsContract,
  availabilities: availabilitiesContract,
  tutors: tutorsContract,
  students: studentsContract,
  parents: parentsContract,
  brands: brandsContract,
  departments: departmentsContract,
  subjects: subjectsContract,
  tiers: tiersContract,
  assignments: assignmentsContract,
  attendances: attendancesContract,
  enrollments: enrollmentsContract,
  users: usersContract,
  shipments: shipmentsContract,
  reviews: reviewsContract,
  teams: teamsContract,
  histories: historiesContract,
  messages: messagesContract,
  lead_sources: leadSourcesContract,
  pending_schools: pendingSchoolsContract,
  session_types: sessionTypesContract,
  employees: employeesContract,
  payroll_items: payrollItemsContract,
  tutoring_histories: tutoringHistoriesContract,
  events: eventsContract,
  tutorings: tutoringsContract,
  pending_tutorings: pendingTutoringsContract,
  installments: installmentsContract,
  levels: levelsContract,
  student_badges: studentBadgesContract,
  test_dates: testDatesContract,
  study_areas: studyAreasContract,
  tutor_degrees: tutorDegreesContract,
  payments: paymentsContract,
  refund_requests: refundRequestsContract,
  coupons: couponsContract,
  notices: noticesContract,
  audit_events: auditEventsContract,
  contact_histories: contactHistoriesContract,
  notes: notesContract,
  calls: callsContract,
  sms: smsContract,
  emails: emailsContract,
  imminent_closes: imminentClosesContract,
  inbox_activities: inboxActivitiesContract,
} as const;

export type Contracts = typeof RESOURCE_CONTRACTS;
export type ResourceName = keyof Contracts;
/** The record type of a resource (its wire shape). */
export type RecordOf<N extends ResourceName> =
  Contracts[N]['record'] extends ZodType<infer R> ? R : never;
/** The named actions of a resource (`lock`, `assignTutors`...). */
export type ActionName<N extends ResourceName> = keyof Contracts[N]['actions'] & string;

export { isResourceName, RESOURCE_ACCESS, singularOf } from './access/index.ts';

/** A resource's contract with its record type (the registry's union erased). */
export function contractOf<N extends ResourceName>(resource: N): ResourceContract<RecordOf<N>> {
  // Each entry of RESOURCE_CONTRACTS is the contract of its key's record type.
  return RESOURCE_CONTRACTS[resource] as unknown as ResourceContract<RecordOf<N>>;
}
