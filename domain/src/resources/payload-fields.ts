import { z } from 'zod';

/** PostgreSQL's integer: ids and counts above it cannot exist, so they are a 422, not a 500. */
export const MAX_INTEGER = 2_147_483_647;

/** The id of another record in a payload. */
export const recordId = z.number().int().positive().max(MAX_INTEGER);

/** A time a client sends: ISO 8601 with an offset; the server works with the Date. */
export const isoDateTimeInput = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value));

/** A time on the wire: ISO 8601 in UTC. */
export const isoDateTime = z.iso.datetime();

export const integer = z.number().int();
