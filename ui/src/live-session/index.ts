export { AttendancePanel, type AttendancePanelProps } from './AttendancePanel.tsx';
export { AttendanceIcon, type AttendanceIconProps } from './AttendanceIcon.tsx';
