import type { HttpClient } from '@tp/data-provider';

export interface EventDialogProps {
  /** `{ eventId }` edits an event; `{ start, end }` creates one in that slot; null closes. */
  target: { eventId: number } | { start: Date; end: Date } | null;
  httpClient: HttpClient;
  /** The signed-in tutor or employee whose flags decide the event types. */
  onClose(): void;
  onChanged?(): void;
}

/** The New Event modal and the event form (scheduling spec §2, §5). Integration stub. */
export function EventDialog(_props: EventDialogProps) {
  return null;
}
