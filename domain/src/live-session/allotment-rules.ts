/**
 * Subject allotment rules (spec scheduling §2, §4, §5, §9): the minutes of a session split
 * among the subjects worked on, in squares of 10 minutes, adding up to the session's duration
 * rounded to 10.
 */

/** Spec §9: each square is 10 minutes; the form steps by it. */
export const ALLOTMENT_SQUARE_MINUTES = 10;

/** The minutes to allot: the session's duration rounded to the nearest 10. */
export function allotmentTotalMinutes(durationMinutes: number): number {
  return Math.round(durationMinutes / ALLOTMENT_SQUARE_MINUTES) * ALLOTMENT_SQUARE_MINUTES;
}

/** How many squares a number of minutes fills. */
export function allotmentSquares(minutes: number): number {
  return Math.floor(minutes / ALLOTMENT_SQUARE_MINUTES);
}

export interface AllotmentBalance {
  status: 'under' | 'over' | 'perfect';
  /** Minutes left (under) or too many (over); 0 when perfect. */
  minutes: number;
  /** "N minutes under", "N minutes over" or "Perfect!" (spec §5). */
  message: string;
}

/** The running total's verdict for the minutes allotted so far. */
export function allotmentBalance(allottedMinutes: number, totalMinutes: number): AllotmentBalance {
  const difference = totalMinutes - allottedMinutes;
  if (difference > 0)
    return { status: 'under', minutes: difference, message: `${difference} minutes under` };
  if (difference < 0)
    return { status: 'over', minutes: -difference, message: `${-difference} minutes over` };
  return { status: 'perfect', minutes: 0, message: 'Perfect!' };
}

export function sumAllottedMinutes(allotments: readonly { minutes: number }[]): number {
  return allotments.reduce((sum, allotment) => sum + allotment.minutes, 0);
}

/** What decides whether allotments may be skipped. */
export interface AllotmentSkipContext {
  /** Students marked as attended. */
  attendedCount: number;
  /** The brand is Tutoring (brandRequiresAttendanceNote). */
  isTutoringBrand: boolean;
}

/**
 * Skipping is allowed when there is nothing to account for to a family: no student attended,
 * or the session is not of the Tutoring brand (group classes follow their syllabus). A Tutoring
 * session a student attended must say what the time was spent on.
 */
export function allotmentSkipAllowed(context: AllotmentSkipContext): boolean {
  return context.attendedCount === 0 || !context.isTutoringBrand;
}

export const ALLOTMENT_SKIP_REFUSED_MESSAGE =
  'Subject allocations cannot be skipped for this session.';
export const ALLOTMENT_MINUTES_STEP_MESSAGE = 'must be a multiple of 10';
export const ALLOTMENT_SUBJECT_TWICE_MESSAGE = 'is allotted twice';

/**
 * The save's errors, empty when valid: each entry in steps of 10 and each subject once, and the
 * minutes adding up to the total (base "N minutes under/over") unless a skip is asked for and
 * allowed. Entries of 0 minutes are removals and count for nothing.
 */
export function allotmentSaveErrors(
  entries: readonly { subjectId: number; minutes: number }[],
  totalMinutes: number,
  skip: { asked: boolean; allowed: boolean },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  entries.forEach((entry, index) => {
    if (entry.minutes % ALLOTMENT_SQUARE_MINUTES !== 0)
      errors[`allotments[${index}].minutes`] = [ALLOTMENT_MINUTES_STEP_MESSAGE];
    if (seen.has(entry.subjectId))
      errors[`allotments[${index}].subjectId`] = [ALLOTMENT_SUBJECT_TWICE_MESSAGE];
    seen.add(entry.subjectId);
  });
  if (skip.asked) {
    if (!skip.allowed) errors.base = [ALLOTMENT_SKIP_REFUSED_MESSAGE];
    return errors;
  }
  const balance = allotmentBalance(sumAllottedMinutes(entries), totalMinutes);
  if (balance.status !== 'perfect') errors.base = [balance.message];
  return errors;
}
