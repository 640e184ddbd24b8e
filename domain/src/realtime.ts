/** Realtime channel and event names (spec: scheduling §7 "Realtime"). */
export type RealtimeApp = 'tutor' | 'student' | 'parent' | 'admin' | 'crm';

export const SCHEDULE_CHANGE_EVENT = 'schedule-change';
export const STUDENT_CHANGE_EVENT = 'student-change';
export const USER_CHANGE_EVENT = 'user-change';
export const NEW_NOTICE_EVENT = 'new-notice';
export const HEADS_UP_EVENT = 'heads-up';

export function privateUserChannel(app: RealtimeApp, userId: number): string {
  return `private-${app}-user-${userId}`;
}

export function publicUserChannel(app: RealtimeApp, userId: number): string {
  return `public-${app}-user-${userId}`;
}

/** Parses `private-{app}-user-{userId}`; null for any other channel name. */
export function parsePrivateUserChannel(
  channel: string,
): { app: RealtimeApp; userId: number } | null {
  const match = /^private-(tutor|student|parent|admin|crm)-user-(\d+)$/.exec(channel);
  if (!match) return null;
  return { app: match[1] as RealtimeApp, userId: Number(match[2]) };
}

/** Spec §4, §7: homework-help sessions changed (destroyed, split, updated); payloads carry ids only. */
export const HOMEWORK_HELP_CHANNEL = 'public-homework-help';
export const HOMEWORK_HELP_SESSION_CHANGE_EVENT = 'homework-help-session-change';
export const HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT = 'homework-help-attendance-change';

/** Attendance changes of one session; public, so its payloads carry ids only. */
export function homeworkHelpSessionChannel(sessionId: number): string {
  return `public-homework-help-session-${sessionId}`;
}

/**
 * The check-in board's channel: `student-change` for every student of the session. Private:
 * authorised for those who may read the session's attendances (its tutors and staff).
 */
export function privateSessionChannel(sessionId: number): string {
  return `private-session-${sessionId}`;
}

export interface HomeworkHelpSessionChange {
  sessionId: number;
  action: 'updated' | 'destroyed' | 'split';
  /** For a split: the session the students moved to, and its subject's name. */
  newSessionId?: number;
  subjectName?: string;
}

export interface HomeworkHelpAttendanceChange {
  sessionId: number;
  attendanceId: number;
  studentId: number;
}

export interface StudentChange {
  studentId: number;
  points: number;
  unredeemedBadgesCount: number;
}
