import {
  byPointsDescending,
  unredeemedBadgesCount,
  unredeemedGems,
  type CheckInBoard,
} from '@tp/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendances, courses, sessions, studentBadges, students } from '../db/schema/index.ts';
import { NotFound } from '../http/errors.ts';
import { avatarUrlOf } from '../routes/avatars/avatar-url.ts';
import { studentLevelRow, studentLevelView } from './points.ts';

/**
 * GET /sessions/{id}/check_in: the points board of a session (spec §2), its students with
 * points, level and unredeemed gems, most points first.
 */
export async function checkInBoard(tx: Db, sessionId: number): Promise<CheckInBoard> {
  const [session] = await tx
    .select({
      id: sessions.id,
      name: sessions.name,
      courseTitle: courses.title,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(eq(sessions.id, sessionId));
  if (!session) throw new NotFound();
  const rows = await tx
    .select({
      studentId: students.id,
      attendanceId: attendances.id,
      firstName: students.firstName,
      lastName: students.lastName,
      points: students.points,
      avatarUrl: avatarUrlOf('Student', students.id),
      level: studentLevelRow.as('level'),
    })
    .from(attendances)
    .innerJoin(students, eq(students.id, attendances.studentId))
    .where(eq(attendances.sessionId, sessionId));
  const badges =
    rows.length === 0
      ? []
      : await tx
          .select({
            studentId: studentBadges.studentId,
            description: studentBadges.description,
            redeemedAt: studentBadges.redeemedAt,
          })
          .from(studentBadges)
          .where(
            inArray(
              studentBadges.studentId,
              rows.map((row) => row.studentId),
            ),
          );
  const board = rows.map((row) => {
    const own = badges.filter((badge) => badge.studentId === row.studentId);
    return {
      studentId: row.studentId,
      attendanceId: row.attendanceId,
      fullName: `${row.firstName} ${row.lastName}`,
      avatarUrl: row.avatarUrl,
      points: row.points,
      level: studentLevelView(row.level, row.points),
      unredeemedBadgesCount: unredeemedBadgesCount(own),
      gems: unredeemedGems(own),
    };
  });
  return {
    sessionId,
    title: session.name ?? session.courseTitle,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    students: byPointsDescending(board),
  };
}
