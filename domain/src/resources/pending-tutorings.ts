import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { pendingTutoringsAccess } from './access/pending-tutorings.ts';

/**
 * What became of a pending date: still waiting, booked, failed when it was judged again, or
 * expired when its start passed before the tutor's availability reached it.
 */
export const PENDING_TUTORING_STATUSES = ['pending', 'booked', 'failed', 'expired'] as const;
export type PendingTutoringStatus = (typeof PENDING_TUTORING_STATUSES)[number];

/** An expired date's reason (the spec has no rule for pending dates that run out of time). */
export const PENDING_EXPIRED_REASON = "The date passed before the tutor's availability reached it.";

/**
 * Why a kept date will not be booked after Pay As You Go was turned off: that removes every
 * upcoming session of the enrollment, to be rescheduled (spec scheduling §2), and a date kept
 * pending would otherwise be booked later on its own.
 */
export const PENDING_PAY_AS_YOU_GO_OFF_REASON =
  'Pay As You Go was turned off, so this date must be booked again.';

/**
 * A pending date stops waiting once its start has passed: no availability published now can
 * book it (a booking never starts in the past). Reads show it expired at once; the server's
 * sweep and the availability writes record it.
 */
export function isPendingDateExpired(
  date: { status: PendingTutoringStatus; startsAt: Date | string },
  now: Date,
): boolean {
  return date.status === 'pending' && new Date(date.startsAt).getTime() <= now.getTime();
}

/**
 * A pending tutoring (spec scheduling §3 "Tutoring (booking)": the answer's pendingTutorings):
 * a date of a booking past the tutor's published availability, kept as the booking asked for
 * it and booked when the tutor publishes availability that covers it, or failed then with
 * its reasons. Read-only: the booking makes them, the tutor's availability settles them.
 */
export const pendingTutoringRecord = z.object({
  id: integer,
  enrollmentId: integer,
  studentId: integer,
  /** The tutor (tutor id, the same number as their employee id). */
  tutorId: integer,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Minutes. */
  duration: integer,
  subjectIds: z.array(integer),
  notes: z.string().nullable(),
  status: z.enum(PENDING_TUTORING_STATUSES),
  /** Why it failed or expired (empty otherwise). */
  reasons: z.array(z.string()),
  /** The session it became, once booked. */
  sessionId: integer.nullable(),
  /** Who made the booking (a user id). */
  createdById: integer.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PendingTutoring = z.infer<typeof pendingTutoringRecord>;

export const pendingTutoringsContract = defineContract({
  name: 'pending_tutorings',
  singular: pendingTutoringsAccess.singular,
  summary:
    "Dates of tutoring bookings past the tutor's published availability (POST /tutorings meta.pending), kept and booked when the tutor publishes availability covering them (an availability created, moved or repeated), or failed then with reasons; a date whose start passes while pending expires. Read-only. Staff read all; a tutor their own; students and parents none.",
  record: pendingTutoringRecord,
  access: pendingTutoringsAccess.access,
});
