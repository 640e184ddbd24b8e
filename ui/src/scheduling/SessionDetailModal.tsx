import type { HttpClient } from '@tp/data-provider';

/** Which app opens the modal: its links (profile, course, session page) differ per app. */
export type SchedulingApp = 'tutor' | 'admin' | 'crm';

export interface SessionDetailModalProps {
  /** The session to show; null closes the modal. */
  sessionId: number | null;
  app: SchedulingApp;
  httpClient: HttpClient;
  onClose(): void;
  /** After a change made from the modal (cancel, notes, attachments). */
  onChanged?(): void;
  /** Edit opens the session editor on this session. */
  onEdit?(sessionId: number): void;
}

/** The session detail modal (scheduling spec §2). Integration stub: replaced by its owner. */
export function SessionDetailModal(_props: SessionDetailModalProps) {
  return null;
}
