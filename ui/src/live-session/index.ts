export { AttendancePanel, type AttendancePanelProps } from './AttendancePanel.tsx';
export { AttendanceIcon, type AttendanceIconProps } from './AttendanceIcon.tsx';
export {
  ATTENDANCE_ICON_TEXT,
  attendanceIconState,
  type AttendanceIconState,
} from './attendance-icon-state.ts';
export { SubjectAllotments, type SubjectAllotmentsProps } from './SubjectAllotments.tsx';
