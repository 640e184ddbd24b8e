import type { PaceUpdate } from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paceHistories, students } from '../db/schema/index.ts';
import { NotFound } from '../http/errors.ts';
import type { CallContext } from '../resources/types.ts';
import type { CreatedNotice } from './notices.ts';
import { noticePaceTarget } from './notices-staff-events.ts';

/**
 * PUT /students/{id}/pace (admins; the contract's paceUpdate validated the value): the new pace
 * and its line in the pace history, in the action's one transaction, with a Pace Target
 * notice for each of the student's tutors (answered, to announce after the commit). The same
 * pace again changes nothing and writes no history.
 */
export async function updateStudentPace(
  tx: Db,
  ctx: CallContext,
  studentId: number,
  { pace }: PaceUpdate,
): Promise<CreatedNotice[]> {
  const [row] = await tx
    .select({ pace: students.pace })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  if (!row) throw new NotFound();
  if (row.pace === pace) return [];
  await tx.update(students).set({ pace }).where(eq(students.id, studentId));
  await tx.insert(paceHistories).values({
    studentId,
    pace,
    previousPace: row.pace,
    changedById: ctx.user.id,
    createdAt: ctx.now,
  });
  return noticePaceTarget(tx, ctx, { studentId, pace, previousPace: row.pace });
}
