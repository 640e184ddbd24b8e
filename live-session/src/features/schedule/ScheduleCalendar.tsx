import { lazy, Suspense, useMemo, useState, type ComponentProps } from 'react';
import { Calendar, type CalendarProps, type SlotInfo, type View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTheme } from '@mui/material/styles';
import { CALENDAR_SCROLL_HOUR, earliestAvailabilityStart, earliestCalendarHour } from '@tp/domain';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './schedule.css';
import {
  DAY_VIEW_SLOTS,
  SCHEDULE_VIEWS,
  SNAP_SLOTS,
  WEEK_VIEW_SLOTS,
  type CalendarSlots,
  type ScheduleMode,
  type ScheduleView,
} from './calendar-settings.ts';
import { calendarCssVariables } from './calendar-colors.ts';
import { monthDateHeader } from './MonthOpenTime.tsx';
import { realLengthLayout } from './real-length-layout.ts';
import { ScheduleItemContent } from './ScheduleItemContent.tsx';
import {
  itemClassName,
  itemTooltip,
  openMinutesByDay,
  type AvailabilityItem,
  type ScheduleEvent,
} from './schedule-events.ts';
import { createZonedLocalizer } from './zoned-localizer.ts';
import type { DragAndDropCalendar as DragAndDropCalendarType } from './DragAndDropCalendar.tsx';

// The drag-and-drop addon (and the CommonJS copy of the calendar's internals it brings) is
// downloaded when availability mode is first opened, or ahead of it (preloadDragAndDrop): the
// schedule's and the planner's first loads draw the plain calendar.
/** The addon's calendar once downloaded: drawn directly from then on, with no Suspense step. */
let loadedDragAndDrop: typeof DragAndDropCalendarType | null = null;
const loadDragAndDrop = async () =>
  (loadedDragAndDrop = (await import('./DragAndDropCalendar.tsx')).DragAndDropCalendar);
const LazyDragAndDropCalendar = lazy(async () => ({ default: await loadDragAndDrop() }));

/**
 * The addon's calendar: at once when downloaded, else through `lazy`. Chosen once per mount, so
 * that the download finishing does not swap the component under a tutor's drag.
 */
function DragAndDropCalendar(props: ComponentProps<typeof DragAndDropCalendarType>) {
  const [Chosen] = useState(() => loadedDragAndDrop ?? LazyDragAndDropCalendar);
  return <Chosen {...props} />;
}

/**
 * Downloads the addon ahead of need (the tutor's schedule, once its first data shows), so that
 * availability mode opens with dragging at once.
 */
export function preloadDragAndDrop(): void {
  loadDragAndDrop().catch(() => {
    // Offline or a new deploy: availability mode tries again when opened.
  });
}

export interface CalendarSpan {
  start: Date;
  end: Date;
}

export interface ScheduleCalendarProps {
  /** The IANA zone the calendar is laid out in. */
  timeZone: string;
  mode: ScheduleMode;
  view: ScheduleView;
  date: Date;
  sessions: ScheduleEvent[];
  events: ScheduleEvent[];
  availabilities: AvailabilityItem[];
  /** Show 0:00 to 24:00 whatever is on screen. */
  isFullDay: boolean;
  onView(view: ScheduleView): void;
  onNavigate(date: Date): void;
  /** A session or event clicked (schedule mode), or an availability (availability mode). */
  onSelectItem(item: ScheduleEvent): void;
  /** An empty stretch of the time grid selected. */
  onSelectSpan(span: CalendarSpan): void;
  /** An availability moved or resized (availability mode). */
  onChangeAvailability(item: AvailabilityItem, span: CalendarSpan): void;
  /** The grid's slots in every time view, instead of the tutor calendar's (the planner's 30). */
  slots?: CalendarSlots;
  /** The hour the time grid opens at (default: the tutor calendar's 15:00, spec §9). */
  scrollHour?: number;
  /**
   * Month view says each day's open time ("3 h open", a click opens the day): the planner's
   * way to book from the month, where availability blocks are not drawn.
   */
  showsOpenTimeInMonth?: boolean;
}

function isScheduleView(view: View): view is ScheduleView {
  return (SCHEDULE_VIEWS as readonly string[]).includes(view);
}

function isEditableAvailability(item: ScheduleEvent): item is AvailabilityItem {
  return item.kind === 'availability' && item.isEditable;
}

/**
 * react-big-calendar 1.20 styles background events with backgroundEventPropGetter, a prop
 * @types/react-big-calendar 1.16 does not list yet; passed by spreading, which TypeScript
 * does not check for unknown props.
 */
const backgroundEventProps = {
  backgroundEventPropGetter: (item: ScheduleEvent) => ({ className: itemClassName(item) }),
};

const components = { event: ScheduleItemContent };

/**
 * Availability is offered from the current quarter hour on (domain's
 * availabilityTimingRefusal): read against the clock at each drag, not the page's load.
 */
function isBeforeCurrentSlot(instant: Date): boolean {
  return instant.getTime() < earliestAvailabilityStart(new Date()).getTime();
}

/**
 * Availability mode: a drag cannot start a selection before the current quarter hour, and
 * those slots are shaded as over. A click there still reaches onSelectSpan, which says why
 * nothing is made (useAvailabilityEditing).
 */
const pastSlotProps = {
  onSelecting: ({ start }: { start: Date; end: Date }) => !isBeforeCurrentSlot(new Date(start)),
  slotPropGetter: (slot: Date) => (isBeforeCurrentSlot(slot) ? { className: 'tp-slot--past' } : {}),
};

