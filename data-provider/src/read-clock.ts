import { READ_AT_HEADER } from '@tp/domain';

/**
 * The server's clock when the earliest API answer of this page began reading (domain's
 * READ_AT_HEADER), fed by every HTTP client of the page: every read since began then or later.
 * A deferred subscription compares it with its channel's confirmation (`mayHaveMissedEvents`)
 * to tell whether to read again. One per page load (module state), whichever client asked.
 */
let earliest: number | null = null;

/** Takes an answer's READ_AT_HEADER into account. */
export function noteReadAt(headers: Headers): void {
  const readAt = Number(headers.get(READ_AT_HEADER) ?? Number.NaN);
  if (Number.isFinite(readAt) && (earliest === null || readAt < earliest)) earliest = readAt;
}

/** The earliest answer's read time; null while no answer has said. */
export function earliestReadAt(): number | null {
  return earliest;
}

/** Forgets every answer, as a new page load would (tests). */
export function forgetReadTimes(): void {
  earliest = null;
}
