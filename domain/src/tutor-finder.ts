/**
 * Finding a tutor for a student or for sessions (spec scheduling §7: `GET /tutors/prioritized`,
 * `GET tutors` with subjects and notTutorIds, `GET /sessions/potential_tutors`; §5 the
 * assignment rules; §9 page sizes and search radius).
 */

/** §9: prioritized tutors come 20 a page. */
export const PRIORITIZED_TUTORS_PER_PAGE = 20;
/** §9: the tutor search shows 7 at a time; fewer means high demand. */
export const TUTOR_SEARCH_PER_PAGE = 7;
/** §9: tutor search radius options (miles) and the default. */
export const TUTOR_SEARCH_RADIUS_MILES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_TUTOR_SEARCH_RADIUS_MILES = 25;
/** §7: the tutor types potential tutors are filtered by. */
export const TUTOR_TYPES = ['Professional', 'Adjunct'] as const;
export type TutorType = (typeof TUTOR_TYPES)[number];
/** How many potential tutors an answer holds by default, and at most. */
export const POTENTIAL_TUTORS_DEFAULT_LIMIT = 20;
export const POTENTIAL_TUTORS_MAX_LIMIT = 100;
/** How many sessions one potential-tutors call may name. */
export const POTENTIAL_TUTORS_MAX_SESSIONS = 200;

export const HIGH_DEMAND_MESSAGE =
  'Tutors for these subjects are in high demand: only a few are available.';
export const NO_TUTORS_FOUND_MESSAGE = 'No tutors found';

/**
 * What the tutor search says under its results (spec §7: "fewer than 7 shows a high-demand
 * notice, none shows 'no tutors found'"): null when a full page came back.
 */
export function tutorSearchNotice(found: number): string | null {
  if (found === 0) return NO_TUTORS_FOUND_MESSAGE;
  if (found < TUTOR_SEARCH_PER_PAGE) return HIGH_DEMAND_MESSAGE;
  return null;
}

/**
 * The order of `GET /tutors/prioritized`, best first, as a comparator over what the server
 * reads of each tutor: accepting new students first, then featured, then the higher tier
 * (billing rate; no tier last), then the fewer minutes booked this week (spreading new
 * students over the tutors who have room), then by last and first name, then id.
 */
export interface PrioritizedTutorFacts {
  id: number;
  acceptNewStudents: boolean;
  featured: boolean;
  tierBillingRate: number | null;
  bookedMinutesThisWeek: number;
  lastName: string;
  firstName: string;
}

export function compareTutorPriority(a: PrioritizedTutorFacts, b: PrioritizedTutorFacts): number {
  const byFlag = (x: boolean, y: boolean) => Number(y) - Number(x);
  return (
    byFlag(a.acceptNewStudents, b.acceptNewStudents) ||
    byFlag(a.featured, b.featured) ||
    (b.tierBillingRate ?? -1) - (a.tierBillingRate ?? -1) ||
    a.bookedMinutesThisWeek - b.bookedMinutesThisWeek ||
    a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
    a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
    a.id - b.id
  );
}

/** How a tutor fits a set of sessions (spec §3 Tutor: matches, missing, notQualified, score). */
export interface PotentialTutorFit {
  /** The sessions the tutor is free for (or already staffs). */
  matches: number[];
  /** The sessions the tutor has something else at the same time. */
  missing: number[];
  /** A session needs a subject or department the tutor does not have. */
  notQualified: boolean;
  score: number;
}

/**
 * The score that orders potential tutors (0 to 100, higher first): 70 for being free for every
 * session (in proportion), 20 for being qualified, 5 for being featured, 5 for taking new
 * students.
 */
export function potentialTutorScore(fit: {
  matched: number;
  total: number;
  qualified: boolean;
  featured: boolean;
  acceptNewStudents: boolean;
}): number {
  const share = fit.total > 0 ? fit.matched / fit.total : 0;
  return Math.round(
    70 * share +
      (fit.qualified ? 20 : 0) +
      (fit.featured ? 5 : 0) +
      (fit.acceptNewStudents ? 5 : 0),
  );
}

/** What qualifies a tutor for a session: its course's subject and its brand's department. */
export interface SessionNeeds {
  id: number;
  subjectId: number | null;
  departmentId: number | null;
}

/**
 * Whether a tutor is qualified for every session: each session's subject (when it has one) is
 * among the tutor's subjects, and its department (when its brand has one) among the tutor's
 * departments. Spec §5: a tutor who is not qualified cannot be assigned ("This tutor is not
 * qualified.").
 */
export function isQualifiedFor(
  tutor: { subjectIds: readonly number[]; departmentIds: readonly number[] },
  sessions: readonly SessionNeeds[],
): boolean {
  return sessions.every(
    (session) =>
      (session.subjectId === null || tutor.subjectIds.includes(session.subjectId)) &&
      (session.departmentId === null || tutor.departmentIds.includes(session.departmentId)),
  );
}
