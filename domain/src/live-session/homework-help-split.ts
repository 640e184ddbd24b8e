/**
 * Homework help's hubs and spokes (spec scheduling §3 hub, spokes, selected; §4 split; §7
 * potential_hubs). A homework-help session (brand identifier HH) is a hub. Splitting it into
 * another subject's session ends it at the minute of the split and continues it as a new
 * session (type Session::TutoringSplit, a spoke of the hub) with that subject, the same
 * tutors and the students chosen, until the hub's old end. So the tutors are never
 * double-booked, and the hub keeps on record the time it was delivered.
 */
import { HOMEWORK_HELP_IDENTIFIER } from '../scheduling/session-detail.ts';

export const SPLIT_SESSION_TYPE = 'Session::TutoringSplit';
/** The new session lasts at least this long: a split in the last minutes is refused. */
export const SPLIT_MIN_REMAINING_MINUTES = 5;

export const SPLIT_NOT_HOMEWORK_HELP_MESSAGE = 'Only homework-help sessions can be split.';
export const SPLIT_OUTSIDE_WINDOW_MESSAGE = `A session can be split only while it is in progress, until ${SPLIT_MIN_REMAINING_MINUTES} minutes before its end.`;
export const SPLIT_CANCELED_MESSAGE = 'A canceled session cannot be split.';
export const SPLIT_SAME_SUBJECT_MESSAGE = 'is already the subject of this session';
export const SPLIT_STUDENTS_MESSAGE = 'must be students of this session';

const MINUTE_MS = 60_000;

/** What the split rules read of the session being split. */
export interface SplitSession {
  identifier: string | null;
  startsAt: Date;
  endsAt: Date;
  canceledAt: Date | null;
  /** The subject it works on now: the session's own, else its course's. */
  subjectId: number | null;
  studentIds: readonly number[];
}

export interface SplitRequest {
  subjectId: number;
  /** The students who go on to the new session; all of them when not said. */
  studentIds?: readonly number[];
}

export type SplitRefusal =
  | { status: 409; message: string }
  | { status: 422; errors: Record<string, string[]> };

/** The minute of the split: `now` floored to the minute. */
export function splitMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * Why the split may not happen, or null: 422 for a session that is not homework help, the
 * subject it already has, or students who are not its own; 409 when canceled or outside the
 * window (after its first minute, until 5 minutes before its end).
 */
export function splitRefusal(
  session: SplitSession,
  request: SplitRequest,
  now: Date,
): SplitRefusal | null {
  if (session.identifier !== HOMEWORK_HELP_IDENTIFIER)
    return { status: 422, errors: { base: [SPLIT_NOT_HOMEWORK_HELP_MESSAGE] } };
  const errors: Record<string, string[]> = {};
  if (request.subjectId === session.subjectId) errors.subjectId = [SPLIT_SAME_SUBJECT_MESSAGE];
  const own = new Set(session.studentIds);
  if (request.studentIds?.some((id) => !own.has(id))) errors.studentIds = [SPLIT_STUDENTS_MESSAGE];
  if (Object.keys(errors).length > 0) return { status: 422, errors };
  if (session.canceledAt !== null) return { status: 409, message: SPLIT_CANCELED_MESSAGE };
  if (!isInSplitWindow(session, now)) return { status: 409, message: SPLIT_OUTSIDE_WINDOW_MESSAGE };
  return null;
}

/**
 * Whether `now` falls in the split window: after the session's first minute, until 5 minutes
 * before its end (the page offers Split Session then).
 */
export function isInSplitWindow(
  session: { startsAt: Date | string; endsAt: Date | string },
  now: Date,
): boolean {
  const at = splitMinute(now).getTime();
  return (
    at > new Date(session.startsAt).getTime() &&
    new Date(session.endsAt).getTime() - at >= SPLIT_MIN_REMAINING_MINUTES * MINUTE_MS
  );
}

export interface SplitPlan {
  /** The hub's new end, and the new session's start. */
  splitAt: Date;
  hubDuration: number;
  spoke: { startsAt: Date; endsAt: Date; duration: number };
  /** The students who move on; duplicates removed, in the order given. */
  studentIds: number[];
}

/** The times and students of an allowed split (splitRefusal answered null). */
export function splitPlan(session: SplitSession, request: SplitRequest, now: Date): SplitPlan {
  const splitAt = splitMinute(now);
  const minutes = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE_MS);
  return {
    splitAt,
    hubDuration: minutes(session.startsAt, splitAt),
    spoke: {
      startsAt: splitAt,
      endsAt: session.endsAt,
      duration: minutes(splitAt, session.endsAt),
    },
    studentIds: [...new Set(request.studentIds ?? session.studentIds)],
  };
}

/** The hub a spoke belongs to: a spoke split again still belongs to the first hub. */
export function hubOf(session: { id: number; hubId: number | null }): number {
  return session.hubId ?? session.id;
}

/** What the potential-hub rule reads of a session. */
export interface HubCandidate {
  id: number;
  identifier: string | null;
  type: string;
  startsAt: Date;
  endsAt: Date;
  canceledAt: Date | null;
}

/**
 * A session is a potential hub of `session`: the hub it was split from, or another
 * homework-help session that is not a spoke, not canceled, and overlaps it in time (spec §7
 * potential_hubs).
 */
export function isPotentialHub(
  candidate: HubCandidate,
  session: HubCandidate & { hubId: number | null },
): boolean {
  if (candidate.id === session.hubId) return true;
  return (
    candidate.id !== session.id &&
    candidate.identifier === HOMEWORK_HELP_IDENTIFIER &&
    candidate.type !== SPLIT_SESSION_TYPE &&
    candidate.canceledAt === null &&
    candidate.startsAt < session.endsAt &&
    session.startsAt < candidate.endsAt
  );
}

/** Potential hubs in the order shown: by start, then by id. */
export function orderHubs<T extends { id: number; startsAt: Date }>(hubs: readonly T[]): T[] {
  return [...hubs].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
}
