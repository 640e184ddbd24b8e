import { assignmentsAccess } from './assignments.ts';
import { attendancesAccess } from './attendances.ts';
import { auditEventsAccess } from './audit-events.ts';
import { availabilitiesAccess } from './availabilities.ts';
import { brandsAccess } from './brands.ts';
import {
  callsAccess,
  contactHistoriesAccess,
  emailsAccess,
  imminentClosesAccess,
  notesAccess,
  smsAccess,
} from './contact-histories.ts';
import { couponsAccess } from './coupons.ts';
import { courseTemplatesAccess } from './course-templates.ts';
import { coursesAccess } from './courses.ts';
import { departmentsAccess } from './departments.ts';
import { employeesAccess } from './employees.ts';
import { enrollmentsAccess } from './enrollments.ts';
import { eventsAccess } from './events.ts';
import { historiesAccess } from './histories.ts';
import { inboxActivitiesAccess } from './inbox-activities.ts';
import { installmentsAccess } from './installments.ts';
import { leadSourcesAccess, pendingSchoolsAccess } from './lead-sources.ts';
import { levelsAccess } from './levels.ts';
import { messagesAccess } from './messages.ts';
import { noticesAccess } from './notices.ts';
import { parentsAccess } from './parents.ts';
import { paymentsAccess } from './payments.ts';
import { payrollItemsAccess } from './payroll-items.ts';
import { pendingTutoringsAccess } from './pending-tutorings.ts';
import { refundRequestsAccess } from './refund-requests.ts';
import { reviewsAccess } from './reviews.ts';
import { sessionTypesAccess } from './session-types.ts';
import { sessionsAccess } from './sessions.ts';
import { shipmentsAccess } from './shipments.ts';
import { studentBadgesAccess } from './student-badges.ts';
import { studentsAccess } from './students.ts';
import { studyAreasAccess } from './study-areas.ts';
import { subjectsAccess } from './subjects.ts';
import { teamsAccess } from './teams.ts';
import { testDatesAccess } from './test-dates.ts';
import { tiersAccess } from './tiers.ts';
import { tutorDegreesAccess } from './tutor-degrees.ts';
import { tutoringHistoriesAccess } from './tutoring-histories.ts';
import { tutoringsAccess } from './tutorings.ts';
import { tutorsAccess } from './tutors.ts';
import { usersAccess } from './users.ts';
import type { ResourceAccess } from '../contract.ts';
import type { RecordOf, ResourceName } from '../index.ts';

/**
 * Every resource's access rules, by plural name (the same names as RESOURCE_CONTRACTS): what
 * `can` asks. Zod-free, unlike the contracts, so the apps' shells load it without the schemas.
 */
export const RESOURCE_ACCESS: { readonly [N in ResourceName]: ResourceAccess<RecordOf<N>> } = {
  courses: coursesAccess,
  course_templates: courseTemplatesAccess,
  sessions: sessionsAccess,
  availabilities: availabilitiesAccess,
  tutors: tutorsAccess,
  students: studentsAccess,
  parents: parentsAccess,
  brands: brandsAccess,
  departments: departmentsAccess,
  subjects: subjectsAccess,
  tiers: tiersAccess,
  assignments: assignmentsAccess,
  attendances: attendancesAccess,
  enrollments: enrollmentsAccess,
  users: usersAccess,
  shipments: shipmentsAccess,
  reviews: reviewsAccess,
  teams: teamsAccess,
  histories: historiesAccess,
  messages: messagesAccess,
  lead_sources: leadSourcesAccess,
  pending_schools: pendingSchoolsAccess,
  session_types: sessionTypesAccess,
  employees: employeesAccess,
  payroll_items: payrollItemsAccess,
  tutoring_histories: tutoringHistoriesAccess,
  events: eventsAccess,
  tutorings: tutoringsAccess,
  pending_tutorings: pendingTutoringsAccess,
  installments: installmentsAccess,
  levels: levelsAccess,
  student_badges: studentBadgesAccess,
  test_dates: testDatesAccess,
  study_areas: studyAreasAccess,
  tutor_degrees: tutorDegreesAccess,
  payments: paymentsAccess,
  refund_requests: refundRequestsAccess,
  coupons: couponsAccess,
  notices: noticesAccess,
  audit_events: auditEventsAccess,
  contact_histories: contactHistoriesAccess,
  notes: notesAccess,
  calls: callsAccess,
  sms: smsAccess,
  emails: emailsAccess,
  imminent_closes: imminentClosesAccess,
  inbox_activities: inboxActivitiesAccess,
};

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(RESOURCE_ACCESS, name);
}

/** A resource's singular key: one record is `{ "<singular>": {...} }`, writes are keyed by it. */
export function singularOf(resource: string): string {
  if (isResourceName(resource)) return RESOURCE_ACCESS[resource].singular;
  if (resource.endsWith('ies')) return `${resource.slice(0, -3)}y`;
  if (resource.endsWith('s')) return resource.slice(0, -1);
  return resource;
}
