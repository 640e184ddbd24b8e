import {
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  HOMEWORK_HELP_CHANNEL,
  HOMEWORK_HELP_SESSION_CHANGE_EVENT,
  homeworkHelpSessionChannel,
  type HomeworkHelpAttendanceChange,
  type HomeworkHelpSessionChange,
} from '@tp/domain';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';

interface HomeworkHelpHandlers {
  onUpdated(): void;
  onDestroyed(): void;
  onSplit(change: HomeworkHelpSessionChange & { newSessionId: number }): void;
  onAttendanceChanged(change: HomeworkHelpAttendanceChange): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A payload from the wire is narrowed before use: a public channel carries anything. */
function readSessionChange(data: unknown): HomeworkHelpSessionChange | null {
  if (!isRecord(data) || typeof data.sessionId !== 'number') return null;
  if (data.action !== 'updated' && data.action !== 'destroyed' && data.action !== 'split')
    return null;
  return {
    sessionId: data.sessionId,
    action: data.action,
    newSessionId: typeof data.newSessionId === 'number' ? data.newSessionId : undefined,
    subjectName: typeof data.subjectName === 'string' ? data.subjectName : undefined,
  };
}

function readAttendanceChange(data: unknown): HomeworkHelpAttendanceChange | null {
  if (!isRecord(data)) return null;
  const { sessionId, attendanceId, studentId } = data;
  if (
    typeof sessionId !== 'number' ||
    typeof attendanceId !== 'number' ||
    typeof studentId !== 'number'
  )
    return null;
  return { sessionId, attendanceId, studentId };
}

/**
 * The homework-help live updates of one session (spec §4, tutor app): the session destroyed,
 * split into another, or changed; and its attendances changed.
 */
export function useHomeworkHelpUpdates(sessionId: number, handlers: HomeworkHelpHandlers): void {
  useRealtimeEvent(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, (data) => {
    const change = readSessionChange(data);
    if (!change || change.sessionId !== sessionId) return;
    if (change.action === 'destroyed') handlers.onDestroyed();
    else if (change.action === 'split' && change.newSessionId !== undefined)
      handlers.onSplit({ ...change, newSessionId: change.newSessionId });
    else handlers.onUpdated();
  });
  useRealtimeEvent(
    homeworkHelpSessionChannel(sessionId),
    HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
    (data) => {
      const change = readAttendanceChange(data);
      if (change && change.sessionId === sessionId) handlers.onAttendanceChanged(change);
    },
  );
}
