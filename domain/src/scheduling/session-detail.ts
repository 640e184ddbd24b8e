/**
 * What the session detail modal says about a session (spec scheduling §2, §4, §9): its
 * attendees, whether it may still be canceled, how its launch went, and whether its video link
 * can be offered yet. Pure: `now` comes in.
 */

const MINUTE_MS = 60_000;

/** Spec §9: "Attendee names are listed up to 6 students, after which only a count is shown." */
export const ATTENDEE_NAMES_SHOWN = 6;

export interface AttendeeSummary {
  /** The names listed, at most ATTENDEE_NAMES_SHOWN. */
  names: string[];
  /** How many more attendees there are beyond the names listed. */
  moreCount: number;
}

/** The first six names, and how many more there are. */
export function attendeeSummary(names: readonly string[]): AttendeeSummary {
  return {
    names: names.slice(0, ATTENDEE_NAMES_SHOWN),
    moreCount: Math.max(0, names.length - ATTENDEE_NAMES_SHOWN),
  };
}

/** "Ada, Ben and 3 more"; "Ada and Ben"; "" for none. */
export function attendeeLine(names: readonly string[]): string {
  const { names: shown, moreCount } = attendeeSummary(names);
  if (moreCount > 0) return `${shown.join(', ')} and ${moreCount} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

interface SessionTimes {
  startsAt: string | Date;
  endsAt: string | Date;
}

const ms = (value: string | Date) => new Date(value).getTime();

/**
 * Whether the session can still be canceled: not canceled already and not ended (the server's
 * PUT /sessions/{id}/cancel refuses the others with a 422). Whether the viewer may cancel it
 * at all is the permission rule's answer, asked separately.
 */
export function isSessionCancelable(
  session: SessionTimes & { canceledAt: string | Date | null },
  now: Date,
): boolean {
  return session.canceledAt === null && ms(session.endsAt) > now.getTime();
}

/** Spec §4: sessions whose identifier is HH (homework help) open their link 5 minutes before. */
export const HOMEWORK_HELP_IDENTIFIER = 'HH';
export const HOMEWORK_HELP_LINK_LEAD_MINUTES = 5;
export const VIDEO_LINK_LEAD_MINUTES = 15;

export const SESSION_NOT_READY_MESSAGE = 'session not ready';
export const SESSION_ENDED_MESSAGE = 'session ended';
export const SESSION_NOT_LAUNCHED_MESSAGE = 'session not launched';
export const MEETING_NOT_PROVISIONED_MESSAGE = 'meeting not provisioned';

/** Minutes before the start the video link appears (spec §4, §9). */
export function videoLinkLeadMinutes(identifier: string | null | undefined): number {
  return identifier === HOMEWORK_HELP_IDENTIFIER
    ? HOMEWORK_HELP_LINK_LEAD_MINUTES
    : VIDEO_LINK_LEAD_MINUTES;
}

/**
 * A session is launchable (in progress, spec §4) from the video link's lead time before its
 * start until its end.
 */
export function isSessionLaunchable(
  session: SessionTimes & { identifier?: string | null; canceledAt?: string | Date | null },
  now: Date,
): boolean {
  if (session.canceledAt) return false;
  const opens = ms(session.startsAt) - videoLinkLeadMinutes(session.identifier) * MINUTE_MS;
  return now.getTime() >= opens && now.getTime() < ms(session.endsAt);
}

export type VideoLinkState =
  | { kind: 'hidden' }
  | { kind: 'ended'; message: typeof SESSION_ENDED_MESSAGE }
  | { kind: 'not-ready'; message: typeof SESSION_NOT_READY_MESSAGE }
  | { kind: 'ready'; joinUrl: string };

/**
 * The video link button (spec §4): hidden until 5 (HH) or 15 minutes before the start; at the
 * end time hidden with "session ended"; in between enabled once the meeting has a join url,
 * otherwise disabled with "session not ready".
 */
export function videoLinkState(
  session: SessionTimes & { identifier?: string | null; joinUrl?: string | null },
  now: Date,
): VideoLinkState {
  if (now.getTime() >= ms(session.endsAt)) return { kind: 'ended', message: SESSION_ENDED_MESSAGE };
  if (!isSessionLaunchable(session, now)) return { kind: 'hidden' };
  if (!session.joinUrl) return { kind: 'not-ready', message: SESSION_NOT_READY_MESSAGE };
  return { kind: 'ready', joinUrl: session.joinUrl };
}

export type LaunchReport =
  | { kind: 'launched'; minutesLate: number; message: string }
  | { kind: 'not-launched'; message: typeof SESSION_NOT_LAUNCHED_MESSAGE }
  | { kind: 'not-provisioned'; message: typeof MEETING_NOT_PROVISIONED_MESSAGE };

const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

/** "Launched late by 7 minutes", "Launched early by 2 minutes", "Launched on time". */
export function launchMessage(minutesLate: number): string {
  if (minutesLate > 0) return `Launched late by ${minutes(minutesLate)}`;
  if (minutesLate < 0) return `Launched early by ${minutes(-minutesLate)}`;
  return 'Launched on time';
}

/**
 * How the launch went (spec §2): once launched, early or late by the whole minutes between the
 * start and the launch; once the start has come without a launch, "session not launched", or
 * "meeting not provisioned" for an online session that has no meeting to launch. Nothing to
 * report before the start of a session not launched yet, or for a canceled one.
 */
export function launchReport(
  session: SessionTimes & {
    launchedAt: string | Date | null;
    online: boolean;
    canceledAt?: string | Date | null;
    /** Whether a video meeting exists for it (a join url). */
    hasMeeting: boolean;
  },
  now: Date,
): LaunchReport | null {
  if (session.launchedAt) {
    // Rounded towards zero: a launch 59 seconds late is on time to the minute.
    const late = Math.trunc((ms(session.launchedAt) - ms(session.startsAt)) / MINUTE_MS);
    const minutesLate = late === 0 ? 0 : late;
    return { kind: 'launched', minutesLate, message: launchMessage(minutesLate) };
  }
  if (session.canceledAt || now.getTime() < ms(session.startsAt)) return null;
  if (session.online && !session.hasMeeting)
    return { kind: 'not-provisioned', message: MEETING_NOT_PROVISIONED_MESSAGE };
  return { kind: 'not-launched', message: SESSION_NOT_LAUNCHED_MESSAGE };
}

/**
 * Whether a student is new to the tutor on a session (spec §2: the dashboard's agenda
 * "highlights new students"): this is the student's first session with the tutor, i.e. no
 * earlier session of theirs with this tutor that was not canceled.
 */
export function isNewStudent(earlierSessionsWithTutor: number): boolean {
  return earlierSessionsWithTutor === 0;
}

/**
 * The students of GET /sessions/earlier_sessions's answer who are new to the tutor. Here, not
 * beside the action's schemas: the dashboard's first load carries no zod.
 */
export function newStudentIdsOf(answer: {
  students: readonly { studentId: number; earlierSessions: number }[];
}): Set<number> {
  return new Set(
    answer.students
      .filter((student) => isNewStudent(student.earlierSessions))
      .map((student) => student.studentId),
  );
}

/**
 * The video button's label (spec scheduling §2): "Relaunch Zoom" once the session has been
 * launched and Zoom is the provider ("Relaunch video" for the Jitsi default), else "Video link".
 */
export function videoLinkLabel(session: {
  launchedAt: string | null;
  provider: 'jitsi' | 'zoom' | null;
}): string {
  if (session.launchedAt === null) return 'Video link';
  return relaunchLabel(session.provider);
}

/** "Relaunch Zoom" where Zoom is the provider, "Relaunch video" otherwise. */
export function relaunchLabel(provider: 'jitsi' | 'zoom' | null): string {
  return provider === 'zoom' ? 'Relaunch Zoom' : 'Relaunch video';
}

/**
 * Spec scheduling §6: "The substitute-tutor pencil is ADMIN only, when the brand includes
 * joint sessions and attendance has not been taken" (nor the session canceled).
 */
export function canSubstituteTutor(
  actor: { roles: readonly string[] },
  session: {
    attendanceTakenAt: string | null;
    canceledAt: string | null;
    course?: { brand?: { includeJointSessions: boolean } | null } | null;
  },
): boolean {
  return (
    actor.roles.some((role) => role.toLowerCase() === 'admin') &&
    session.course?.brand?.includeJointSessions === true &&
    session.attendanceTakenAt === null &&
    session.canceledAt === null
  );
}
