import { BLANK_MESSAGE } from './field-messages.ts';
import type { FieldErrors } from './messages.ts';

/**
 * Start, end and duration of a scheduled item (a session or an availability). The three are
 * kept consistent: `duration` is always the whole minutes between `startsAt` and `endsAt`.
 */
export interface Timing {
  startsAt: Date;
  endsAt: Date;
  /** Minutes. */
  duration: number;
}

/** What a form or an API payload may send: a start plus either an end or a duration. */
export interface TimingInput {
  startsAt?: Date | string | null;
  endsAt?: Date | string | null;
  duration?: number | null;
}

export interface DurationLimits {
  min: number;
  max: number;
}

/** Spec (scheduling §5, §9): session duration minimum 15, maximum 600 minutes. */
export const SESSION_DURATION_LIMITS: DurationLimits = { min: 15, max: 600 };

/** An availability may cover a whole day; shorter than 15 minutes is never bookable. */
export const AVAILABILITY_DURATION_LIMITS: DurationLimits = { min: 15, max: 24 * 60 };

export type TimingResult = { ok: true; timing: Timing } | { ok: false; errors: FieldErrors };

const MINUTE_MS = 60_000;

function toDate(value: Date | string | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/**
 * Resolves the timing a write asks for, given the current timing when the item exists.
 * - startsAt + endsAt: duration follows;
 * - startsAt + duration: endsAt follows;
 * - both endsAt and duration: they must agree;
 * - on an update that moves only startsAt, the item keeps its duration (it moves, it does
 *   not stretch); a new item needs an end or a duration.
 * Errors are Rails-style field errors, ready for a 422 or a form's `setError`.
 */
export function resolveTiming(
  input: TimingInput,
  current: Timing | null,
  limits: DurationLimits = SESSION_DURATION_LIMITS,
): TimingResult {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };

  const requestedStart = toDate(input.startsAt);
  const requestedEnd = toDate(input.endsAt);
  if (requestedStart === 'invalid') add('startsAt', 'is not a valid time');
  if (requestedEnd === 'invalid') add('endsAt', 'is not a valid time');
  if (requestedStart === 'invalid' || requestedEnd === 'invalid') return { ok: false, errors };

  const startsAt = requestedStart ?? (input.startsAt === null ? null : (current?.startsAt ?? null));
  if (!startsAt) {
    add('startsAt', BLANK_MESSAGE);
    return { ok: false, errors };
  }

  let endsAt: Date;
  let duration: number;
  if (requestedEnd) {
    endsAt = requestedEnd;
    duration = (endsAt.getTime() - startsAt.getTime()) / MINUTE_MS;
    if (input.duration !== undefined && input.duration !== null && input.duration !== duration) {
      add('duration', 'does not match the start and end times');
    }
  } else if (input.duration !== undefined && input.duration !== null) {
    duration = input.duration;
    endsAt = new Date(startsAt.getTime() + duration * MINUTE_MS);
  } else if (current && input.endsAt !== null) {
    duration = current.duration;
    endsAt = new Date(startsAt.getTime() + duration * MINUTE_MS);
  } else {
    add('endsAt', BLANK_MESSAGE);
    return { ok: false, errors };
  }

  if (endsAt.getTime() <= startsAt.getTime()) {
    add('endsAt', 'must be after the start time');
  } else if (!Number.isInteger(duration)) {
    add('duration', 'must be a whole number of minutes');
  } else if (duration < limits.min) {
    add('duration', `must be greater than or equal to ${limits.min}`);
  } else if (duration > limits.max) {
    add('duration', `must be less than or equal to ${limits.max}`);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, timing: { startsAt, endsAt, duration } };
}
