import { useMemo } from 'react';
import { Calendar, type View } from 'react-big-calendar';
import { useTheme } from '@mui/material/styles';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import './schedule.css';
import {
  DAY_VIEW_SLOTS,
  SCHEDULE_VIEWS,
  SCROLL_TO_HOUR,
  WEEK_VIEW_SLOTS,
  type ScheduleView,
} from './calendar-settings.ts';
import { calendarCssVariables } from './calendar-colors.ts';
import type { ScheduleEvent } from './schedule-events.ts';
import { createZonedLocalizer } from './zoned-localizer.ts';

interface ScheduleCalendarProps {
  /** The IANA zone the calendar is laid out in. */
  timeZone: string;
  view: ScheduleView;
  date: Date;
  sessions: ScheduleEvent[];
  availabilities: ScheduleEvent[];
  onView(view: ScheduleView): void;
  onNavigate(date: Date): void;
}

function isScheduleView(view: View): view is ScheduleView {
  return (SCHEDULE_VIEWS as readonly string[]).includes(view);
}

function eventClassName(event: ScheduleEvent): string {
  if (event.kind === 'availability') return 'tp-event tp-event--availability';
  return event.isPast ? 'tp-event tp-event--session tp-event--past' : 'tp-event tp-event--session';
}

/**
 * react-big-calendar 1.20 styles background events with backgroundEventPropGetter, a prop
 * @types/react-big-calendar 1.16 does not list yet; passed by spreading, which TypeScript
 * does not check for unknown props.
 */
const backgroundEventProps = {
  backgroundEventPropGetter: (event: ScheduleEvent) => ({ className: eventClassName(event) }),
};

/**
 * The tutor's calendar: week, day and month views in the tutor's zone, sessions as events
 * and availabilities as background blocks (month view has no time grid, so it lists sessions
 * only), opened scrolled to 8:00.
 */
export function ScheduleCalendar({
  timeZone,
  view,
  date,
  sessions,
  availabilities,
  onView,
  onNavigate,
}: ScheduleCalendarProps) {
  const theme = useTheme();
  const localizer = useMemo(() => createZonedLocalizer(timeZone), [timeZone]);
  const scrollToTime = useMemo(
    () => localizer.getSlotDate(localizer.startOf(date, 'day'), 0, SCROLL_TO_HOUR * 60),
    [localizer, date],
  );
  const slots = view === 'day' ? DAY_VIEW_SLOTS : WEEK_VIEW_SLOTS;

  return (
    <Calendar<ScheduleEvent>
      className={`tp-calendar tp-calendar--${view}`}
      localizer={localizer}
      views={[...SCHEDULE_VIEWS]}
      view={view}
      date={date}
      onView={(next) => {
        if (isScheduleView(next)) onView(next);
      }}
      onNavigate={(next) => onNavigate(next)}
      events={sessions}
      backgroundEvents={availabilities}
      step={slots.step}
      timeslots={slots.timeslots}
      scrollToTime={scrollToTime}
      popup
      showMultiDayTimes
      tooltipAccessor={(event) => event.title}
      eventPropGetter={(event) => ({ className: eventClassName(event) })}
      {...backgroundEventProps}
      style={{ height: '100%', ...calendarCssVariables(theme) }}
    />
  );
}
