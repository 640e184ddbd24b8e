import {
  SCHEDULING_STAFF_ROLES,
  hasAnyRole,
  isStaff,
  writableFields,
  type Actor,
  type ResourceContract,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Resource, WireRecord } from '../../resources/types.ts';
import type { ReadOracle } from './read-scope-oracle.ts';

/**
 * A write payload copied from an existing record: the keys of the contract's create or update
 * schema the record has and the viewer may write. The record passed every rule when it was
 * stored, so its copy is a valid body; what a rule decides on (a session's supervisor, an
 * availability's tutor) is the record's, so the copy is "own" exactly when the record is.
 */
export function payloadFrom(
  contract: ResourceContract,
  schema: 'create' | 'update',
  record: WireRecord,
  actor: Actor | null,
): Record<string, unknown> {
  const shape = contract[schema]?.shape ?? {};
  const writable = actor
    ? writableFields(contract, actor, schema === 'update' ? record : undefined)
    : 'all';
  return Object.fromEntries(
    Object.keys(shape)
      .filter((key) => record[key] !== undefined)
      .filter((key) => writable === 'all' || writable.includes(key))
      .map((key) => [key, record[key]]),
  );
}

/**
 * Makes room for a copy of `record` when its table has a unique index the copy would hit (an
 * enrollment's course and student, a tier's name): deletes the original inside the cell's
 * rolled-back savepoint, unless other records depend on it (then the copy may be a 409 or 422,
 * which the matrix counts as an unproven but allowed write).
 */
export function makeRoomForCopy(resource: Resource, record: WireRecord) {
  const table = resource.write?.table;
  if (!table || !getTableConfig(table).indexes.some((index) => index.config.unique)) {
    return undefined;
  }
  return async (db: Db) => {
    await db.execute(sql`savepoint authz_matrix_room`);
    try {
      await db.delete(table).where(eq(table.id, record.id as number));
      await db.execute(sql`release savepoint authz_matrix_room`);
    } catch {
      await db.execute(sql`rollback to savepoint authz_matrix_room`);
      await db.execute(sql`release savepoint authz_matrix_room`);
    }
  };
}

const isSchedulingStaff = (actor: Actor | null) =>
  actor !== null && hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES);

/** A tutor acts on their own availability; staff name a tutor (the world's first with any). */
function ownOrStaffTutor(oracle: ReadOracle, actor: Actor | null): { tutorId?: number } {
  if (!isSchedulingStaff(actor) && actor?.tutorId) return {};
  return { tutorId: oracle.records('availabilities')[0]!.tutorId as number };
}

/** An open availability after the tests' "now": the tutor's own, or for staff the first. */
function bookableAvailability(oracle: ReadOracle, actor: Actor | null): WireRecord | undefined {
  const open = oracle
    .records('availabilities')
    .filter(
      (a) => !a.locked && Date.parse(a.startsAt as string) > Date.parse('2026-03-10T15:00:00Z'),
    );
  const own = !isSchedulingStaff(actor) && actor?.tutorId ? actor.tutorId : null;
  return own === null ? open[0] : (open.find((a) => a.tutorId === own) ?? open[0]);
}

/** An active enrollment of a student the tutor teaches (attending one of their sessions). */
function enrollmentTaughtBy(oracle: ReadOracle, tutorId: number): WireRecord {
  const taught = new Set(
    oracle
      .records('sessions')
      .filter((s) => s.supervisorId === tutorId)
      .map((s) => s.id),
  );
  const students = new Set(
    oracle
      .records('attendances')
      .filter((a) => taught.has(a.sessionId as number))
      .map((a) => a.studentId),
  );
  const enrollments = oracle.records('enrollments').filter((e) => e.status === 'active');
  return enrollments.find((e) => students.has(e.studentId)) ?? enrollments[0]!;
}

/**
 * Bodies of the named actions that take input: a valid one for each, so an allowed call
 * proves the right with a 2xx. An action with input missing here fails the matrix.
 */
/** The courses of the sessions a tutor supervises or is assigned to (what they may write about). */
function taughtCourseIds(oracle: ReadOracle, actor: Actor): Set<number> {
  const sessionIds = new Set([
    ...oracle
      .records('sessions')
      .filter((s) => s.supervisorId === actor.employeeId)
      .map((s) => s.id),
    ...oracle
      .records('assignments')
      .filter((a) => a.employeeId === actor.employeeId)
      .map((a) => a.sessionId),
  ]);
  return new Set(
    oracle
      .records('sessions')
      .filter((s) => sessionIds.has(s.id))
      .map((s) => s.courseId as number),
  );
}

/** An active enrollment the actor may write about: any for staff, a tutor's course's for a tutor. */
function messageEnrollment(oracle: ReadOracle, actor: Actor | null): WireRecord | undefined {
  const active = oracle.records('enrollments').filter((e) => e.status === 'active');
  if (actor === null || isStaff(actor.roles)) return active[0];
  const courses = taughtCourseIds(oracle, actor);
  return active.find((e) => courses.has(e.courseId as number));
}

