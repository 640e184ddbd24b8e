import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import {
  ATTENDANCE_ICON_TEXT,
  attendanceIconState,
  type AttendanceIconState,
} from './attendance-icon-state.ts';

export interface AttendanceIconProps {
  session: { startsAt: string; endsAt: string; attendanceTakenAt: string | null };
  /** The student's attendance on it; undefined when the viewer sees the session as a whole. */
  attended?: boolean | null;
  now: Date;
}

const ICONS: Record<AttendanceIconState, typeof CheckCircleIcon> = {
  scheduled: EventOutlinedIcon,
  pending: PendingActionsIcon,
  attended: CheckCircleIcon,
  unattended: CancelIcon,
};

const COLORS = {
  scheduled: 'action',
  pending: 'warning',
  attended: 'success',
  unattended: 'error',
} as const satisfies Record<AttendanceIconState, string>;

/** The attendance icon on a session (spec §4): one of four states, its text as tooltip and label. */
export function AttendanceIcon({ session, attended, now }: AttendanceIconProps) {
  const state = attendanceIconState(session, attended, now);
  const Icon = ICONS[state];
  const text = ATTENDANCE_ICON_TEXT[state];
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        role="img"
        aria-label={text}
        data-attendance-state={state}
        sx={{ display: 'inline-flex', verticalAlign: 'middle' }}
      >
        <Icon fontSize="small" color={COLORS[state]} />
      </Box>
    </Tooltip>
  );
}
