import { z } from 'zod';
// Every contract's schemas are built from these fields: whoever parses one has zod's error map
// in the spec's words (zod-messages.ts), however the bundler splits the barrel.
import '../zod-messages.ts';

/** PostgreSQL's integer: ids and counts above it cannot exist, so they are a 422, not a 500. */
export const MAX_INTEGER = 2_147_483_647;

/** The id of another record in a payload. */
export const recordId = z.number().int().positive().max(MAX_INTEGER);

/** A record's id in a query string, where numbers arrive as text. */
export const queryId = z.coerce.number().int().min(1).max(MAX_INTEGER);

/** A whole number a PostgreSQL integer column can hold. */
export const int32 = z
  .number()
  .int()
  .min(-MAX_INTEGER - 1)
  .max(MAX_INTEGER);

/**
 * The years a time may fall in. PostgreSQL refuses the year 0000 and the extended years
 * (`+010000-...`) JavaScript writes past 9999; nothing this product schedules is outside.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
export const TIME_OUT_OF_RANGE_MESSAGE = `must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;

/** Whether a time is a real one within MIN_YEAR..MAX_YEAR (UTC). */
export function isStorableTime(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A time a client sends: ISO 8601 with an offset, in MIN_YEAR..MAX_YEAR; the server works with the Date. */
export const isoDateTimeInput = z.iso
  .datetime({ offset: true })
  // Not a time at all: the format's own message says so, alone (zod runs this after it failed).
  .refine(
    (value) => Number.isNaN(Date.parse(value)) || isStorableTime(new Date(value)),
    TIME_OUT_OF_RANGE_MESSAGE,
  )
  .transform((value) => new Date(value));

/** A time on the wire: ISO 8601 in UTC. */
export const isoDateTime = z.iso.datetime();

export const integer = z.number().int();

/** Tab, line feed and carriage return: the control characters text may hold. */
const ALLOWED_CONTROL = new Set([0x09, 0x0a, 0x0d]);
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * Whether the text holds a control character no text field takes: PostgreSQL cannot store
 * NUL at all, and the others (escape, backspace, ...) are never typed.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROL.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/** Text a payload may carry: any string without control characters (chain trim, min, max). */
export const storableText = z
  .string()
  .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

/** The version an update payload may carry: the `lockVersion` of the record as it was read. */
export const lockVersionInput = z
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .min(0, 'must be greater than or equal to 0')
  .max(MAX_INTEGER, `must be less than or equal to ${MAX_INTEGER}`);
