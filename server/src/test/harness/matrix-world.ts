import { hasRole, isStaff, type ResourceName } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import type { Db } from '../../db/client.ts';
import {
  assignments,
  attendances,
  availabilities,
  avatars,
  enrollments,
  sessions,
  students,
  tutors,
  uploads,
} from '../../db/schema/index.ts';
import { selectRows } from '../../resources/query.ts';
import { RESOURCES } from '../../resources/registry.ts';
import type { WireRecord } from '../../resources/types.ts';
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
export interface WorldSnapshot {
  records: Record<ResourceName, WireRecord[]>;
  uploads: UploadRow[];
  avatars: AvatarRow[];
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
  const { s1, s3 } = world.sessions;
  const { tia, tom, admin } = world.users;
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

/**
 * The e-mail a role class signs in with: a fixture user of the world, or a user made here for
 * the class, holding records of their own in each capacity (a session they supervise and an
 * availability as a tutor; an event they run as an employee; a session attended and an
 * enrollment as a student; a child who attends as a parent), so that "own" and "someone
 * else's" both exist for them.
 */
export async function loginOfClass(db: Db, world: ResourceWorld, role: RoleClass) {
  const fixture = role.flags.length === 0 ? FIXTURE_LOGINS[role.label] : undefined;
  if (fixture) return { email: fixture, password: FIXTURE_LOGIN_PASSWORD };
  const slug = role.label.replace(/[^a-z]+/g, '-');
  const email = `matrix-${slug}@fixture.test`;
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
  const { c1, c3 } = world.courses;
  const { s2, s4 } = world.sessions;
  if (user.tutorId !== null) {
    if (role.flags.length > 0) {
      await db
        .update(tutors)
        .set(Object.fromEntries(role.flags.map((flag) => [flag, true])))
        .where(eq(tutors.id, user.tutorId));
    }
    const startsAt = new Date('2026-03-18T14:00:00Z');
    const [session] = await db
      .insert(sessions)
      .values({
        courseId: c1.id,
        supervisorId: user.employeeId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        duration: 60,
        type: 'Tutoring',
      })
      .returning();
    await db
      .insert(assignments)
      .values({ sessionId: session!.id, employeeId: user.employeeId!, supervisor: true });
    await db.insert(availabilities).values({
      tutorId: user.tutorId,
      startsAt: new Date('2026-03-19T14:00:00Z'),
      endsAt: new Date('2026-03-19T16:00:00Z'),
      duration: 120,
    });
  }
  if (user.employeeId !== null && user.tutorId === null) {
    // An event an employee runs, with a student on it (spec scheduling §6: "a session's
    // supervisor (tutor or employee) can edit the attendance").
    const startsAt = new Date('2026-03-21T14:00:00Z');
    const [event] = await db
      .insert(sessions)
      .values({
        courseId: c3.id,
        supervisorId: user.employeeId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        duration: 60,
        type: 'Session::ManuallyAttendable',
      })
      .returning();
    await db.insert(attendances).values({ sessionId: event!.id, studentId: world.students.sid });
  }
  if (user.studentId !== null) {
    // Sam's parent is theirs too, so they have a parent of their own to read.
    const [sam] = await db
      .select({ parentId: students.parentId })
      .from(students)
      .where(eq(students.id, world.students.sam));
    await db
      .update(students)
      .set({ parentId: sam!.parentId })
      .where(eq(students.id, user.studentId));
    await db.insert(attendances).values({ sessionId: s4.id, studentId: user.studentId });
    await db.insert(enrollments).values({ courseId: c3.id, studentId: user.studentId });
  }
  if (user.parentId !== null) {
    const [child] = await db
      .insert(students)
      .values({ firstName: 'Kit', lastName: role.label, parentId: user.parentId })
      .returning();
    await db.insert(attendances).values({ sessionId: s2.id, studentId: child!.id });
    await db.insert(enrollments).values({ courseId: c1.id, studentId: child!.id });
  }
  return { email, password: FIXTURE_LOGIN_PASSWORD };
}

/** Reads every record of every resource as the engine selects them, before any scope. */
export async function loadSnapshot(db: Db): Promise<WorldSnapshot> {
  const records = {} as Record<ResourceName, WireRecord[]>;
  for (const resource of RESOURCES) {
    const rows = await selectRows(db, resource, {});
    records[resource.name] = rows.map((row) => resource.serialize(row));
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
  return { records, uploads: uploadRows, avatars: avatarRows };
}
