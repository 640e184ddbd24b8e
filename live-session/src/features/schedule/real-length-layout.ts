import type { DayLayoutFunction } from 'react-big-calendar';
import overlapExport from 'react-big-calendar/lib/utils/layout-algorithms/overlap';

const MINUTE_MS = 60_000;

/**
 * The module is CommonJS only; bundlers disagree on its default import (the function, or the
 * module object holding it as `default`), as for the drag-and-drop addon.
 */
const overlap: DayLayoutFunction<object> =
  typeof overlapExport === 'function'
    ? overlapExport
    : (overlapExport as unknown as { default: DayLayoutFunction<object> }).default;

/** The part of react-big-calendar's time-column metrics the layout reads. */
interface ColumnRange {
  /** Wall minutes from the column's top. */
  start: number;
  end: number;
  /** Percent of the column. */
  top: number;
  height: number;
  /** The range, kept within the column. */
  startDate: Date;
  endDate: Date;
}
interface ColumnMetrics {
  groups: unknown[];
  getRange(start: Date, end: Date, ignoreMin?: boolean, ignoreMax?: boolean): ColumnRange;
}

/**
 * react-big-calendar's overlap layout, each item as tall as it really lasts. The time grid is
 * laid out in wall time (the gutter's hours are the zone's), and react-big-calendar draws an
 * item from the wall time it starts to the wall time it ends: across a daylight-saving change
 * a 60-minute session 1:30 to 3:30 (spring forward) was drawn two hours tall, and one 1:30
 * to 1:30 (fall back) none; Lord Howe's half-hour change gave 30 or 90. Here an item starts
 * at its wall time and is as tall as the minutes between its start and end; `step` and
 * `timeslots` are the grid's, whose rows give a column's length in minutes.
 */
export function realLengthLayout<TEvent extends object>(slots: {
  step: number;
  timeslots: number;
}): DayLayoutFunction<TEvent> {
  return (layout) => {
    const metrics = layout.slotMetrics as ColumnMetrics;
    const columnMinutes = slots.step * slots.timeslots * metrics.groups.length;
    const realLengthMetrics: ColumnMetrics = {
      ...metrics,
      getRange(start, end, ignoreMin, ignoreMax) {
        const range = metrics.getRange(start, end, ignoreMin, ignoreMax);
        const minutes = (+range.endDate - +range.startDate) / MINUTE_MS;
        const realEnd = Math.min(range.start + minutes, columnMinutes);
        const height = Math.max(0, (realEnd / columnMinutes) * 100 - range.top);
        return { ...range, end: realEnd, height };
      },
    };
    return overlap({ ...layout, slotMetrics: realLengthMetrics }) as ReturnType<
      DayLayoutFunction<TEvent>
    >;
  };
}
