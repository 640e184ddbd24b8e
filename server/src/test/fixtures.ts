import { seedFixtureContactHistories } from './contact-history-fixtures.ts';
import { bookingPolicyFor, type FieldErrors, type ListMeta, type Role } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { createFixtureUser } from '../auth/testing/user-fixtures.ts';
import type { Db } from '../db/client.ts';
import {
  assignments,
  auditEvents,
  attendances,
  availabilities,
  brands,
  courseHistories,
  courses,
  departments,
  tutorDepartments,
  enrollments,
  sessions,
  students,
  subjects,
  tiers,
  tutors,
  pendingTutorings,
} from '../db/schema/index.ts';
import { seedShipments } from './shipment-fixtures.ts';
import { seedFixtureInstallments, seedPayments } from './payment-fixtures.ts';
import { seedPayrollItems } from './payroll-fixtures.ts';
import { seedFixtureReviews } from './review-fixtures.ts';
import { seedFixtureMessages } from './message-fixtures.ts';
import { seedFixtureTeams } from './team-fixtures.ts';
import { seedFixtureLeadSources } from './lead-source-fixtures.ts';
import { seedFixtureTutoringHistories } from './tutoring-history-fixtures.ts';
import { seedFixtureEvents } from './event-fixtures.ts';
import { seedFixtureLiveSession } from './live-session-fixtures.ts';
import { seedFixtureStudyAreas } from './study-area-fixtures.ts';
import { seedFixtureTutorDegrees } from './tutor-degree-fixtures.ts';
import { seedFixtureCourseTemplates } from './course-template-fixtures.ts';
import { seedFixturePlaces } from './place-fixtures.ts';
import { seedFixtureExams } from './exam-fixtures.ts';

export const FIXTURE_LOGIN_PASSWORD = 'demo1234';

const at = (iso: string) => new Date(iso);

