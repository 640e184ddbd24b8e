import type { HttpClient } from '@tp/data-provider';
import type { CheckInBoard, CheckInStudent, StudentChange } from '@tp/domain';

/** GET /api/v2/sessions/{id}/check_in: the session's students with points, level and gems. */
export async function loadCheckInBoard(
  httpClient: HttpClient,
  sessionId: number,
  signal?: AbortSignal,
): Promise<CheckInBoard> {
  const { json } = await httpClient<CheckInBoard>(`/api/v2/sessions/${sessionId}/check_in`, {
    signal,
  });
  return json;
}

/** Highest points first; ties by name, so the order does not jump between reloads. */
export function rankStudents(students: readonly CheckInStudent[]): CheckInStudent[] {
  return [...students].sort((a, b) => b.points - a.points || a.fullName.localeCompare(b.fullName));
}

/**
 * A student-change applied at once, before the board reloads for the levels: the points
 * arrive within the second even when the reload is slow.
 */
export function applyStudentChange(board: CheckInBoard, change: StudentChange): CheckInBoard {
  if (!board.students.some((student) => student.studentId === change.studentId)) return board;
  return {
    ...board,
    students: rankStudents(
      board.students.map((student) =>
        student.studentId === change.studentId
          ? {
              ...student,
              points: change.points,
              unredeemedBadgesCount: change.unredeemedBadgesCount,
            }
          : student,
      ),
    ),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The wire payload narrowed: anything else is ignored. */
export function readStudentChange(data: unknown): StudentChange | null {
  if (!isRecord(data)) return null;
  const { studentId, points, unredeemedBadgesCount } = data;
  if (typeof studentId !== 'number' || typeof points !== 'number') return null;
  return {
    studentId,
    points,
    unredeemedBadgesCount: typeof unredeemedBadgesCount === 'number' ? unredeemedBadgesCount : 0,
  };
}
