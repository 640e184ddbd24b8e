import { Calendar } from 'react-big-calendar';
import withDragAndDropExport from 'react-big-calendar/lib/addons/dragAndDrop';
import type { ScheduleEvent } from './schedule-events.ts';

type WithDragAndDrop = typeof withDragAndDropExport;
/**
 * The addon is CommonJS only; bundlers disagree on its default import (the function, or the
 * module object holding it as `default`), so both are accepted.
 */
const withDragAndDrop: WithDragAndDrop =
  typeof withDragAndDropExport === 'function'
    ? withDragAndDropExport
    : (withDragAndDropExport as unknown as { default: WithDragAndDrop }).default;

/**
 * The calendar with react-big-calendar's drag-and-drop addon, for availability mode only
 * (ScheduleCalendar loads this module when the tutor first switches to it). The addon is
 * CommonJS and brings its own copies of the calendar's selection and event rows.
 */
export const DragAndDropCalendar = withDragAndDrop<ScheduleEvent>(Calendar);
