/** What the calendar asked to open. */
export type ScheduleSelection =
  | { kind: 'session'; sessionId: number }
  | { kind: 'event'; eventId: number }
  | { kind: 'new-event'; start: Date; end: Date }
  | { kind: 'edit-sessions'; sessionIds: number[] }
  | null;

export interface ScheduleDialogsProps {
  selection: ScheduleSelection;
  onSelectionChange(selection: ScheduleSelection): void;
  /** Reload the calendar after a change. */
  onChanged(): void;
}

/**
 * The dialogs the tutor's schedule opens (session detail, event form, session editor).
 * Integration stub: replaced by its owner.
 */
export function ScheduleDialogs(_props: ScheduleDialogsProps) {
  return null;
}