async function user(
  db: Db,
  email: string,
  roles: Role[],
  extra: {
    employeeTitle?: string;
    isParent?: boolean;
    isStudent?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  return createFixtureUser(db, { email, roles, password: FIXTURE_LOGIN_PASSWORD, ...extra });
}

/**
 * A small world for the resource tests (TEST_NOW is 2026-03-10T15:00Z):
 * - tutor Tia (tutor@) supervises s1 and is assigned to s2; tutor Tom supervises s2, s3, s4;
 * - student Sam (student@, with a login) attends s1; Sid (no login) attends s2;
 *   parent Pam (parent@) has child Pia, who attends s3;
 * - courses: c1 published (brand Points, from the template SAT Weekend, with its workbook), c2
 *   unpublished (brand Private Tutoring), c3 canceled;
 * - materials (two active, one retired) and course templates SAT Weekend and a bare one;
 * - s1 and s3 are tutorings (GET /tutorings): booked on Sam's enrollment in c1 and Pia's in c2;
 * - availabilities: Tia has an open one and a locked one, Tom an open one;
 * - tiers Gold (62.50, Tia's) and Silver (45.00, nobody's);
 * - messages: two about c1, one about Pia (in c2), none about c3.
 */
export async function seedResourceWorld(db: Db) {
  const admin = await user(db, 'admin@fixture.test', ['admin'], {
    employeeTitle: 'Admin',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const advisor = await user(db, 'advisor@fixture.test', ['advisor'], { employeeTitle: 'Advisor' });
  const tia = await user(db, 'tutor@fixture.test', ['tutor'], {
    employeeTitle: 'Tutor',
    firstName: 'Tia',
    lastName: 'Tutor',
  });
  const tom = await user(db, 'tom@fixture.test', ['tutor'], {
    employeeTitle: 'Tutor',
    firstName: 'Tom',
    lastName: 'Teacher',
  });
  const samUser = await user(db, 'student@fixture.test', ['student'], {
    isStudent: true,
    firstName: 'Sam',
    lastName: 'Student',
  });
  const pam = await user(db, 'parent@fixture.test', ['parent'], {
    isParent: true,
    firstName: 'Pam',
    lastName: 'Parent',
  });
  const nobody = await user(db, 'nobody@fixture.test', []);

  const [department] = await db.insert(departments).values({ name: 'Test Prep' }).returning();
  const [pointsBrand, privateBrand] = await db
    .insert(brands)
    .values([
      { name: 'Points Academy', departmentId: department!.id, includePoints: true },
      { name: 'Private Tutoring', departmentId: department!.id, active: false },
    ])
    .returning();
  const [math, algebra] = await db
    .insert(subjects)
    .values([
      { name: 'SAT Math', categoryName: 'Test Prep', language: 'en' },
      { name: 'Álgebra', categoryName: 'Math', language: 'es' },
    ])
    .returning();
  const catalogue = await seedFixtureCourseTemplates(db, {
    pointsBrandId: pointsBrand!.id,
    privateBrandId: privateBrand!.id,
    mathId: math!.id,
  });
  const [sid, pia] = await db
    .insert(students)
    .values([
      { firstName: 'Sid', lastName: 'Other' },
      { firstName: 'Pia', lastName: 'Parent', parentId: pam.parentId },
    ])
    .returning();
  const [c1, c2, c3] = await db
    .insert(courses)
    .values([
      {
        title: 'SAT Prep Spring',
        name: 'sat-spring',
        status: 'published',
        brandId: pointsBrand!.id,
        subjectId: math!.id,
        courseTemplateId: catalogue.courseTemplates.satWeekend.id,
        materialId: catalogue.materials.workbook.id,
      },
      {
        title: 'Algebra Boost',
        name: 'algebra-boost',
        status: 'unpublished',
        brandId: privateBrand!.id,
        subjectId: algebra!.id,
      },
      { title: 'Essay Clinic', name: 'essay-clinic', status: 'canceled', brandId: pointsBrand!.id },
    ])
    .returning();
  // What the courses' own writes record (the fixture inserts them directly): one change each,
  // before the fixture's "now" (2026-03-10), so a test's own changes come after them.
  await db.insert(courseHistories).values([
    {
      courseId: c1!.id,
      change: 'Course published',
      details: 'Status: published',
      updatedBy: 'Ada Admin',
      createdAt: new Date('2026-03-01T12:00:00Z'),
    },
    {
      courseId: c2!.id,
      change: 'Course created',
      details: 'Algebra Boost',
      updatedBy: 'Ada Admin',
      createdAt: new Date('2026-03-01T12:00:00Z'),
    },
  ]);
  const [samTutoring, , piaTutoring] = await db
    .insert(enrollments)
    .values([
      { courseId: c1!.id, studentId: samUser.studentId! },
      { courseId: c1!.id, studentId: sid!.id, status: 'canceled' },
      { courseId: c2!.id, studentId: pia!.id },
    ])
    .returning();
  const session = (courseId: number, supervisorId: number, startsAt: string, duration: number) => ({
    courseId,
    supervisorId,
    startsAt: at(startsAt),
    endsAt: new Date(at(startsAt).getTime() + duration * 60_000),
    duration,
    type: 'Tutoring',
  });
  const [s1, s2, s3, s4] = await db
    .insert(sessions)
    .values([
      // Sam's tutoring with Tia, booked on his enrollment in c1.
      {
        ...session(c1!.id, tia.employeeId!, '2026-03-10T16:00:00Z', 60),
        enrollmentId: samTutoring!.id,
      },
      session(c1!.id, tom.employeeId!, '2026-03-11T16:00:00Z', 90),
      // Pia's tutoring: booked on her enrollment in the private tutoring course.
      {
        ...session(c2!.id, tom.employeeId!, '2026-03-09T16:00:00Z', 60),
        enrollmentId: piaTutoring!.id,
      },
      session(c3!.id, tom.employeeId!, '2026-03-20T16:00:00Z', 120),
    ])
    .returning();
  await db.insert(assignments).values([
    { sessionId: s1!.id, employeeId: tia.employeeId!, supervisor: true },
    { sessionId: s2!.id, employeeId: tom.employeeId!, supervisor: true },
    { sessionId: s2!.id, employeeId: tia.employeeId! },
    { sessionId: s3!.id, employeeId: tom.employeeId!, supervisor: true },
    { sessionId: s4!.id, employeeId: tom.employeeId!, supervisor: true },
  ]);
  await db.insert(attendances).values([
    { sessionId: s1!.id, studentId: samUser.studentId! },
    { sessionId: s2!.id, studentId: sid!.id },
    { sessionId: s3!.id, studentId: pia!.id },
  ]);
  const [openTia, lockedTia, openTom] = await db
    .insert(availabilities)
    .values([
      {
        tutorId: tia.tutorId!,
        startsAt: at('2026-03-10T18:00:00Z'),
        endsAt: at('2026-03-10T20:00:00Z'),
        duration: 120,
      },
      {
        tutorId: tia.tutorId!,
        startsAt: at('2026-03-12T18:00:00Z'),
        endsAt: at('2026-03-12T19:00:00Z'),
        duration: 60,
        locked: true,
      },
      {
        tutorId: tom.tutorId!,
        startsAt: at('2026-03-11T09:00:00Z'),
        endsAt: at('2026-03-11T12:00:00Z'),
        duration: 180,
      },
    ])
    .returning();

  const [gold, silver] = await db
    .insert(tiers)
    .values([
      { name: 'Gold', billingRate: 62.5 },
      { name: 'Silver', billingRate: 45 },
    ])
    .returning();
  await db.update(tutors).set({ tierId: gold!.id }).where(eq(tutors.id, tia.tutorId!));
  // Both tutors work in the brands' department: qualified to staff their courses.
  await db.insert(tutorDepartments).values([
    { tutorId: tia.tutorId!, departmentId: department!.id },
    { tutorId: tom.tutorId!, departmentId: department!.id },
  ]);

  // Dates of Pia's booking with Tom and of Sam's with Tia past the tutor's published
  // availability (pending-tutorings): each tutor reads one of the two.
  await db.insert(pendingTutorings).values([
    {
      enrollmentId: piaTutoring!.id,
      studentId: pia!.id,
      tutorId: tom.tutorId!,
      startsAt: at('2026-06-02T09:00:00Z'),
      endsAt: at('2026-06-02T10:00:00Z'),
      duration: 60,
      policy: bookingPolicyFor({ roles: ['advisor'] }),
      createdById: advisor.id,
    },
    {
      enrollmentId: samTutoring!.id,
      studentId: samUser.studentId!,
      tutorId: tia.tutorId!,
      startsAt: at('2026-06-03T16:00:00Z'),
      endsAt: at('2026-06-03T17:00:00Z'),
      duration: 60,
      // Settled already, so Tia starts with no date waiting.
      status: 'failed',
      reasons: ['The tutor already has a session at that time.'],
      policy: bookingPolicyFor({ roles: ['advisor'] }),
      createdById: advisor.id,
    },
  ]);
  const shipmentRows = await seedShipments(db, { studentId: sid!.id, parentId: pam.parentId! });

  return {
    places: await seedFixturePlaces(db),
    shipments: shipmentRows,
    users: { admin, advisor, tia, tom, sam: samUser, pam, nobody },
    tiers: { gold: gold!, silver: silver! },
    department: department!,
    brands: { points: pointsBrand!, private: privateBrand! },
    subjects: { math: math!, algebra: algebra! },
    ...catalogue,
    students: { sam: samUser.studentId!, sid: sid!.id, pia: pia!.id },
    courses: { c1: c1!, c2: c2!, c3: c3! },
    sessions: { s1: s1!, s2: s2!, s3: s3!, s4: s4! },
    availabilities: { openTia: openTia!, lockedTia: lockedTia!, openTom: openTom! },
    reviews: await seedFixtureReviews(
      db,
      { s1: s1!, s2: s2!, s3: s3! },
      { sam: samUser.studentId!, sid: sid!.id, pia: pia!.id },
    ),
    teams: await seedFixtureTeams(db, { admin, advisor, tia, tom }),
    leadSources: await seedFixtureLeadSources(db, {
      advisorEmployeeId: advisor.employeeId!,
      brandId: pointsBrand!.id,
    }),
    payrollItems: await seedPayrollItems(db, {
      tiaId: tia.employeeId!,
      tomId: tom.employeeId!,
      advisorId: advisor.employeeId!,
      departmentId: department!.id,
    }),
    events: await seedFixtureEvents(db, {
      departmentId: department!.id,
      tia: { employeeId: tia.employeeId!, userId: tia.id },
      tom: { employeeId: tom.employeeId!, userId: tom.id },
    }),
    tutoringHistories: await seedFixtureTutoringHistories(db, {
      samWithTia: { tutorId: tia.employeeId!, studentId: samUser.studentId!, courseId: c1!.id },
      sidWithTom: { tutorId: tom.employeeId!, studentId: sid!.id, courseId: c1!.id },
      piaWithTom: { tutorId: tom.employeeId!, studentId: pia!.id, courseId: c2!.id },
    }),
    liveSession: await seedFixtureLiveSession(db, { studentId: pia!.id, sessionId: s3!.id }),
    studyAreas: await seedFixtureStudyAreas(
      db,
      { math: math!, algebra: algebra! },
      { sam: samUser.studentId!, sid: sid!.id, pia: pia!.id },
    ),
    tutorDegrees: await seedFixtureTutorDegrees(db, { tia: tia.tutorId!, tom: tom.tutorId! }),
    payments: await seedPayments(db, {
      parentId: pam.parentId!,
      adminUserId: admin.id,
      requesterUserId: advisor.id,
    }),
    installments: await seedFixtureInstallments(db),
    // One write already on the trail, so the trail's list has a record to show.
    auditEvent: (
      await db
        .insert(auditEvents)
        .values({
          actorUserId: admin.id,
          action: 'update',
          recordType: 'Course',
          recordId: c1!.id,
          changes: { name: { before: 'Algebra 1', after: c1!.name } },
        })
        .returning({ id: auditEvents.id })
    )[0]!,
    exams: await seedFixtureExams(
      db,
      { sam: samUser.studentId!, sid: sid!.id, pia: pia!.id },
      { tom: tom.tutorId! },
    ),
    messages: await seedFixtureMessages(db, {
      c1: c1!.id,
      c2: c2!.id,
      pia: pia!.id,
      sender: { id: advisor.id, name: 'Avery Advisor' },
    }),
    contactHistories: await seedFixtureContactHistories(db, {
      pia: pia!.id,
      pam: pam.parentId!,
      advisorUserId: advisor.id,
      adminUserId: admin.id,
    }),
  };
}

export type ResourceWorld = Awaited<ReturnType<typeof seedResourceWorld>>;

/** Typed views of response bodies for the tests' assertions. */
export type ListBody<K extends string, T> = { [P in K]: T[] } & { meta: ListMeta };
export type OneBody<K extends string, T> = { [P in K]: T };
export interface ProblemBody {
  error: string;
  errors: FieldErrors;
}

/** Status and JSON body of a call; `T` names what the test expects to read. */
export async function call<T>(
  response: Response | Promise<Response>,
): Promise<{ status: number; body: T }> {
  const res = await response;
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export function idsOf(records: readonly { id: number }[]): number[] {
  return records.map((record) => record.id);
}
