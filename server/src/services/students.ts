import {
  isSchoolType,
  STUDENT_SCHOOL_NOT_SCHOOL_MESSAGE,
  type StudentMerge,
  type StudentMergeResult,
} from '@tp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attendances,
  enrollments,
  leadSources,
  reviews,
  shipments,
  students,
  tutoringHistories,
  users,
  parents,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import type { WriteHooks } from '../resources/types.ts';

/** Spec §4 Student: "A student can be toggled active or inactive." */
export async function toggleStudentActive(tx: Db, id: number): Promise<void> {
  await tx
    .update(students)
    .set({ active: sql`not ${students.active}` })
    .where(eq(students.id, id));
}

const appended = (note: string | null, line: string) => (note ? `${note}\n\n${line}` : line);

/** The e-mail the family signs in with: the student's own, else the parent's. */
async function emailOnFile(tx: Db, studentId: number): Promise<string | null> {
  const [row] = await tx
    .select({ own: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, studentId));
  if (row) return row.own;
  const [parent] = await tx
    .select({ email: users.email })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(students.id, studentId));
  return parent?.email ?? null;
}

/**
 * Merges a duplicate student into the one kept (spec §7 `POST /students/merge`), inside the
 * action's transaction: the duplicate's enrollments and attendances move unless the student
 * kept already has one for the same course or session (those stay with the duplicate, so no
 * history is lost); its reviews, shipments and tutoring histories move; points add up; the
 * kept student takes the duplicate's sign-in and parent when it has none; both notes record the
 * merge; the duplicate becomes inactive.
 */
export async function mergeStudents(
  tx: Db,
  { currentId, transferId, notes }: StudentMerge,
): Promise<StudentMergeResult> {
  const rows = await tx
    .select()
    .from(students)
    .where(inArray(students.id, [currentId, transferId]))
    .for('update');
  const kept = rows.find((row) => row.id === currentId);
  const duplicate = rows.find((row) => row.id === transferId);
  if (!kept || !duplicate)
    throw new Invalid({
      ...(kept ? {} : { currentId: ['is not a student'] }),
      ...(duplicate ? {} : { transferId: ['is not a student'] }),
    });

  const movedEnrollments = await tx
    .update(enrollments)
    .set({ studentId: kept.id })
    .where(
      and(
        eq(enrollments.studentId, duplicate.id),
        sql`${enrollments.courseId} not in (select ${enrollments.courseId} from ${enrollments} where ${enrollments.studentId} = ${kept.id})`,
      ),
    )
    .returning({ id: enrollments.id });
  const movedAttendances = await tx
    .update(attendances)
    .set({ studentId: kept.id })
    .where(
      and(
        eq(attendances.studentId, duplicate.id),
        sql`${attendances.sessionId} not in (select ${attendances.sessionId} from ${attendances} where ${attendances.studentId} = ${kept.id})`,
      ),
    )
    .returning({ id: attendances.id });
  const movedReviews = await tx
    .update(reviews)
    .set({ studentId: kept.id })
    .where(eq(reviews.studentId, duplicate.id))
    .returning({ id: reviews.id });
  const movedShipments = await tx
    .update(shipments)
    .set({ recipientId: kept.id })
    .where(and(eq(shipments.recipientType, 'Student'), eq(shipments.recipientId, duplicate.id)))
    .returning({ id: shipments.id });
  // A tutor keeps one active history per student: the duplicate's gives way to the kept one's.
  await tx
    .update(tutoringHistories)
    .set({ active: false })
    .where(
      and(
        eq(tutoringHistories.studentId, duplicate.id),
        eq(tutoringHistories.active, true),
        sql`${tutoringHistories.tutorId} in (select ${tutoringHistories.tutorId} from ${tutoringHistories}
          where ${tutoringHistories.studentId} = ${kept.id} and ${tutoringHistories.active})`,
      ),
    );
  const movedHistories = await tx
    .update(tutoringHistories)
    .set({ studentId: kept.id })
    .where(eq(tutoringHistories.studentId, duplicate.id))
    .returning({ id: tutoringHistories.id });

  const [left] = await tx
    .select({
      enrollments: sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.studentId} = ${duplicate.id})`,
      attendances: sql<number>`(select count(*)::int from ${attendances} where ${attendances.studentId} = ${duplicate.id})`,
    })
    .from(sql`(select 1) as one`);

  const keptName = `${kept.firstName} ${kept.lastName}`;
  const duplicateName = `${duplicate.firstName} ${duplicate.lastName}`;
  const takesUser = kept.userId === null && duplicate.userId !== null;
  await tx
    .update(students)
    .set({
      active: false,
      points: 0,
      ...(takesUser ? { userId: null } : {}),
      note: appended(duplicate.note, `Merged into ${keptName} (#${kept.id}).`),
    })
    .where(eq(students.id, duplicate.id));
  const mergeLine = `Merged ${duplicateName} (#${duplicate.id}) into this student.${notes ? ` ${notes}` : ''}`;
  await tx
    .update(students)
    .set({
      points: kept.points + duplicate.points,
      ...(takesUser ? { userId: duplicate.userId } : {}),
      ...(kept.parentId === null && duplicate.parentId !== null
        ? { parentId: duplicate.parentId }
        : {}),
      note: appended(kept.note, mergeLine),
    })
    .where(eq(students.id, kept.id));

  return {
    studentId: kept.id,
    studentName: keptName,
    duplicateId: duplicate.id,
    moved: {
      enrollments: movedEnrollments.length,
      attendances: movedAttendances.length,
      reviews: movedReviews.length,
      shipments: movedShipments.length,
      tutoringHistories: movedHistories.length,
    },
    left: { enrollments: left?.enrollments ?? 0, attendances: left?.attendances ?? 0 },
    emailOnFile: await emailOnFile(tx, kept.id),
  };
}

/** Spec §3 Student: a student's school is a lead source that is a school (actual or pending). */
async function assertSchool(tx: Db, schoolId: unknown): Promise<void> {
  if (schoolId === null || schoolId === undefined) return;
  const [row] = await tx
    .select({ type: leadSources.type })
    .from(leadSources)
    .where(eq(leadSources.id, Number(schoolId)));
  if (!row) throw new Invalid({ schoolId: ['must exist'] });
  if (!isSchoolType(row.type)) throw new Invalid({ schoolId: [STUDENT_SCHOOL_NOT_SCHOOL_MESSAGE] });
}

/** The rules a student's own write checks beyond its payload's shape. */
export const studentWriteHooks: WriteHooks = {
  async beforeCreate(tx, values) {
    await assertSchool(tx, values.schoolId);
    return values;
  },
  async after(tx, { action, payload }) {
    if (action === 'updated' && payload && 'schoolId' in payload)
      await assertSchool(tx, payload.schoolId);
  },
};
