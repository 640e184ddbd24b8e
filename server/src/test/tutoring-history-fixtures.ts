import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enrollments, tutoringHistories } from '../db/schema/index.ts';

interface Pair {
  tutorId: number;
  studentId: number;
  courseId: number;
}

/**
 * Tutoring histories of the resource world, one per tutor and student of a tutoring course:
 * Tia with Sam (SAT Prep; Sam's next session is s1, later today), Tom with Sid (Sid attends s2,
 * tomorrow) and Tom with Pia (Algebra Boost; her only session, s3, was yesterday), so one
 * removal is allowed (Pia) and two are refused.
 */
export async function seedFixtureTutoringHistories(
  db: Db,
  pairs: { samWithTia: Pair; sidWithTom: Pair; piaWithTom: Pair },
) {
  const enrollmentOf = async ({ studentId, courseId }: Pair) => {
    const [row] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
    return row?.id ?? null;
  };
  const row = async (pair: Pair) => ({
    tutorId: pair.tutorId,
    studentId: pair.studentId,
    enrollmentId: await enrollmentOf(pair),
  });
  const [samWithTia, sidWithTom, piaWithTom] = await db
    .insert(tutoringHistories)
    .values([await row(pairs.samWithTia), await row(pairs.sidWithTom), await row(pairs.piaWithTom)])
    .returning();
  return { samWithTia: samWithTia!, sidWithTom: sidWithTom!, piaWithTom: piaWithTom! };
}
