import { z } from 'zod';
import {
  AVAILABILITY_REPEAT_DEFAULT_WEEKS,
  AVAILABILITY_REPEAT_WEEK_OPTIONS,
} from '../scheduling/availability-rules.ts';
import { ALL_REMAINING_HOURS } from '../scheduling/repeat-options.ts';
import { defineContract } from './contract.ts';
import { calendarDateField } from './employees.ts';
import { integer, isoDateTime, isoDateTimeInput, queryId, recordId } from './payload-fields.ts';
import type { Tutor } from './tutors.ts';
import { availabilitiesAccess } from './access/availabilities.ts';

export const availabilityRecord = z.object({
  id: integer,
  tutorId: integer,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  duration: integer,
  locked: z.boolean(),
  maxedOut: z.boolean(),
  /**
   * Minutes of it not taken by the tutor's booked (not canceled) sessions (spec §3
   * remainingAvailability): what a tutor who is not spoofing may still book in it.
   */
  remainingAvailability: integer,
  lockVersion: integer,
});
export type Availability = z.infer<typeof availabilityRecord> & { tutor?: Tutor | null };

export const availabilityCreate = z.object({
  tutorId: recordId,
  startsAt: isoDateTimeInput,
  endsAt: isoDateTimeInput.optional(),
  duration: z.number().int().optional(),
  locked: z.boolean().optional(),
  maxedOut: z.boolean().optional(),
});

const weeksField = z
  .number()
  .int()
  .refine((weeks) => (AVAILABILITY_REPEAT_WEEK_OPTIONS as readonly number[]).includes(weeks), {
    message: `must be one of ${AVAILABILITY_REPEAT_WEEK_OPTIONS.join(', ')}`,
  });

/**
 * POST /availabilities/repeat: copies the tutor's availability of the week (Sunday to
 * Saturday, in the tutor's zone) holding `date` onto the next `weeks` weeks at the same local
 * times. `tutorId` is the caller's own when they are a tutor; staff name one.
 */
export const availabilityRepeat = z.object({
  tutorId: recordId.optional(),
  date: calendarDateField,
  weeks: weeksField
    .optional()
    .meta({ description: `Default ${AVAILABILITY_REPEAT_DEFAULT_WEEKS}.` }),
});

/**
 * DELETE /availabilities/clear_upcoming?date&weeks: the tutor's availability from `date`
 * (not before now) for `weeks` weeks, or all upcoming without `weeks`. Only unbooked time
 * goes: an availability holding a booked session shrinks to the time its sessions hold.
 */
export const availabilityClearUpcoming = z.object({
  tutorId: queryId.optional(),
  date: calendarDateField,
  weeks: z.coerce.number().int().min(1).max(52).optional(),
});

/**
 * GET /availabilities/repeat_options: the weekly dates a booking (or an availability) would
 * repeat on, each with whether it can be booked. Either an availability (`id`, optionally
 * `numberOfRepeats`), or a booking being made (`tutorId`, `startsAt`, `duration`, `studentId`,
 * `enrollmentId`, `numberOfRepeats` or "all"). `consumerId`/`consumerType` name a session
 * being moved, whose own time does not count against it.
 */
export const availabilityRepeatOptionsQuery = z.object({
  id: queryId.optional(),
  tutorId: queryId.optional(),
  studentId: queryId.optional(),
  enrollmentId: queryId.optional(),
  consumerId: queryId.optional(),
  consumerType: z.enum(['Session', 'Tutoring']).optional(),
  startsAt: isoDateTimeInput.optional(),
  duration: z.coerce.number().int().min(1).max(600).optional(),
  numberOfRepeats: z
    .union([z.literal(ALL_REMAINING_HOURS), z.coerce.number().int().min(0).max(52)])
    .optional(),
});

/** One date a booking would repeat on. */
export const repeatOptionDate = z.object({
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Whether this date can be booked (the booking form's checkbox starts checked when true). */
  book: z.boolean(),
  /** The availability it would draw on, if it sits in one. */
  availabilityId: integer.nullable(),
  /** Why it cannot be booked (empty when it can). */
  reasons: z.array(z.string()),
});

export const availabilityRepeatOptions = z.object({
  repeatOptions: z.array(repeatOptionDate),
  /** Minutes left of the availability (`id`), or of the one holding `startsAt`; null for none. */
  remainingAvailability: integer.nullable(),
  /** The choices the booking form offers (spec §5): 12, 8, 4, 0 within the hours, and all. */
  choices: z.array(
    z.object({
      label: z.string(),
      value: z.union([integer, z.literal(ALL_REMAINING_HOURS)]),
      repeats: integer,
    }),
  ),
  /** Unscheduled minutes of the enrollment, when one is named and counts hours. */
  unscheduledMinutes: integer.nullable(),
});

/** What repeat and clear_upcoming did. */
export const availabilityBulkResult = z.object({
  availabilities: z.array(
    z.object({ id: integer, startsAt: isoDateTime, endsAt: isoDateTime, duration: integer }),
  ),
  meta: z.object({ created: integer, deleted: integer, trimmed: integer, skipped: integer }),
  /**
   * Repeat: the pending booking dates (GET /pending_tutorings) the new availability covered,
   * booked (with their session) or failed (with why).
   */
  pendingTutorings: z
    .object({
      booked: z.array(z.object({ pendingId: integer, sessionId: integer })),
      failed: z.array(z.object({ pendingId: integer, reasons: z.array(z.string()) })),
    })
    .optional(),
});

export const availabilitiesContract = defineContract({
  name: 'availabilities',
  singular: availabilitiesAccess.singular,
  summary:
    'Time tutors offer for booking, from now on: a new or moved availability starts no earlier than the current quarter hour and ends after now, and one that has ended is not changed (422).',
  record: availabilityRecord,
  create: availabilityCreate,
  update: availabilityCreate.partial(),
  access: availabilitiesAccess.access,
  actions: {
    repeat: {
      on: 'collection',
      method: 'POST',
      path: 'repeat',
      summary:
        "Repeats the tutor's week of availability (the Sunday-to-Saturday week holding `date`, in the tutor's zone) on the next `weeks` weeks (default 4; 1-6, 12 or 26) at the same local times across daylight-saving changes; a copy that would overlap availability already there, or start before the current quarter hour, is skipped; weeks that are all over are refused (422). Body: { tutorId (staff), date, weeks }. Answers the availabilities created.",
      input: { in: 'body', schema: availabilityRepeat },
      output: availabilityBulkResult,
      allow: availabilitiesAccess.actions.repeat,
    },
    clearUpcoming: {
      on: 'collection',
      method: 'DELETE',
      path: 'clear_upcoming',
      summary:
        "Clears the tutor's upcoming, unbooked availability from `date` (not before now) for `weeks` weeks (all upcoming without): an availability holding a booked session keeps the time its sessions hold. Query: tutorId (staff), date, weeks.",
      input: { in: 'query', schema: availabilityClearUpcoming },
      output: availabilityBulkResult,
      allow: availabilitiesAccess.actions.clearUpcoming,
    },
    repeatOptions: {
      on: 'collection',
      method: 'GET',
      path: 'repeat_options',
      summary:
        'The weekly dates a booking or an availability repeats on, each with its book flag and reasons, the remaining availability, and the repeat choices the enrollment hours allow (spec §5). A student or parent asks about their own tutoring enrollment (enrollmentId) and its tutor.',
      input: { in: 'query', schema: availabilityRepeatOptionsQuery },
      output: availabilityRepeatOptions,
      allow: availabilitiesAccess.actions.repeatOptions,
    },
  },
});
