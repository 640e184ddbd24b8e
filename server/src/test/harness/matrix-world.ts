import { bookingPolicyFor, hasRole, isStaff, type ResourceName } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import type { Db } from '../../db/client.ts';
import {
  assignments,
  attendances,
  availabilities,
  avatars,
  enrollments,
  events,
  messages,
  pendingTutorings,
  reviews,
  sessions,
  students,
  teamMemberships,
  tutoringHistories,
  tutorDegrees,
  tutors,
  uploads,
  studentBadges,
  studyAreas,
  coupons,
  installments,
  notices,
  examTranscripts,
} from '../../db/schema/index.ts';
import { selectRows } from '../../resources/query.ts';
import { RESOURCES } from '../../resources/registry.ts';
import type { SerializeView, WireRecord } from '../../resources/types.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { CSV, GIF } from '../../storage/testing/sample-files.ts';
import { FIXTURE_LOGIN_PASSWORD, seedResourceWorld, type ResourceWorld } from '../fixtures.ts';
import type { RoleClass } from './role-classes.ts';

/** The fixture users of `seedResourceWorld` that stand for a role class. */
const FIXTURE_LOGINS: Record<string, string> = {
  'no roles': 'nobody@fixture.test',
  admin: 'admin@fixture.test',
  advisor: 'advisor@fixture.test',
  tutor: 'tutor@fixture.test',
  student: 'student@fixture.test',
  parent: 'parent@fixture.test',
};

/** A file attached to a session, as the uploads routes store it. */
export interface UploadRow {
  id: number;
  attachableType: string;
  attachableId: number;
  uploadedById: number | null;
}

/** Someone whose avatar is set (its type and record id). */
export interface AvatarRow {
  avatarableType: string;
  avatarableId: number;
}

/** Every record the API serves, as the rules see it (full, whoever asks). */
/** An exam transcript of the built-in exams service (not an engine resource). */
export interface TranscriptRow {
  id: number;
  studentId: number;
  essayGraderId: number | null;
}

export interface WorldSnapshot {
  records: Record<ResourceName, WireRecord[]>;
  uploads: UploadRow[];
  avatars: AvatarRow[];
  transcripts: TranscriptRow[];
}

/**
 * The resource world plus what the matrix needs: a parent for the student (so a student reads
 * a parent of their own and not the others), files attached to sessions by a tutor, by another
 * tutor and by an admin, and the avatars of a tutor, a student and a user.
 */
export async function seedMatrixWorld(db: Db, files: FileStore): Promise<ResourceWorld> {
  const world = await seedResourceWorld(db);
  const samsParent = await createFixtureUser(db, {
    email: 'sams-parent@fixture.test',
    password: FIXTURE_LOGIN_PASSWORD,
    roles: ['parent'],
    isParent: true,
  });
  await db
    .update(students)
    .set({ parentId: samsParent.parentId })
    .where(eq(students.id, world.students.sam));
  // The coupon the apply_coupon sample names (the fixture world gives every enrollment an
  // installment; each viewer's own enrollment gets one below).
  await db.insert(coupons).values({ code: 'MATRIX10', unit: 'percentage', amount: 10 });
  const { s1, s3 } = world.sessions;
  const { tia, tom, admin } = world.users;
  // Gems for Sam and Sid beside Pia's, so student badges have their own and others' too.
  await db.insert(studentBadges).values([
    { studentId: world.students.sam, description: 'Ruby', sessionId: s1.id },
    { studentId: world.students.sid, description: 'Gold' },
  ]);
  // A notice for each fixture user (one with a due date), so notices have their own and others'.
  await db.insert(notices).values(
    [tia, tom, world.users.sam, world.users.pam, admin].map((user, index) => ({
      userId: user.id,
      title: 'New Session',
      message: `Matrix notice ${index}`,
      dueAt: index === 0 ? new Date('2026-04-01T00:00:00Z') : null,
    })),
  );
  // An update Tia sent about c1, so a tutor reads messages of their own and not others'.
  await seedUpdateBy(db, world, tia);
  const now = new Date('2026-03-01T00:00:00Z');
  const attached = [
    { sessionId: s1.id, by: tia.id },
    { sessionId: s3.id, by: tom.id },
    { sessionId: s1.id, by: admin.id },
  ];
  for (const [index, { sessionId, by }] of attached.entries()) {
    const storageKey = `uploads/2026/03/${String(index).padStart(32, '0')}`;
    await files.put(storageKey, CSV, 'text/csv');
    await db.insert(uploads).values({
      attachableType: 'Session',
      attachableId: sessionId,
      fileName: `notes-${index}.csv`,
      contentType: 'text/csv',
      byteSize: CSV.byteLength,
      storageKey,
      uploadedById: by,
      createdAt: now,
    });
  }
  // A tutor's, a student's and a user's avatar: each follows the record it belongs to.
  const avatarsOf = [
    { avatarableType: 'Tutor', avatarableId: tia.tutorId!, by: tia.id },
    { avatarableType: 'Student', avatarableId: world.students.sam, by: world.users.sam.id },
    { avatarableType: 'User', avatarableId: admin.id, by: admin.id },
  ];
  for (const [index, { by, ...avatarable }] of avatarsOf.entries()) {
    const storageKey = `avatars/2026/03/${String(index).padStart(32, 'a')}`;
    await files.put(storageKey, GIF, 'image/gif');
    await db.insert(avatars).values({
      ...avatarable,
      contentType: 'image/gif',
      byteSize: GIF.byteLength,
      storageKey,
      uploadedById: by,
      createdAt: now,
    });
  }
  return world;
}