/** A course the actor may ask the recipients of: any for staff, one they teach for a tutor. */
function messageCourse(oracle: ReadOracle, actor: Actor | null): WireRecord | undefined {
  if (actor === null || isStaff(actor.roles)) return oracle.records('courses')[0];
  const courses = taughtCourseIds(oracle, actor);
  return oracle.records('courses').find((c) => courses.has(c.id as number));
}

export const ACTION_INPUTS: Record<string, (oracle: ReadOracle, actor: Actor | null) => unknown> = {
  'attendances.incrementPoints': () => ({ points: 10 }),
  'courses.changeStatus': () => ({ event: 'cancel' }),
  'courses.reserve': (oracle) => ({
    reservedForId: oracle.records('students')[0]!.id,
    reservationEndsAt: '2099-12-31',
  }),
  'courses.assignTutor': (oracle) => ({
    sessionIds: [oracle.records('sessions')[0]!.id],
    employeeId: oracle.records('tutors').at(-1)!.id,
  }),
  'courses.unassignTutor': (oracle) => ({
    sessionIds: [oracle.records('sessions')[0]!.id],
    employeeId: oracle.records('sessions')[0]!.supervisorId ?? oracle.records('tutors')[0]!.id,
  }),
  'courses.deleteSessions': (oracle) => ({ sessionIds: [oracle.records('sessions').at(-1)!.id] }),
  // Another subject than most sessions' own; a session that is not homework help refuses (422).
  'sessions.split': (oracle) => ({ subjectId: oracle.records('subjects').at(-1)!.id }),
  'sessions.substituteJointSession': (oracle) => ({
    employeeId: oracle.records('tutors').at(-1)!.id,
  }),
  'enrollments.batchEnroll': (oracle) => ({
    enrollment: {
      courseId: oracle.records('courses').find((c) => c.status !== 'canceled')!.id,
      // A student of the world's own making: enrolled nowhere yet.
      studentIds: [oracle.records('students').at(-1)!.id],
    },
  }),
  'enrollments.cancel': () => ({
    enrollment: { cancelReason: 'Price too high', immediately: true },
  }),
  // A fresh key per call: a reused key for another enrollment is refused (422).
  'enrollments.addHours': () => ({
    idempotencyKey: `harness-${crypto.randomUUID()}`,
    opaqueData: { dataDescriptor: 'TEST.CARD', dataValue: '4111111111111111' },
  }),
  // Priced with the matrix world's coupon, as the dialog asks while the family types it.
  'enrollments.addHoursPrice': () => ({ couponCode: 'MATRIX10' }),
  'enrollments.arrearBilling': () => ({ enrollment: { arrearBilling: true } }),
  // The matrix world's coupon (matrix-world.ts).
  'enrollments.applyCoupon': () => ({ enrollment: { couponCode: 'MATRIX10' } }),
  'enrollments.autoRenew': () => ({ enable: false }),
  // Whether a tutor may staff a brand (the assignment modal's lookup): qualified or not, 200.
  'enrollments.qualification': (oracle) => ({
    employeeId: oracle.records('tutors')[0]!.id,
    brandName: oracle.records('brands')[0]!.name,
  }),
  'enrollments.transfer': (oracle) => ({
    itemType: 'Course',
    itemId: oracle.records('courses').find((c) => c.status === 'unpublished')!.id,
  }),
  'parents.bulkReassign': (oracle) => ({
    parent: { ids: [oracle.records('parents').at(0)!.id], employeeId: null },
  }),
  // One parent in the fixture world: a merge into itself is refused on its merits (422).
  'parents.merge': (oracle) => ({
    parent: {
      currentId: oracle.records('parents').at(0)!.id,
      transferId: oracle.records('parents').at(-1)!.id,
    },
  }),
  'parents.reassign': () => ({ parent: { employeeId: null } }),
  'employees.terminate': () => ({ employee: { endDate: '2026-03-09' } }),
  'employees.rehire': () => ({ employee: {} }),
  'employees.setExtensionHandle': () => ({ extensionHandle: '204' }),
  'shipments.changeStatus': () => ({ event: 'cancel' }),
  'lead_sources.reassign': () => ({ lead_source: { employeeId: null } }),
  'pending_schools.merge': (oracle) => ({
    actualSchoolId: oracle.records('lead_sources').find((r) => r.type === 'School')!.id,
  }),
  'pending_schools.promote': () => ({ school: {} }),
  'payroll_items.markPaid': (oracle) => ({
    ids: [oracle.records('payroll_items').find((item) => !item.paid && !item.hold)!.id],
  }),
  // No rate: anyone who may add items may upload this row (the rate is the admins').
  'payroll_items.batchUpload': () => ({
    rows: [
      {
        'Employee email': 'tutor@fixture.test',
        Department: 'Test Prep',
        'Pay type': 'Bonus',
        Quantity: '1',
        Description: 'Matrix bonus',
      },
    ],
  }),
  'messages.recipients': (oracle, actor) => ({
    regardingType: 'Course',
    // A tutor teaching no course asks about id 0: refused on its merits (422).
    regardingId: String(messageCourse(oracle, actor)?.id ?? 0),
  }),
  // An active enrollment's student is one of its course's recipients; a tutor writes an update
  // about a course they teach (without one, a blank subject: refused on its merits).
  'messages.send': (oracle, actor) => {
    const enrollment = messageEnrollment(oracle, actor);
    const isTutorOnly = actor !== null && !isStaff(actor.roles);
    return {
      message: {
        regardingType: 'Course',
        regardingId: enrollment?.courseId ?? oracle.records('courses')[0]!.id,
        messageType: isTutorOnly ? 'Parent Update' : 'General Outreach',
        subject: enrollment ? 'Matrix message' : '',
        body: 'Hello from the matrix.',
        recipients: [
          {
            recipientType: 'Student',
            recipientId: enrollment?.studentId ?? oracle.records('students')[0]!.id,
          },
        ],
      },
    };
  },
  'students.updatePace': () => ({ pace: 1.5 }),
  'students.merge': (oracle) => {
    const [kept, duplicate] = oracle.records('students').slice(-2);
    return { student: { currentId: kept!.id, transferId: duplicate!.id } };
  },
  'tutoring_histories.reassign': (oracle) => ({
    tutoring_history: { tutorId: oracle.records('tutors').at(-1)!.id },
  }),
  'availabilities.repeat': (oracle, actor) => ({
    ...ownOrStaffTutor(oracle, actor),
    date: '2026-03-10',
    weeks: 4,
  }),
  'availabilities.clearUpcoming': (oracle, actor) => ({
    ...ownOrStaffTutor(oracle, actor),
    date: '2026-03-10',
    weeks: '2',
  }),
  'availabilities.repeatOptions': (oracle, actor) => ({
    id: String(bookableAvailability(oracle, actor)!.id),
  }),
  'tutorings.book': (oracle, actor) => {
    const availability = bookableAvailability(oracle, actor)!;
    const tutorId = availability.tutorId as number;
    const enrollment = enrollmentTaughtBy(oracle, tutorId);
    return {
      tutoring: {
        studentId: enrollment.studentId,
        enrollmentId: enrollment.id,
        tutorId,
        bookings: [
          { startsAt: availability.startsAt, duration: 60, availabilityId: availability.id },
        ],
      },
    };
  },
  // A family moves a tutoring to its own start: allowed or refused on the caller and the record.
  'tutorings.reschedule': () => ({ startsAt: '2026-03-17T18:00:00Z', duration: 60 }),
  'tiers.assignTutors': (oracle) => ({
    tier: { tutorIds: [oracle.records('tutors').at(-1)!.id] },
  }),
  'tutors.prioritized': (oracle) => ({
    per: 20,
    acceptNewStudents: true,
    tierId: oracle.records('tiers')[0]!.id,
  }),
  'sessions.potentialTutors': (oracle) => ({
    ids: oracle
      .records('sessions')
      .slice(0, 2)
      .map((session) => session.id),
    limit: 10,
  }),
  'sessions.primeHours': () => ({ timeZone: 'America/Chicago' }),
  // The day of the first session's tutor (its supervisor): allowed or refused on the caller alone.
  'sessions.earlierSessions': (oracle) => ({
    tutorId: oracle.records('sessions')[0]!.supervisorId ?? 1,
    startsAt: '2026-03-10T00:00:00Z',
    endsAt: '2026-03-11T00:00:00Z',
  }),
  // Nothing to change: allowed or refused on the caller (and the session's window) alone.
  'sessions.submitAttendance': () => ({ attendances: [] }),
  'sessions.saveAllotments': () => ({ allotments: [], skip: true }),
  'students.incrementPoints': () => ({ points: 10 }),
  // The first transcript is Sam's (exam-fixtures.ts): another student's answers 422.
  'students.examScored': () => ({ transcriptId: 1, formCode: 'A10', subject: 'act' }),
  // The session editor's save of an unchanged table: allowed or refused on the caller alone.
  'sessions.saveBatch': (oracle) => ({
    courseId: oracle.records('sessions')[0]!.courseId,
    rows: [],
  }),
  'employees.available': () => ({
    startsAt: '2026-03-19T14:30:00Z',
    duration: 60,
    creatable: true,
  }),
  'users.changePassword': () => ({
    user: { password: 'matrix pass 42', passwordConfirmation: 'matrix pass 42' },
  }),
};
