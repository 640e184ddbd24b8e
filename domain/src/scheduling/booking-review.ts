import { errorsToSentence, type FieldErrors } from '../messages.ts';
import type { BookingMeta } from '../resources/tutorings.ts';
import { bookingFailureSentences } from './booking-rules.ts';

/**
 * What the booking form says before and after POST /tutorings (spec scheduling §2 "Tutoring
 * booking form with states confirm, review and error", §4, §8 "Booking errors render
 * 'hadTrouble' plus the errors as a sentence"): the dates of a series in one line, each date's
 * outcome, and the error state's sentence. Pure, so the back-office and the families' apps
 * word a booking the same way.
 */

/** A date's outcome: the review's three, and `expired` for a kept pending date whose start passed. */
export type BookingDateStatus = 'booked' | 'pending' | 'failed' | 'expired';

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingDateStatus, string>> = {
  booked: 'Booked',
  pending: 'Pending',
  failed: 'Failed',
  expired: 'Expired',
};

/** One date of a booking as the review lists it. */
export interface BookingReviewRow {
  startsAt: string;
  endsAt: string;
  status: BookingDateStatus;
  /** Why it was not booked (empty when booked). */
  reasons: string[];
}

/** Every date of the answer, booked, pending and failed together, in time order. */
export function bookingReviewRows(meta: BookingMeta): BookingReviewRow[] {
  const rows: BookingReviewRow[] = [
    ...meta.booked.map((date) => ({
      startsAt: date.startsAt,
      endsAt: date.endsAt,
      status: 'booked' as const,
      reasons: [],
    })),
    ...meta.pending.map((date) => ({ ...date, status: 'pending' as const })),
    ...meta.failed.map((date) => ({ ...date, status: 'failed' as const })),
  ];
  return rows.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * "10 sessions booked, 2 failed, 1 pending": what a booking did, in one line; "Nothing booked
 * yet, 4 pending" when every date that did not fail is waiting on the tutor's availability.
 */
export function bookingReviewSummary(meta: BookingMeta): string {
  const parts = [
    meta.booked.length === 0 && meta.pending.length > 0
      ? 'Nothing booked yet'
      : `${plural(meta.booked.length, 'session')} booked`,
  ];
  if (meta.failed.length > 0) parts.push(`${meta.failed.length} failed`);
  if (meta.pending.length > 0) parts.push(`${meta.pending.length} pending`);
  return parts.join(', ');
}

/**
 * How the review's banner reads: a warning when a date failed, information when the dates
 * are all kept pending (nothing is on the calendar yet), success otherwise.
 */
export function bookingReviewSeverity(meta: BookingMeta): 'success' | 'info' | 'warning' {
  if (meta.failed.length > 0) return 'warning';
  return meta.booked.length === 0 ? 'info' : 'success';
}

/**
 * The error state's sentence (spec §8: the errors as a sentence, field names capitalised,
 * "Base" dropped). Refused dates are worded from `meta.failed` in `zone`, the zone the screen
 * reads its times in (the server words its `errors.base` in the booker's own zone, which may
 * be another); the other fields' errors follow. Without refused dates, the errors as sent.
 */
export function bookingErrorSentence(
  errors: FieldErrors | null | undefined,
  meta: BookingMeta | null | undefined,
  zone: string,
): string {
  if (meta && meta.failed.length > 0) {
    const { base: _base, ...fields } = errors ?? {};
    return errorsToSentence([
      ...bookingFailureSentences(meta.failed, zone),
      ...(Object.keys(fields).length > 0 ? [errorsToSentence(fields)] : []),
    ]);
  }
  return errors && Object.keys(errors).length > 0 ? errorsToSentence(errors) : '';
}

/** "Tue, Mar 17, 2026": the day of a date in `zone`. */
export function bookingDayLabel(startsAt: string | Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(startsAt));
}

/** "4:00 PM – 5:00 PM": the time range of a date in `zone`. */
export function bookingTimeRangeLabel(
  startsAt: string | Date,
  endsAt: string | Date,
  zone: string,
): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${format.format(new Date(startsAt))} – ${format.format(new Date(endsAt))}`;
}

export interface BookingPlan {
  /** The starts of every date the booking asks for, in time order. */
  starts: readonly (string | Date)[];
  /** Minutes each. */
  duration: number;
  zone: string;
}

/**
 * The confirm step's line: "13 weekly sessions of 60 minutes, Tuesdays at 4:00 PM
 * (America/New_York), from Tue, Mar 17, 2026 to Tue, Jun 9, 2026", or "1 session of 90
 * minutes on Tue, Mar 17, 2026 at 4:00 PM (America/New_York)".
 */
export function bookingPlanSummary({ starts, duration, zone }: BookingPlan): string {
  if (starts.length === 0) return 'No sessions';
  const first = starts[0]!;
  const last = starts.at(-1)!;
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(first));
  if (starts.length === 1)
    return `1 session of ${duration} minutes on ${bookingDayLabel(first, zone)} at ${time} (${zone})`;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long' }).format(
    new Date(first),
  );
  return `${starts.length} weekly sessions of ${duration} minutes, ${weekday}s at ${time} (${zone}), from ${bookingDayLabel(first, zone)} to ${bookingDayLabel(last, zone)}`;
}
