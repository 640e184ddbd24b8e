export interface AttendanceIconProps {
  session: { startsAt: string; endsAt: string; attendanceTakenAt: string | null };
  /** The student's attendance on it; undefined when the viewer sees the session as a whole. */
  attended?: boolean | null;
  now: Date;
}

/** Integration seam: the attendance icon with the four texts of spec §4 replaces this. */
export function AttendanceIcon(_props: AttendanceIconProps) {
  return null;
}