type FixtureUser = Awaited<ReturnType<typeof createFixtureUser>>;

/** A one-hour session of a course, supervised by an employee. */
async function sessionSupervisedBy(
  db: Db,
  courseId: number,
  employeeId: number,
  startsAt: Date,
  type: 'Tutoring' | 'Session::ManuallyAttendable',
) {
  const [session] = await db
    .insert(sessions)
    .values({
      courseId,
      supervisorId: employeeId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      duration: 60,
      type,
    })
    .returning();
  return session!;
}

/** As a tutor: a session they supervise, an availability and a team (Tom's). */
async function seedAsTutor(db: Db, world: ResourceWorld, user: FixtureUser, role: RoleClass) {
  if (role.flags.length > 0) {
    await db
      .update(tutors)
      .set(Object.fromEntries(role.flags.map((flag) => [flag, true])))
      .where(eq(tutors.id, user.tutorId!));
  }
  const session = await sessionSupervisedBy(
    db,
    world.courses.c1.id,
    user.employeeId!,
    new Date('2026-03-18T14:00:00Z'),
    'Tutoring',
  );
  await db
    .insert(assignments)
    .values({ sessionId: session.id, employeeId: user.employeeId!, supervisor: true });
  // A student on it, so students, their parents and attendances have their own and others'.
  await db.insert(attendances).values({ sessionId: session.id, studentId: world.students.pia });
  // Booked on Pia's tutoring enrollment, so tutorings have their own and others' too.
  const [piaEnrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.studentId, world.students.pia));
  await db
    .update(sessions)
    .set({ enrollmentId: piaEnrollment!.id })
    .where(eq(sessions.id, session.id));
  // A review about them, so reviews have both their own and others' for every tutor class.
  await db
    .insert(reviews)
    .values({ sessionId: session.id, tutorId: user.tutorId!, studentId: world.students.sid });
  // A date of Pia's booking with them past their availability, so pending tutorings have
  // their own and others' too.
  await db.insert(pendingTutorings).values({
    enrollmentId: piaEnrollment!.id,
    studentId: world.students.pia,
    tutorId: user.tutorId!,
    startsAt: new Date('2026-06-04T14:00:00Z'),
    endsAt: new Date('2026-06-04T15:00:00Z'),
    duration: 60,
    policy: bookingPolicyFor({ roles: ['advisor'] }),
    createdById: user.id,
  });
  await db.insert(availabilities).values({
    tutorId: user.tutorId!,
    startsAt: new Date('2026-03-19T14:00:00Z'),
    endsAt: new Date('2026-03-19T16:00:00Z'),
    duration: 120,
  });
  await db
    .insert(teamMemberships)
    .values({ teamId: world.teams.tom.id, employeeId: user.employeeId!, role: 'tutor' });
  // An event on their calendar, so events have their own and others' for every tutor class.
  await db.insert(events).values({
    type: 'Event::PrepTime',
    name: 'Matrix prep',
    details: 'Prep for the week',
    startsAt: new Date('2026-03-19T17:00:00Z'),
    endsAt: new Date('2026-03-19T17:30:00Z'),
    duration: 30,
    departmentId: world.department.id,
    attendeeId: user.employeeId!,
    createdById: user.id,
  });
  // A student they tutor, so tutoring histories have their own and others' too.
  await db
    .insert(tutoringHistories)
    .values({ tutorId: user.tutorId!, studentId: world.students.sid, active: true });
  // A degree on their profile, so tutor degrees have their own and others' for every tutor class.
  await db
    .insert(tutorDegrees)
    .values({ tutorId: user.tutorId!, institution: 'Matrix College', degreeLevel: 'bachelor' });
  await seedUpdateBy(db, world, user);
}

