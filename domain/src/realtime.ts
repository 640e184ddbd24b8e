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

/**
 * The server's clock when it began an API answer (ms since the epoch), on every answer: a page
 * knows from it how old its first reads are (see `mayHaveMissedEvents`).
 */
export const READ_AT_HEADER = 'X-Read-At';

/**
 * What the embedded endpoint's subscription confirmation (`pusher:subscription_succeeded`)
 * carries: `changed_at`, the server's clock when the channel last had an event, or since when
 * the endpoint may have missed one (it started, or lost its feed of other processes' events).
 */
export interface SubscriptionConfirmation {
  changed_at?: number;
}

/**
 * How far apart the clocks of two server processes may be: with several machines behind a load
 * balancer, the answer that read the page and the endpoint that confirms its channel may run on
 * different ones (NTP keeps them within milliseconds; this is the margin).
 */
export const SERVER_CLOCK_SKEW_MS = 1000;

/**
 * Whether a page whose first reads began at `firstReadAt` (READ_AT_HEADER) may have missed an
 * event of a channel whose subscription was then confirmed with `confirmation`. A page subscribes
 * after showing its first data, so it reads again when this answers true. Unknown on either side
 * (Pusher Channels confirms with no time; an answer without the header) is true: read again.
 */
export function mayHaveMissedEvents(firstReadAt: number | null, confirmation: unknown): boolean {
  if (firstReadAt === null || !Number.isFinite(firstReadAt)) return true;
  const changedAt =
    typeof confirmation === 'object' && confirmation !== null
      ? (confirmation as SubscriptionConfirmation).changed_at
      : undefined;
  if (typeof changedAt !== 'number' || !Number.isFinite(changedAt)) return true;
  return changedAt >= firstReadAt - SERVER_CLOCK_SKEW_MS;
}
