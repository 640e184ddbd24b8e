import type { HttpClient } from '@tp/data-provider';
import type { SchedulingApp } from './SessionDetailModal.tsx';

export interface SessionEditorDialogProps {
  open: boolean;
  app: SchedulingApp;
  httpClient: HttpClient;
  /** Sessions to edit (replaced on save); empty with a courseId adds new sessions. */
  sessionIds: number[];
  courseId?: number;
  /** The tutor the editor schedules for when opened from the tutor app. */
  tutorId?: number;
  onClose(): void;
  onSaved?(): void;
}

/** The session editor (scheduling spec §2, §5). Integration stub: replaced by its owner. */
export function SessionEditorDialog(_props: SessionEditorDialogProps) {
  return null;
}
