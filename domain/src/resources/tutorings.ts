import { z } from 'zod';
import { BOOKING_NOTES_MAX, BOOKING_SUBJECTS_MAX } from '../scheduling/booking-rules.ts';
import { ALL_REMAINING_HOURS } from '../scheduling/repeat-options.ts';
import { defineContract } from './contract.ts';
import type { Course } from './courses.ts';
import type { Enrollment } from './enrollments.ts';
import {
  integer,
  isoDateTime,
  isoDateTimeInput,
  recordId,
  storableText,
} from './payload-fields.ts';
import type { Student } from './students.ts';
import type { Tutor } from './tutors.ts';
import { tutoringsAccess } from './access/tutorings.ts';

/**
 * A tutoring (spec scheduling §3 "Tutoring (booking)"): a session of type Tutoring booked for
 * a student on their tutoring enrollment, in that enrollment's course, drawing on its hours.
 * The same row is a session (GET /sessions/{id}); this resource is the booking's view of it.
 */
export const tutoringRecord = z.object({
  id: integer,
  courseId: integer,
  enrollmentId: integer,
  studentId: integer,
  /** The tutor (an employee id). */
  supervisorId: integer.nullable(),
  /** The course's title. */
  title: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Minutes. */
  duration: integer,
  notes: z.string().nullable(),
  /** The subjects (topics) picked for it, in the order picked: at most two. */
  subjectIds: z.array(integer),
  /** Set when canceled: a canceled tutoring no longer holds the tutor's time. */
  canceledAt: isoDateTime.nullable(),
  /** Who booked it (a user id). */
  scheduledById: integer.nullable(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type Tutoring = z.infer<typeof tutoringRecord> & {
  supervisor?: Tutor | null;
  student?: Student | null;
  enrollment?: Enrollment | null;
  course?: Course | null;
};

/** One session the booking asks for: its start, length and the availability it sits in. */
export const tutoringBookingSlot = z.object({
  startsAt: isoDateTimeInput,
  duration: z.number().int().min(1).max(600).meta({ description: 'Minutes.', example: 60 }),
  /** The availability picked in the calendar; omitted or null for staff booking off it. */
  availabilityId: recordId.nullable().optional(),
  /** The booking answered as `tutoring` (default: the first). */
  primary: z.boolean().optional(),
});

/** How many weeks a booking repeats after its first: a number of repeats, or "all" (hours left). */
export const repeatChoice = z.union([
  z.number().int().min(0).max(52),
  z.literal(ALL_REMAINING_HOURS),
]);

/** A date of GET /availabilities/repeat_options the booker keeps (`book`) or drops. */
export const repeatOptionPick = z.object({
  startsAt: isoDateTimeInput,
  book: z.boolean(),
});

/**
 * POST /tutorings, keyed `{ tutoring: {...} }`. Each booking is a session; `repeatWeeks`
 * repeats every booking weekly at its local time in the tutor's zone (0: just this one;
 * "all": as many as the unscheduled hours allow), or `repeatOptions` lists the dates picked
 * from GET /availabilities/repeat_options (those with `book` true are booked too).
 */
export const tutoringBooking = z.object({
  studentId: recordId,
  enrollmentId: recordId,
  /** The tutor (tutor id, the same number as their employee id). */
  tutorId: recordId,
  bookings: z.array(tutoringBookingSlot).min(1).max(10),
  repeatWeeks: repeatChoice.optional(),
  repeatOptions: z.array(repeatOptionPick).max(60).optional(),
  subjectIds: z.array(recordId).max(BOOKING_SUBJECTS_MAX).optional(),
  notes: storableText.max(BOOKING_NOTES_MAX).nullable().optional(),
});
export type TutoringBooking = z.output<typeof tutoringBooking>;

/** One date of a booking that was not booked, and why (domain's BOOKING_REASONS sentences). */
export const bookingDateOutcome = z.object({
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  reasons: z.array(z.string()),
});

/** What a booking did, date by date. */
export const bookingMeta = z.object({
  /** Sessions created, in time order. */
  booked: z.array(z.object({ id: integer, startsAt: isoDateTime, endsAt: isoDateTime })),
  /**
   * Dates past the tutor's published availability: not booked yet. They are kept (GET
   * /pending_tutorings), even when no date was booked now, and booked once the tutor
   * publishes availability covering them; one whose start passes first expires.
   */
  pending: z.array(bookingDateOutcome),
  /** Dates refused, each with its reasons. */
  failed: z.array(bookingDateOutcome),
});
export type BookingMeta = z.infer<typeof bookingMeta>;

/**
 * The answer of POST /tutorings (201) when at least one date was booked or kept pending: the
 * primary booking's first session (null when every date is pending), every date's outcome,
 * and the refusals as Rails-style errors (`base`, one sentence per reason) for the form's
 * "We can't schedule that session" state. When every date failed the answer is a 409 (the
 * time is taken: the tutor or the student has a session then) or a 422 (anything else),
 * `{ error, errors, meta }` with the same `meta`.
 */
export const tutoringBookingResult = z.object({
  tutoring: tutoringRecord.nullable(),
  meta: bookingMeta,
  errors: z.record(z.string(), z.array(z.string())),
});
export type TutoringBookingResult = z.infer<typeof tutoringBookingResult>;

/**
 * PUT /tutorings/{id}/reschedule (student and parent apps): the tutoring moves to another time
 * in its tutor's availability, under the family booking rules.
 */
export const tutoringReschedule = z.object({
  startsAt: isoDateTimeInput,
  duration: z.number().int().min(1).max(600).meta({ description: 'Minutes.', example: 60 }),
  availabilityId: recordId.nullable().optional(),
});
export type TutoringReschedule = z.output<typeof tutoringReschedule>;

export const tutoringsContract = defineContract({
  name: 'tutorings',
  singular: tutoringsAccess.singular,
  summary:
    "Tutoring sessions booked for a student on their tutoring enrollment (spec scheduling §3 'Tutoring'). Booked with POST /tutorings; canceled with PUT /sessions/{id}/cancel.",
  record: tutoringRecord,
  access: tutoringsAccess.access,
  actions: {
    book: {
      on: 'collection',
      method: 'POST',
      path: '',
      summary:
        'Books one session or a weekly series for a student: every date is checked against the tutor availability (not for admins or spoofers), the tutor and student other sessions and the enrollment unscheduled hours; the database refuses a double-booked tutor. Body: { tutoring: { studentId, enrollmentId, tutorId, bookings: [{ startsAt, duration, availabilityId, primary }], repeatWeeks | repeatOptions, subjectIds (<= 2), notes (<= 250) } }. 201: { tutoring (null when every date is pending), meta: { booked, pending, failed: [{ startsAt, endsAt, reasons }] }, errors }; pending dates are kept (GET /pending_tutorings). Every date failed: 409 when the time is taken, else 422, with the same meta. Scheduling staff book for anyone; a tutor their own time for their own students; a student for themself and a parent for their children, with their tutoring enrollment tutor, always within availability and hours, in 60, 90 or 120 minutes starting at least 60 minutes before the availability ends.',
      input: { in: 'body', keyed: true, schema: tutoringBooking },
      output: tutoringBookingResult,
      status: 201,
      allow: tutoringsAccess.actions.book,
    },
    cancel: {
      on: 'member',
      method: 'PUT',
      path: 'cancel',
      summary:
        "A student or parent cancels one of their upcoming tutorings (not started, not canceled), or scheduling staff on their behalf: it stays on record with canceledAt and gives the tutor's availability and the enrollment's hours back. Answers the tutoring.",
      allow: tutoringsAccess.actions.cancel,
    },
    reschedule: {
      on: 'member',
      method: 'PUT',
      path: 'reschedule',
      summary:
        'A student or parent (or scheduling staff on their behalf) moves one of their upcoming tutorings to another time of the same tutor: the old one is canceled and the new one booked by the booking engine under the caller’s rules, in one transaction (a refused time, or one only held as pending, changes nothing: 409 or 422 as POST /tutorings). Body: { startsAt, duration (60, 90 or 120), availabilityId }. Answers as POST /tutorings.',
      input: { in: 'body', schema: tutoringReschedule },
      output: tutoringBookingResult,
      allow: tutoringsAccess.actions.reschedule,
    },
  },
});
