import { formatDay, formatTime } from '../scheduling/session-detail/format-session-time.ts';

/** "Joined 9:02 AM" in the viewer's zone, or "Not joined". */
export function joinedLabel(joinedAt: string | null, zone: string): string {
  return joinedAt ? `Joined ${formatTime(new Date(joinedAt), zone)}` : 'Not joined';
}

/** "Submitted on Tue, Mar 10, 2026 9:40 AM CST". */
export function submittedOnLabel(takenAt: string, zone: string): string {
  const instant = new Date(takenAt);
  return `Submitted on ${formatDay(instant, zone)} ${formatTime(instant, zone, true)}`;
}
