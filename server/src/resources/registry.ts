import type { ResourceName } from '@tp/domain';
import { assignmentsResource } from './definitions/assignments.ts';
import { attendancesResource } from './definitions/attendances.ts';
import { availabilitiesResource } from './definitions/availabilities.ts';
import { brandsResource } from './definitions/brands.ts';
import { couponsResource } from './definitions/coupons.ts';
import { coursesResource } from './definitions/courses.ts';
import { courseTemplatesResource } from './definitions/course-templates.ts';
import { departmentsResource } from './definitions/departments.ts';
import { employeesResource } from './definitions/employees.ts';
import { enrollmentsResource } from './definitions/enrollments.ts';
import { eventsResource } from './definitions/events.ts';
import { historiesResource } from './definitions/histories.ts';
import { leadSourcesResource, pendingSchoolsResource } from './definitions/lead-sources.ts';
import { levelsResource } from './definitions/levels.ts';
import { messagesResource } from './definitions/messages.ts';
import { noticesResource } from './definitions/notices.ts';
import { studentBadgesResource } from './definitions/student-badges.ts';
import { studyAreasResource } from './definitions/study-areas.ts';
import { tutorDegreesResource } from './definitions/tutor-degrees.ts';
import { testDatesResource } from './definitions/test-dates.ts';
import { sessionTypesResource } from './definitions/session-types.ts';
import { parentsResource } from './definitions/parents.ts';
import { paymentsResource } from './definitions/payments.ts';
import { payrollItemsResource } from './definitions/payroll-items.ts';
import { refundRequestsResource } from './definitions/refund-requests.ts';
import { shipmentsResource } from './definitions/shipments.ts';
import { reviewsResource } from './definitions/reviews.ts';
import { sessionsResource } from './definitions/sessions.ts';
import { studentsResource } from './definitions/students.ts';
import { subjectsResource } from './definitions/subjects.ts';
import { teamsResource } from './definitions/teams.ts';
import { tiersResource } from './definitions/tiers.ts';
import { tutorsResource } from './definitions/tutors.ts';
import { tutoringHistoriesResource } from './definitions/tutoring-histories.ts';
import { tutoringsResource } from './definitions/tutorings.ts';
import { pendingTutoringsResource } from './definitions/pending-tutorings.ts';
import { installmentsResource } from './definitions/installments.ts';
import { usersResource } from './definitions/users.ts';
import { auditEventsResource } from './definitions/audit-events.ts';
import {
  callsResource,
  contactHistoriesResource,
  emailsResource,
  imminentClosesResource,
  notesResource,
  smsResource,
} from './definitions/contact-histories.ts';
import { inboxActivitiesResource } from './definitions/inbox-activities.ts';
import { checkAssociations, type Registry } from './includes.ts';
import type { Resource } from './types.ts';

/** Every resource served under /api/v2, in the order the docs list them. */
export const RESOURCES: readonly Resource[] = [
  coursesResource,
  courseTemplatesResource,
  sessionsResource,
  availabilitiesResource,
  tutorsResource,
  studentsResource,
  parentsResource,
  brandsResource,
  departmentsResource,
  subjectsResource,
  tiersResource,
  teamsResource,
  assignmentsResource,
  attendancesResource,
  enrollmentsResource,
  usersResource,
  shipmentsResource,
  reviewsResource,
  historiesResource,
  messagesResource,
  leadSourcesResource,
  pendingSchoolsResource,
  sessionTypesResource,
  employeesResource,
  payrollItemsResource,
  tutoringHistoriesResource,
  eventsResource,
  tutoringsResource,
  pendingTutoringsResource,
  installmentsResource,
  levelsResource,
  studentBadgesResource,
  testDatesResource,
  studyAreasResource,
  tutorDegreesResource,
  paymentsResource,
  refundRequestsResource,
  couponsResource,
  noticesResource,
  auditEventsResource,
  contactHistoriesResource,
  notesResource,
  callsResource,
  smsResource,
  emailsResource,
  imminentClosesResource,
  inboxActivitiesResource,
];

export const REGISTRY: Registry = Object.fromEntries(RESOURCES.map((r) => [r.name, r])) as Record<
  ResourceName,
  Resource | undefined
>;

checkAssociations(REGISTRY);
