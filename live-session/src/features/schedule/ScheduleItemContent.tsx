import type { EventProps } from 'react-big-calendar';
import { ATTENDANCE_WARNING_TEXT } from '@tp/domain';
import type { ScheduleEvent } from './schedule-events.ts';

/** An item's text on the calendar, with the attendance warning or lock mark when it has one. */
export function ScheduleItemContent({ event: item }: EventProps<ScheduleEvent>) {
  const hasWarning = item.kind === 'session' && item.hasAttendanceWarning;
  const isFixed = item.kind === 'availability' && (item.isLocked || item.isMaxedOut);
  return (
    <span className="tp-event-title">
      {hasWarning ? (
        <span className="tp-event-mark" role="img" aria-label={ATTENDANCE_WARNING_TEXT}>
          ⚠
        </span>
      ) : null}
      {isFixed ? (
        <span className="tp-event-mark" aria-hidden>
          🔒
        </span>
      ) : null}
      {item.title}
    </span>
  );
}