/** An update a tutor sent about c1 (the course of their session): messages are their sender's. */
async function seedUpdateBy(db: Db, world: ResourceWorld, user: { id: number }) {
  await db.insert(messages).values({
    messageType: 'Progress Update',
    subject: 'Matrix update',
    body: 'Sent by a tutor.',
    regardingType: 'Course',
    regardingId: world.courses.c1.id,
    courseId: world.courses.c1.id,
    senderId: user.id,
    senderName: 'Matrix Tutor',
    recipientsCount: 0,
    sentAt: new Date('2026-03-04T14:00:00Z'),
  });
}

/**
 * As an employee who does not tutor: an event they run, with a student on it (spec scheduling
 * §6: "a session's supervisor (tutor or employee) can edit the attendance").
 */
async function seedAsEmployee(db: Db, world: ResourceWorld, user: FixtureUser) {
  const event = await sessionSupervisedBy(
    db,
    world.courses.c3.id,
    user.employeeId!,
    new Date('2026-03-21T14:00:00Z'),
    'Session::ManuallyAttendable',
  );
  await db.insert(attendances).values({ sessionId: event.id, studentId: world.students.sid });
}

/** As a student: a session attended, an enrollment, and Sam's parent for a parent. */
async function seedAsStudent(db: Db, world: ResourceWorld, user: FixtureUser) {
  const [sam] = await db
    .select({ parentId: students.parentId })
    .from(students)
    .where(eq(students.id, world.students.sam));
  const studentId = user.studentId!;
  await db.update(students).set({ parentId: sam!.parentId }).where(eq(students.id, studentId));
  await db.insert(attendances).values({ sessionId: world.sessions.s4.id, studentId });
  const [enrollment] = await db
    .insert(enrollments)
    .values({ courseId: world.courses.c3.id, studentId })
    .returning();
  // A tutoring booked for them (Tom's time), so tutorings have their own and others'.
  const tutoring = await sessionSupervisedBy(
    db,
    world.courses.c3.id,
    world.users.tom.employeeId!,
    new Date('2026-03-22T14:00:00Z'),
    'Tutoring',
  );
  await db
    .update(sessions)
    .set({ enrollmentId: enrollment!.id })
    .where(eq(sessions.id, tutoring.id));
  await db.insert(attendances).values({ sessionId: tutoring.id, studentId });
  await db.insert(studentBadges).values({ studentId, description: 'Emerald' });
  // A study area of their own beside Sam's, Pia's and Sid's.
  await db
    .insert(studyAreas)
    .values({ studentId, subjectId: world.subjects.algebra.id, confidenceLevel: 2 });
  await seedInstallment(db, enrollment!.id);
}

/** An installment on a viewer's own enrollment, beside those of the fixture world's. */
async function seedInstallment(db: Db, enrollmentId: number) {
  await db
    .insert(installments)
    .values({ enrollmentId, dueAt: new Date('2030-01-01T00:00:00Z'), amountCents: 12_500 });
}

