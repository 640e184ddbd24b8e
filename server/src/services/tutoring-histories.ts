import { studentRemovalRefusal } from '@tp/domain';
import { and, eq, gt, inArray, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendances, employees, sessions, tutoringHistories } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';

/** When the student's next session starts (the first they attend after `now`), or null. */
export async function nextSessionStartsAt(tx: Db, studentId: number, now: Date) {
  const [row] = await tx
    .select({ startsAt: min(sessions.startsAt) })
    .from(sessions)
    .innerJoin(attendances, eq(attendances.sessionId, sessions.id))
    .where(and(eq(attendances.studentId, studentId), gt(sessions.startsAt, now)));
  return row?.startsAt ?? null;
}

/**
 * Spec §4 Student: removing a student from tutoring history sets it inactive, and is refused
 * while the student has a next (future) session.
 */
export async function removeFromTutoringHistory(
  tx: Db,
  history: { id: number; studentId: number },
  now: Date,
): Promise<void> {
  const refusal = studentRemovalRefusal(await nextSessionStartsAt(tx, history.studentId, now), now);
  if (refusal) throw new Invalid({ base: [refusal] });
  await tx
    .update(tutoringHistories)
    .set({ active: false, updatedAt: now })
    .where(eq(tutoringHistories.id, history.id));
}

/**
 * Gives the student of a history (and its tutoring enrollment) to another tutor: an active
 * history of that tutor, unless they already have one with the student. The history reassigned
 * from is left inactive.
 */
export async function reassignTutoringHistory(
  tx: Db,
  history: { id: number; studentId: number; enrollmentId: number | null },
  tutorId: number,
  now: Date,
): Promise<void> {
  const [tutor] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, tutorId), eq(employees.type, 'Tutor'), eq(employees.active, true)));
  if (!tutor) throw new Invalid({ tutorId: ['is not an active tutor'] });
  await tx
    .update(tutoringHistories)
    .set({ active: false, updatedAt: now })
    .where(eq(tutoringHistories.id, history.id));
  const [current] = await tx
    .select({ id: tutoringHistories.id })
    .from(tutoringHistories)
    .where(
      and(
        eq(tutoringHistories.tutorId, tutorId),
        eq(tutoringHistories.studentId, history.studentId),
        inArray(tutoringHistories.active, [true]),
      ),
    );
  if (current) throw new Invalid({ tutorId: ['already tutors this student'] });
  await tx.insert(tutoringHistories).values({
    tutorId,
    studentId: history.studentId,
    enrollmentId: history.enrollmentId,
    createdAt: now,
    updatedAt: now,
  });
}