/**
 * The tutor's calendar in the tutor's zone, in two modes:
 * - schedule: sessions and events in front (a click opens them, an empty selection makes a
 *   new event), availabilities behind;
 * - availability: availabilities in front, to drag into being, move, resize and open for
 *   deletion; sessions and events behind, so the tutor sees what their time holds.
 * The time grid starts at 8, or earlier for what is on screen (spec §9), and opens at 15:00.
 */
export function ScheduleCalendar({
  timeZone,
  mode,
  view,
  date,
  sessions,
  events,
  availabilities,
  isFullDay,
  onView,
  onNavigate,
  onSelectItem,
  onSelectSpan,
  onChangeAvailability,
  slots: slotsOverride,
  scrollHour = CALENDAR_SCROLL_HOUR,
  showsOpenTimeInMonth = false,
}: ScheduleCalendarProps) {
  const theme = useTheme();
  const localizer = useMemo(() => createZonedLocalizer(timeZone), [timeZone]);
  const isAvailabilityMode = mode === 'availability';
  const front = useMemo<ScheduleEvent[]>(
    () => (isAvailabilityMode ? availabilities : [...sessions, ...events]),
    [isAvailabilityMode, availabilities, sessions, events],
  );
  const back = useMemo<ScheduleEvent[]>(
    () => (isAvailabilityMode ? [...sessions, ...events] : availabilities),
    [isAvailabilityMode, availabilities, sessions, events],
  );
  // All-day items sit in their own row, not in the time grid: their midnight opens nothing.
  const earliestHour = useMemo(
    () =>
      earliestCalendarHour(
        [...front, ...back].filter((item) => item.kind !== 'study-area'),
        timeZone,
        isFullDay,
      ),
    [front, back, timeZone, isFullDay],
  );
  const dayStart = localizer.startOf(date, 'day');
  const dayStartMs = dayStart.getTime();
  const min = useMemo(
    () => localizer.getSlotDate(new Date(dayStartMs), earliestHour * 60, 0),
    [localizer, dayStartMs, earliestHour],
  );
  const scrollToTime = useMemo(
    () => localizer.getSlotDate(new Date(dayStartMs), scrollHour * 60, 0),
    [localizer, dayStartMs, scrollHour],
  );
  // Availability mode cuts the grid in 15-minute slots for the snap (grouped by 30 minutes in
  // day view, 60 in week); schedule mode keeps the spec's 30- and 60-minute slots, a quarter
  // of the cells to draw.
  const slots = slotsOverride
    ? slotsOverride
    : isAvailabilityMode
      ? view === 'day'
        ? { ...SNAP_SLOTS, timeslots: 2 }
        : SNAP_SLOTS
      : view === 'day'
        ? DAY_VIEW_SLOTS
        : WEEK_VIEW_SLOTS;
  // Items as tall as they last, also across a daylight-saving change (real-length-layout.ts).
  const dayLayoutAlgorithm = useMemo(
    () => realLengthLayout<ScheduleEvent>({ step: slots.step, timeslots: slots.timeslots }),
    [slots.step, slots.timeslots],
  );
  const isSelectable = view !== 'month';
  const monthComponents = useMemo(
    () =>
      showsOpenTimeInMonth
        ? {
            ...components,
            month: {
              dateHeader: monthDateHeader(
                openMinutesByDay(availabilities, timeZone),
                timeZone,
                localizer,
              ),
            },
          }
        : components,
    [showsOpenTimeInMonth, availabilities, timeZone, localizer],
  );
  // All-day items (a student's test day) need the all-day row the tutor calendar hides.
  const hasAllDayItems = front.some((item) => item.kind === 'study-area');

  const change = ({ event, start, end }: EventInteractionArgs<ScheduleEvent>) => {
    if (!isEditableAvailability(event)) return;
    onChangeAvailability(event, { start: new Date(start), end: new Date(end) });
  };

  const common: CalendarProps<ScheduleEvent> = {
    className: `tp-calendar tp-calendar--${view} tp-calendar--${mode}${hasAllDayItems ? ' tp-calendar--all-day' : ''}`,
    localizer,
    views: [...SCHEDULE_VIEWS],
    view,
    date,
    onView: (next) => {
      if (isScheduleView(next)) onView(next);
    },
    onNavigate: (next) => onNavigate(next),
    events: front,
    backgroundEvents: back,
    components: view === 'month' ? monthComponents : components,
    step: slots.step,
    timeslots: slots.timeslots,
    dayLayoutAlgorithm,
    // Half-hour rows need their minutes, or every hour is labelled twice.
    ...(slots.step * slots.timeslots < 60 ? { formats: { timeGutterFormat: 'h:mm A' } } : {}),
    min,
    scrollToTime,
    popup: true,
    showMultiDayTimes: true,
    tooltipAccessor: itemTooltip,
    eventPropGetter: (item) => ({ className: itemClassName(item) }),
    ...backgroundEventProps,
    selectable: isSelectable,
    ...(isAvailabilityMode ? pastSlotProps : {}),
    longPressThreshold: 250,
    onSelectSlot: (slot: SlotInfo) =>
      onSelectSpan({ start: new Date(slot.start), end: new Date(slot.end) }),
    onSelectEvent: (item) => onSelectItem(item),
    style: { height: '100%', ...calendarCssVariables(theme) },
  };

  // The drag-and-drop wrapper costs about a third of a 150-session week's render
  // (bench/calendar-render.bench.mjs): only availability mode, where things move, has it.
  const plain = <Calendar<ScheduleEvent> {...common} />;
  if (!isAvailabilityMode) return plain;
  // Until the addon arrives, the same calendar without dragging (a moment, the first time).
  return (
    <Suspense fallback={plain}>
      <DragAndDropCalendar
        {...common}
        draggableAccessor={isEditableAvailability}
        resizableAccessor={isEditableAvailability}
        resizable
        onEventDrop={change}
        onEventResize={change}
      />
    </Suspense>
  );
}
