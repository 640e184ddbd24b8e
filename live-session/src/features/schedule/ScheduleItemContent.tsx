import type { EventProps } from 'react-big-calendar';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { ATTENDANCE_WARNING_TEXT } from '@tp/domain';
import type { ScheduleEvent } from './schedule-events.ts';

/** An item's text on the calendar, with the attendance warning or lock mark when it has one. */
export function ScheduleItemContent({ event: item }: EventProps<ScheduleEvent>) {
  const hasWarning = item.kind === 'session' && item.hasAttendanceWarning;
  const isFixed = item.kind === 'availability' && (item.isLocked || item.isMaxedOut);
  return (
    <span className="tp-event-title">
      {hasWarning ? (
        <WarningAmberIcon
          className="tp-event-mark tp-event-mark--warning"
          role="img"
          aria-hidden={false}
          aria-label={ATTENDANCE_WARNING_TEXT}
        />
      ) : null}
      {isFixed ? <LockOutlinedIcon className="tp-event-mark" /> : null}
      {item.title}
    </span>
  );
}
