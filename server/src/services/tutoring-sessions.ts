import { TUTORING_SESSION_TYPE, type Interval } from '@tp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  sessionTopics,
  sessionTypes,
  sessions,
} from '../db/schema/index.ts';
import type { TutoringEnrollmentFacts } from './schedule-reads.ts';

/**
 * How a booked date becomes a Tutoring session, shared by the booking engine (POST /tutorings)
 * and the pending dates booked when the tutor publishes availability (pending-tutorings.ts).
 */

/** The PostgreSQL error code behind a driver or Drizzle error. */
function pgCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The brand's online Tutoring session type, when it declares one. */
export async function tutoringSessionType(tx: Db, brandId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: sessionTypes.id })
    .from(sessionTypes)
    .where(
      and(eq(sessionTypes.brandId, brandId), eq(sessionTypes.sessionClass, TUTORING_SESSION_TYPE)),
    )
    .orderBy(sql`${sessionTypes.online} desc`, sessionTypes.id)
    .limit(1);
  return row?.id ?? null;
}

export interface TutoringSessionValues {
  enrollment: Pick<TutoringEnrollmentFacts, 'id' | 'courseId'>;
  sessionTypeId: number | null;
  tutorId: number;
  studentId: number;
  slot: Interval & { duration: number };
  notes: string | null;
  subjectIds: readonly number[];
  scheduledById: number | null;
  now: Date;
}

/**
 * Inserts one Tutoring session with its supervisor assignment, the student's attendance and
 * its topics, in a savepoint: the database may still refuse the tutor's time (the exclusion
 * constraint assignments_no_double_booking: another booking won it since the caller read), and
 * then only this date is undone. The session's id, or null when the tutor's time is taken.
 */
export async function insertTutoringSession(
  tx: Db,
  values: TutoringSessionValues,
): Promise<number | null> {
  const { slot } = values;
  try {
    return await tx.transaction(async (savepoint) => {
      const [session] = await savepoint
        .insert(sessions)
        .values({
          courseId: values.enrollment.courseId,
          type: TUTORING_SESSION_TYPE,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          duration: slot.duration,
          online: true,
          supervisorId: values.tutorId,
          employeesRequired: 1,
          notes: values.notes,
          enrollmentId: values.enrollment.id,
          sessionTypeId: values.sessionTypeId,
          scheduledById: values.scheduledById,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning({ id: sessions.id });
      const sessionId = session!.id;
      await savepoint
        .insert(assignments)
        .values({ sessionId, employeeId: values.tutorId, supervisor: true });
      await savepoint.insert(attendances).values({ sessionId, studentId: values.studentId });
      const topics = [...new Set(values.subjectIds)];
      if (topics.length > 0)
        await savepoint
          .insert(sessionTopics)
          .values(topics.map((subjectId, position) => ({ sessionId, subjectId, position })));
      return sessionId;
    });
  } catch (error) {
    // exclusion_violation: another booking holds the tutor's time now.
    if (pgCode(error) !== '23P01') throw error;
    return null;
  }
}
