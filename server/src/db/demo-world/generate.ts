import { generateBrands, generateDepartments, generateSubjects } from './catalogue.ts';
import { withLiveSession } from './live-session.ts';
import { withHomeworkHelpDropIns } from './homework-help-live.ts';
import {
  completeBrands,
  completeCourses,
  completeEmployees,
  completeEnrollments,
  completeParents,
  completeTutors,
} from './column-defaults.ts';
import { generateCourseHistories } from './course-histories.ts';
import { generateEmploymentPeriods } from './employment-periods.ts';
import { generateEvents } from './events.ts';
import { generateCourses } from './courses.ts';
import { generateCourseTemplates, generateMaterials } from './course-templates.ts';
import { withEnrollmentHistory } from './enrollments.ts';
import { generateMessages } from './messages.ts';
import { generateContactHistories } from './contact-histories.ts';
import { generateNotices } from './notices.ts';
import { generatePeople, type People } from './people.ts';
import { generateCrm } from './parents.ts';
import { generatePayrollItems, withTrainingRates } from './payroll.ts';
import { generateRefundRequests } from './payments.ts';
import { generateShipments } from './shipments.ts';
import { generatePlaces } from './places.ts';
import {
  generateLeadSources,
  generateSessionTypes,
  withCourseLeadSources,
  withStudentSchools,
} from './lead-sources.ts';
import { generateStaffRoster } from './staff-roster.ts';
import { generateTutoringHistories, withStudentExtras } from './students.ts';
import { generateReviews } from './reviews.ts';
import { generateTeams } from './teams.ts';
import { generateTargetHistories } from './target-histories.ts';
import { generateTiers, withTiers } from './tiers.ts';
import { generateLevels, generateStudentBadges } from './levels.ts';
import {
  generateAvailabilities,
  generateSchedule,
  withEarnedPoints,
  withTutoringBookings,
} from './schedule.ts';
import { generateStudyAreas, generateTestDates } from './study-areas.ts';
import { generateTutorDegrees } from './tutor-degrees.ts';
import { generateMoney, withCardStatusOverrides, withSubscriptions } from './money.ts';
import type { DemoWorld } from './types.ts';
import { generateExamTranscripts, withDemoEssayGrader } from './exam-transcripts.ts';
import { withBrandContacts, withFamilySessionStories } from './family-sessions.ts';

/** The seed of the demo world everyone sees; change it and every screenshot changes. */
export const DEFAULT_WORLD_SEED = 20260310;

export interface GenerateDemoWorldOptions {
  /** The instant the world is built around: sessions fall two weeks either side of it. */
  now: Date;
  seed?: number;
}

/**
 * The demo world: a small tutoring business around `now`. Pure and deterministic: the same
 * `now` and seed give the same rows, byte for byte, on any machine and in any process time
 * zone. Used by the server's seed (into the database) and by the MSW handlers (in memory).
 */