/** As a parent: a child who attends a session and is enrolled. */
async function seedAsParent(db: Db, world: ResourceWorld, user: FixtureUser, role: RoleClass) {
  const [child] = await db
    .insert(students)
    .values({ firstName: 'Kit', lastName: role.label, parentId: user.parentId })
    .returning();
  await db.insert(attendances).values({ sessionId: world.sessions.s2.id, studentId: child!.id });
  const [enrollment] = await db
    .insert(enrollments)
    .values({ courseId: world.courses.c1.id, studentId: child!.id })
    .returning();
  // A tutoring booked for the child, so tutorings have their own and others'.
  const tutoring = await sessionSupervisedBy(
    db,
    world.courses.c1.id,
    world.users.tom.employeeId!,
    new Date('2026-03-23T14:00:00Z'),
    'Tutoring',
  );
  await db
    .update(sessions)
    .set({ enrollmentId: enrollment!.id })
    .where(eq(sessions.id, tutoring.id));
  await db.insert(attendances).values({ sessionId: tutoring.id, studentId: child!.id });
  await db.insert(studentBadges).values({ studentId: child!.id, description: 'Sapphire' });
  await db
    .insert(studyAreas)
    .values({ studentId: child!.id, subjectId: world.subjects.algebra.id, confidenceLevel: 1 });
  await seedInstallment(db, enrollment!.id);
}

/**
 * The sign-in of a role class: a fixture user of the world, or a user made here for the
 * class, holding records of their own in each capacity, so that "own" and "someone else's"
 * both exist for them.
 */
export async function loginOfClass(db: Db, world: ResourceWorld, role: RoleClass) {
  const fixture = role.flags.length === 0 ? FIXTURE_LOGINS[role.label] : undefined;
  if (fixture) return { email: fixture, password: FIXTURE_LOGIN_PASSWORD };
  const email = `matrix-${role.label.replace(/[^a-z]+/g, '-')}@fixture.test`;
  const isTutor = hasRole(role.roles, 'tutor');
  const user = await createFixtureUser(db, {
    email,
    password: FIXTURE_LOGIN_PASSWORD,
    roles: role.roles,
    firstName: 'Matrix',
    lastName: role.label,
    ...(isTutor || isStaff(role.roles) ? { employeeTitle: isTutor ? 'Tutor' : 'Staff' } : {}),
    isStudent: hasRole(role.roles, 'student'),
    isParent: hasRole(role.roles, 'parent'),
  });
  if (user.tutorId !== null) await seedAsTutor(db, world, user, role);
  else if (user.employeeId !== null) await seedAsEmployee(db, world, user);
  if (user.studentId !== null) await seedAsStudent(db, world, user);
  if (user.parentId !== null) await seedAsParent(db, world, user, role);
  // A notice of their own: notices are every user's own.
  await db.insert(notices).values({ userId: user.id, title: 'New Session', message: 'Matrix' });
  return { email, password: FIXTURE_LOGIN_PASSWORD };
}

/** Reads every record of every resource as the engine selects them, before any scope. */
export async function loadSnapshot(db: Db, now: Date): Promise<WorldSnapshot> {
  const records = {} as Record<ResourceName, WireRecord[]>;
  // Nobody in particular reads the snapshot: viewer-dependent fields answer as for a stranger,
  // at the app's time (a pending date reads as expired once its start has passed).
  const view: SerializeView = {
    now,
    user: { id: 0, roles: [], tutorId: null, employeeId: null, studentId: null, parentId: null },
  };
  for (const resource of RESOURCES) {
    const rows = await selectRows(db, resource, {});
    records[resource.name] = rows.map((row) => resource.serialize(row, view));
  }
  const uploadRows = await db
    .select({
      id: uploads.id,
      attachableType: uploads.attachableType,
      attachableId: uploads.attachableId,
      uploadedById: uploads.uploadedById,
    })
    .from(uploads)
    .orderBy(uploads.id);
  const avatarRows = await db
    .select({ avatarableType: avatars.avatarableType, avatarableId: avatars.avatarableId })
    .from(avatars);
  const transcriptRows = await db
    .select({
      id: examTranscripts.id,
      studentId: examTranscripts.studentId,
      essayGraderId: examTranscripts.essayGraderId,
    })
    .from(examTranscripts)
    .orderBy(examTranscripts.id);
  return { records, uploads: uploadRows, avatars: avatarRows, transcripts: transcriptRows };
}
