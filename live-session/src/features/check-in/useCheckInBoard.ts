import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import {
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  STUDENT_CHANGE_EVENT,
  homeworkHelpSessionChannel,
  privateSessionChannel,
  type CheckInBoard,
} from '@tp/domain';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';
import {
  applyStudentChange,
  loadCheckInBoard,
  rankStudents,
  readStudentChange,
} from './check-in-api.ts';

export type CheckInBoardState =
  | { status: 'loading' }
  | { status: 'loaded'; board: CheckInBoard; changedStudentId: number | null }
  | { status: 'failed'; httpStatus: number | null };

const statusOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : null;

/**
 * The board and its live updates: each student-change on the session's private channel sets
 * the student's points at once (and marks the card), then the board reloads for levels and gems;
 * each attendance change on the session's homework-help channel reloads it too.
 */
export function useCheckInBoard(httpClient: HttpClient, sessionId: number) {
  const [state, setState] = useState<CheckInBoardState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    loadCheckInBoard(httpClient, sessionId, controller.signal).then(
      (board) =>
        setState((current) => ({
          status: 'loaded',
          board: { ...board, students: rankStudents(board.students) },
          changedStudentId: current.status === 'loaded' ? current.changedStudentId : null,
        })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed reload keeps the board on screen; only the first load shows the failure.
        setState((current) =>
          current.status === 'loaded' ? current : { status: 'failed', httpStatus: statusOf(error) },
        );
      },
    );
    return () => controller.abort();
  }, [httpClient, sessionId, version]);

  useRealtimeEvent(privateSessionChannel(sessionId), STUDENT_CHANGE_EVENT, (data) => {
    const change = readStudentChange(data);
    if (!change) return;
    setState((current) =>
      current.status === 'loaded'
        ? {
            status: 'loaded',
            board: applyStudentChange(current.board, change),
            changedStudentId: change.studentId,
          }
        : current,
    );
    reload();
  });

  // A student joining or leaving the session (spec §4 attendance updates) reloads the board.
  useRealtimeEvent(
    homeworkHelpSessionChannel(sessionId),
    HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
    reload,
  );

  return { state, reload };
}