export function generateDemoWorld({
  now,
  seed = DEFAULT_WORLD_SEED,
}: GenerateDemoWorldOptions): DemoWorld {
  const instant = new Date(now.getTime());
  const departments = generateDepartments(instant);
  const brands = generateBrands(instant, departments);
  const subjects = generateSubjects();
  const materials = generateMaterials();
  const courseTemplates = generateCourseTemplates(instant, { brands, subjects, materials });
  const tiers = generateTiers(instant);
  const testDates = generateTestDates(instant, subjects);
  const people = generatePeople(instant, seed);
  const { courses, enrollments, planned } = generateCourses(
    instant,
    seed,
    people,
    brands,
    subjects,
    { courseTemplates, materials },
  );
  const plannedSchedule = generateSchedule(instant, seed, planned, brands, subjects);
  // The demo tutor's session in progress (live-session.ts), then their offered time around it.
  const live = withLiveSession(
    instant,
    plannedSchedule,
    planned,
    generateAvailabilities(instant, seed, people.tutorIds, people.employees, people.users),
  );
  // Homework help's drop-in sessions to split, around the same time (homework-help-live.ts).
  const dropIns = withHomeworkHelpDropIns(instant, live.schedule, planned, live.availabilities);
  // The demo family's sessions list: notes, and each attendance state (family-sessions.ts).
  const { sessions, assignments, attendances } = withFamilySessionStories(
    instant,
    dropIns.schedule,
    [people.demoStudentId, people.demoSiblingId],
  );
  const availabilities = dropIns.availabilities;
  const students = withStudentExtras(instant, withEarnedPoints(people.students, attendances));
  const crm = generateCrm(instant, seed, people);
  const tieredTutors = withTiers(people.tutors, tiers);
  // After everyone else (the CRM's leads included), so the core world's ids stay as they were.
  const roster = generateStaffRoster(
    instant,
    seed,
    { ...people, users: crm.users },
    { subjects, departments, tiers },
  );
  const employees = withTrainingRates([...people.employees, ...roster.employees]);
  const leadSources = generateLeadSources(instant, people.advisorIds);
  // The demo tutor grades essays (exam-transcripts.ts).
  const tutors = withDemoEssayGrader(
    completeTutors([...tieredTutors, ...roster.tutors], instant),
    people.tutorIds[0]!,
  );
  const allEnrollments = completeEnrollments(
    withEnrollmentHistory(instant, seed, enrollments, courses, planned, sessions, attendances),
  );
  const completedBrands = completeBrands(withBrandContacts(brands, brandContactId(people)));
  const completedCourses = completeCourses(withCourseLeadSources(courses, leadSources));
  const subscribed = withSubscriptions(instant, allEnrollments);
  const demoParentUser = crm.users.find((user) => user.email === 'parent@demo.test');
  const money = generateMoney({
    now: instant,
    enrollments: subscribed,
    students,
    courses: completedCourses,
    brands: completedBrands,
    demoParentId: crm.parents.find((parent) => parent.userId === demoParentUser?.id)?.id,
  });
  const messaging = generateMessages(instant, seed, courses, enrollments, {
    users: people.users,
    students: people.students,
    // The CRM's parents: their advisors as the world has them (some unassigned).
    parents: crm.parents,
    employees,
  });
  return {
    now: instant,
    ...money,
    users: [...crm.users, ...roster.users],
    departments,
    brands: completedBrands,
    subjects,
    materials,
    courseTemplates,
    tiers,
    employees: completeEmployees(employees),
    employmentPeriods: generateEmploymentPeriods(employees),
    tutors,
    parents: withCardStatusOverrides(completeParents(crm.parents)),
    students: withStudentSchools(students, leadSources),
    courses: completedCourses,
    enrollments: subscribed,
    places: generatePlaces(instant),
    sessions: withTutoringBookings(sessions, allEnrollments, attendances, employees),
    assignments,
    attendances,
    reviews: generateReviews(instant, seed, sessions, attendances, people.tutors),
    availabilities,
    notices: generateNotices(instant, people, sessions, attendances, messaging.messages),
    ...generateTeams(instant, people),
    ...generateShipments(instant, people.students, people.parents),
    courseHistories: generateCourseHistories(courses, people.users),
    ...messaging,
    leadSources,
    sessionTypes: generateSessionTypes(brands),
    tutorSubjects: roster.tutorSubjects,
    tutorDepartments: roster.tutorDepartments,
    tutorDegrees: generateTutorDegrees(
      instant,
      seed,
      tutors.map((tutor) => tutor.id),
    ),
    payrollItems: generatePayrollItems(instant, employees, departments),
    tutoringHistories: generateTutoringHistories(
      instant,
      students,
      courses,
      enrollments,
      sessions,
      attendances,
    ),
    events: generateEvents(instant, seed, {
      tutorIds: people.tutorIds,
      tutors,
      employees,
      users: crm.users,
      departments,
    }),
    levels: generateLevels(),
    studentBadges: generateStudentBadges(instant, seed, sessions, attendances),
    testDates,
    studyAreas: generateStudyAreas(people, subjects, testDates),
    refundRequests: generateRefundRequests(money.payments, money.lineItems, crm.users),
    examTranscripts: generateExamTranscripts(instant, seed, {
      students,
      demoStudentIds: [people.demoStudentId, people.demoSiblingId],
      demoTutorId: people.tutorIds[0]!,
      graderIds: tutors.filter((tutor) => tutor.essayGrader).map((tutor) => tutor.id),
    }),
    ...generateContactHistories(instant, seed, {
      users: [...crm.users, ...roster.users],
      parents: crm.parents,
      students,
      employees,
      messages: messaging.messages,
      messageRecipients: messaging.messageRecipients,
    }),
    targetHistories: generateTargetHistories(instant, {
      tutors: tieredTutors,
      employees,
      users: crm.users,
      sessions,
      assignments,
      availabilities,
    }),
  };
}

/** The brands' contact (family-sessions.ts): the demo instruction manager. */
function brandContactId(people: Pick<People, 'users' | 'employees'>): number {
  const user = people.users.find((u) => u.email === 'manager@demo.test');
  const employee = user && people.employees.find((e) => e.userId === user.id);
  if (!employee) throw new Error('The demo instruction manager is missing');
  return employee.id;
}
