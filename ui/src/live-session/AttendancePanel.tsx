import Typography from '@mui/material/Typography';
import type { HttpClient } from '@tp/data-provider';
import type { SchedulingApp } from '../scheduling/SessionDetailModal.tsx';

export interface AttendancePanelProps {
  sessionId: number;
  app: SchedulingApp;
  httpClient: HttpClient;
  /** Bumped by the page when a live update says the attendances changed. */
  reloadKey?: number;
  /** The student the page's selector picked (highlighted in the table), when any. */
  selectedStudentId?: number | null;
  /** After attendance or allotments were saved. */
  onSaved?(): void;
}

/** Integration seam: the attendance panel (spec scheduling §2) replaces this. */
export function AttendancePanel(props: AttendancePanelProps) {
  return <Typography data-session-id={props.sessionId}>Attendance Pending</Typography>;
}
