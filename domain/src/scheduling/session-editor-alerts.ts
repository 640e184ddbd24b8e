import { holidayOn } from '../us-holidays.ts';
import { SESSION_EDITOR_MESSAGES } from './session-editor-rules.ts';
import { rowInterval, type SessionEditorRow } from './session-editor-rows.ts';

/**
 * The Alerts column (spec §2: "Alerts (success, errors, holiday name)"): a holiday on the
 * row's date, a date already past, a row overlapping another of the table, the server's
 * errors for the row after a refused save, a saved session whose attendance is taken (it can't
 * be replaced), and "ready" when nothing is wrong.
 */
export type RowAlertKind = 'holiday' | 'past' | 'locked' | 'overlap' | 'error' | 'success';

export interface RowAlert {
  kind: RowAlertKind;
  message: string;
}

/** Whether the alert stops a save (errors do; a holiday or a past date only warns). */
export const isBlockingAlert = (alert: RowAlert) => alert.kind === 'error';

/**
 * Each row's alerts by key. `errors` are per row key (the server's 422 for the row, or the
 * form rules'); rows overlap when their times intersect (two sessions of one course at once).
 */
export function rowAlerts(
  rows: readonly SessionEditorRow[],
  context: { now: Date; zone: string; errors?: ReadonlyMap<string, readonly string[]> },
): Map<string, RowAlert[]> {
  const intervals = rows.map((row) => ({ key: row.key, ...rowInterval(row, context.zone) }));
  const alerts = new Map<string, RowAlert[]>();
  for (const [index, row] of rows.entries()) {
    const list: RowAlert[] = [];
    for (const message of context.errors?.get(row.key) ?? []) list.push({ kind: 'error', message });
    // Said up front rather than after the server refuses a change to it (an untouched row is
    // not sent, so it warns and does not block the others).
    if (row.sessionId !== null && row.attendanceTaken)
      list.push({ kind: 'locked', message: SESSION_EDITOR_MESSAGES.attendanceTaken });
    const holiday = holidayOn(row.date);
    if (holiday) list.push({ kind: 'holiday', message: holiday });
    const own = intervals[index]!;
    if (own.startsAt.getTime() < context.now.getTime())
      list.push({ kind: 'past', message: SESSION_EDITOR_MESSAGES.pastDate });
    const overlaps = intervals.some(
      (other, at) =>
        at !== index &&
        other.startsAt.getTime() < own.endsAt.getTime() &&
        own.startsAt.getTime() < other.endsAt.getTime(),
    );
    if (overlaps) list.push({ kind: 'overlap', message: SESSION_EDITOR_MESSAGES.overlap });
    if (list.length === 0) list.push({ kind: 'success', message: SESSION_EDITOR_MESSAGES.ready });
    alerts.set(row.key, list);
  }
  return alerts;
}
