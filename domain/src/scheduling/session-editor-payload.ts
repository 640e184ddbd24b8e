import { z } from 'zod';
import type { FieldErrors } from '../messages.ts';
import { integer, isoDateTimeInput, recordId, storableText } from '../resources/payload-fields.ts';
import { placeIdField } from '../place-lookup.ts';
import { SESSION_EDITOR_LIMITS } from './session-editor-rules.ts';
import { rowInterval, type SessionEditorRow } from './session-editor-rows.ts';

/**
 * The session editor's save (POST /api/v2/sessions/batch): every row of the table in one
 * transaction. A row with `replacesId` replaces that saved session (spec §4: "Editing an
 * existing session in the editor marks it for deletion and it is deleted on save"); the
 * others are new. `deleteIds` are saved sessions removed from the table. The ranges are
 * checked per row by the server with `sessionRowFieldErrors`, so a refusal names its row.
 */
export const sessionBatchRow = z.object({
  /** The saved session this row replaces. */
  replacesId: recordId.optional(),
  sessionTypeId: recordId,
  name: storableText.max(191).nullable().optional(),
  startsAt: isoDateTimeInput,
  duration: integer.meta({ description: 'Minutes: the type minimum to 600.', example: 60 }),
  employeesRequired: integer
    .optional()
    .meta({ description: 'Tutors required, 0 to 20 (default 1).', example: 1 }),
  place: storableText.max(255).nullable().optional(),
  /** The looked-up place the Place was chosen from; absent when it was typed. */
  placeId: placeIdField.nullable().optional(),
  room: storableText.max(255).nullable().optional(),
});
export type SessionBatchRow = z.output<typeof sessionBatchRow>;

export const sessionBatch = z.object({
  courseId: recordId,
  /** The tutor new rows are for (staff may name one; a tutor's own sessions are theirs). */
  tutorId: recordId.nullable().optional(),
  rows: z.array(sessionBatchRow).max(SESSION_EDITOR_LIMITS.rowsMax),
  deleteIds: z.array(recordId).max(SESSION_EDITOR_LIMITS.rowsMax).optional(),
});
export type SessionBatch = z.output<typeof sessionBatch>;
/** What the browser sends (times as ISO strings). */
export type SessionBatchInput = z.input<typeof sessionBatch>;

/** One refused row of a 422: its index in `rows` and its field errors. */
export const sessionBatchRowErrors = z.object({
  index: integer,
  errors: z.record(z.string(), z.array(z.string())),
});
export type SessionBatchRowErrors = z.infer<typeof sessionBatchRowErrors>;

export const sessionBatchResult = z.object({
  /** The sessions saved, in the order of `rows`. */
  sessionIds: z.array(integer),
  /** Saved sessions that are gone: replaced or deleted. */
  deletedIds: z.array(integer),
});
export type SessionBatchResult = z.infer<typeof sessionBatchResult>;

/** The 422's field key of a row's field: `rows[3].duration` (the index is the row's in `rows`). */
export const batchRowField = (index: number, field: string) => `rows[${index}].${field}`;

/** A 422's errors back into rows: `rows[3].duration` -> index 3, `duration`. */
export function rowErrorsFromFieldErrors(errors: FieldErrors): Map<number, FieldErrors> {
  const byRow = new Map<number, FieldErrors>();
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^rows\[(\d+)\]\.(.+)$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const rowErrors = byRow.get(index) ?? {};
    rowErrors[match[2]!] = [...(rowErrors[match[2]!] ?? []), ...messages];
    byRow.set(index, rowErrors);
  }
  return byRow;
}

/** The table as the save's payload: each row's local date and time read in `zone`. */
export function batchFromRows(
  rows: readonly SessionEditorRow[],
  context: { courseId: number; zone: string; tutorId?: number | null; deleteIds?: number[] },
): SessionBatchInput {
  return {
    courseId: context.courseId,
    ...(context.tutorId ? { tutorId: context.tutorId } : {}),
    rows: rows.map((row) => ({
      ...(row.sessionId !== null ? { replacesId: row.sessionId } : {}),
      sessionTypeId: row.sessionTypeId,
      name: row.name.trim() === '' ? null : row.name.trim(),
      startsAt: rowInterval(row, context.zone).startsAt.toISOString(),
      duration: row.duration,
      employeesRequired: row.employeesRequired,
      place: row.online ? null : row.place,
      placeId: row.online ? null : (row.placeId ?? null),
      room: row.online || row.room === '' ? null : row.room,
    })),
    deleteIds: context.deleteIds ?? [],
  };
}
