import { z } from 'zod';
import { parseIsoDate } from '../date-rules.ts';
import { TARGET_HISTORY_DEFAULT_WEEKS, TARGET_HISTORY_MAX_WEEKS } from '../target-rules.ts';
import { queryId } from './payload-fields.ts';

/**
 * `GET /api/v2/target_histories?tutorId&weeks&startDate` (spec scheduling §7 "Target history
 * by date": tutorId, weeks (default 6), startDate). The tutor themself reads theirs; those who
 * oversee tutors (staff, faculty leaders) read any tutor's.
 */
export const targetHistoriesQuery = z.object({
  tutorId: queryId,
  weeks: z.coerce.number().int().min(1).max(TARGET_HISTORY_MAX_WEEKS).optional(),
  /** Any day of the first week (YYYY-MM-DD); default: the Monday three weeks back. */
  startDate: z
    .string()
    .refine((value) => parseIsoDate(value) !== null, 'must be a date (YYYY-MM-DD)')
    .optional(),
});
export type TargetHistoriesQuery = z.input<typeof targetHistoriesQuery>;
export const TARGET_HISTORIES_DEFAULT_WEEKS = TARGET_HISTORY_DEFAULT_WEEKS;

/** One week (spec §3 Target history): targets and actuals in hours, dated by its Monday. */
export const targetHistoryRecord = z.object({
  date: z.string(),
  deliveryTarget: z.number(),
  deliveryActual: z.number(),
  availabilityTarget: z.number(),
  availabilityActual: z.number(),
  availableAvailabilityActual: z.number(),
});
export type TargetHistory = z.infer<typeof targetHistoryRecord>;

export const targetHistoriesAnswer = z.object({
  /** The zone the weeks were cut in: the tutor's (America/New_York when they have none). */
  timeZone: z.string(),
  targetHistories: z.array(targetHistoryRecord),
});
export type TargetHistoriesAnswer = z.infer<typeof targetHistoriesAnswer>;
