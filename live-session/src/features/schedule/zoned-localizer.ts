import { DateLocalizer, type DateLocalizerSpec, type Formats } from 'react-big-calendar';
import dayjs from '../../lib/dayjs.ts';
import { fromWallMs, toWallMs, zoneOffsetMinutes } from '../../lib/zoned-time.ts';

/**
 * A react-big-calendar localizer that lays the calendar out in one IANA zone, whatever the
 * browser's zone is: days start at midnight in that zone and events sit at their wall time
 * there.
 *
 * Why not `dayjsLocalizer` with dayjs's timezone plugin and `dayjs.tz.setDefault(zone)`, as
 * react-big-calendar's docs suggest: in 1.20 that combination merges times through the
 * browser's zone (the day starts at the browser's offset, react-big-calendar issues #2688 and
 * #2807) and adds days across a daylight-saving change landing on 1:00 instead of midnight.
 * Here every method works on wall values (zoned-time.ts): calendar units (day, week, month,
 * year) on the wall clock, time units (hours and smaller) on the real elapsed time, with the
 * time grid's positions in wall minutes through getDstOffset, as react-big-calendar expects.
 */

const CALENDAR_UNITS: readonly string[] = ['day', 'week', 'month', 'year'];

type DayjsUnit = 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const dayjsUnits = new Map<string, DayjsUnit>();

/** react-big-calendar passes plural and singular names ('minutes', 'day'); dayjs wants singular. */
function dayjsUnit(unit: string): DayjsUnit {
  let known = dayjsUnits.get(unit);
  if (!known) {
    const singular = unit.toLowerCase().replace(/s$/, '');
    known = (singular === 'fullyear' ? 'year' : singular) as DayjsUnit;
    dayjsUnits.set(unit, known);
  }
  return known;
}

/**
 * Units a wall value starts at by flooring to their length (a wall day is 24 hours of wall
 * time: its UTC fields are the zone's). The calendar asks for starts of days and minutes
 * thousands of times a render; through dayjs each built two objects, about a sixth of the
 * week's render. Weeks (the locale's first day), months and years go through dayjs.
 */
const FIXED_UNIT_MS: Partial<Record<DayjsUnit, number>> = {
  millisecond: 1,
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** The wall value `wallMs` is in, started (or ended, the last millisecond) at `unit`. */
function wallBoundary(wallMs: number, unit: DayjsUnit, end: boolean): number {
  const length = FIXED_UNIT_MS[unit];
  if (length === undefined) {
    const value = dayjs.utc(wallMs);
    return (end ? value.endOf(unit) : value.startOf(unit)).valueOf();
  }
  const start = Math.floor(wallMs / length) * length;
  return end ? start + length - 1 : start;
}

function isCalendarUnit(unit: string): boolean {
  return CALENDAR_UNITS.includes(dayjsUnit(unit));
}

/** A time unit's length (hours and smaller; calendar units are not added by length). */
function unitMs(unit: string): number {
  return FIXED_UNIT_MS[dayjsUnit(unit)] ?? 1;
}

/**
 * react-big-calendar sometimes passes no date at all (TimeSlots' cache key reads `min` and
 * `max` from an object that has neither) and relies on dayjs reading that as now; so do we.
 */
function ms(date: Date | number | null | undefined): number {
  return date == null ? Date.now() : +date;
}

export function createZonedLocalizer(zone: string): DateLocalizer {
  const wall = (date: Date | number | null | undefined) => dayjs.utc(toWallMs(ms(date), zone));
  const instant = (wallMs: number) => new Date(fromWallMs(wallMs, zone));
  const format = (value: Date | number | string, pattern: string, culture?: string) => {
    const shown = wall(new Date(value));
    return (culture ? shown.locale(culture) : shown).format(pattern);
  };

  const wallMs = (date: Date | number | null | undefined) => toWallMs(ms(date), zone);
  const startOf = (date: Date, unit?: string): Date =>
    unit ? instant(wallBoundary(wallMs(date), dayjsUnit(unit), false)) : new Date(ms(date));
  const endOf = (date: Date, unit?: string): Date =>
    unit ? instant(wallBoundary(wallMs(date), dayjsUnit(unit), true)) : new Date(ms(date));
  const add = (date: Date, amount: number, unit: string): Date =>
    isCalendarUnit(unit)
      ? instant(wall(date).add(amount, dayjsUnit(unit)).valueOf())
      : new Date(ms(date) + amount * unitMs(unit));
  /** `b - a` in whole units: wall days for calendar units, elapsed time for the rest. */
  const diff = (a: Date, b: Date, unit: string = 'day'): number =>
    isCalendarUnit(unit)
      ? wall(b).diff(wall(a), dayjsUnit(unit))
      : Math.trunc((ms(b) - ms(a)) / unitMs(unit));

  const compared = (a: Date, b: Date, unit?: string): number =>
    unit ? +startOf(a, unit) - +startOf(b, unit) : ms(a) - ms(b);
  const eq = (a: Date, b: Date, unit?: string) => compared(a, b, unit) === 0;
  const neq = (a: Date, b: Date, unit?: string) => compared(a, b, unit) !== 0;
  const lt = (a: Date, b: Date, unit?: string) => compared(a, b, unit) < 0;
  const lte = (a: Date, b: Date, unit?: string) => compared(a, b, unit) <= 0;
  const gt = (a: Date, b: Date, unit?: string) => compared(a, b, unit) > 0;
  const gte = (a: Date, b: Date, unit?: string) => compared(a, b, unit) >= 0;

  const range = (start: Date, end: Date, unit: string = 'day'): Date[] => {
    const dates: Date[] = [];
    for (let current = start; lte(current, end, unit); current = add(current, 1, unit))
      dates.push(current);
    return dates;
  };
  /** The wall value of the midnight that starts the day `date` is in. */
  const wallMidnight = (date: Date | number | null | undefined) =>
    wallBoundary(wallMs(date), 'day', false);
  const wallMsFromMidnight = (date: Date) => wallMs(date) - wallMidnight(date);
  const wallMinutesFromMidnight = (date: Date) => Math.floor(wallMsFromMidnight(date) / 60_000);
  const firstVisibleDay = (date: Date) => startOf(startOf(date, 'month'), 'week');
  const lastVisibleDay = (date: Date) => endOf(endOf(date, 'month'), 'week');

  interface TimedEvent {
    start: Date;
    end: Date;
    allDay?: boolean;
  }

  const formats: Formats = {
    dateFormat: 'DD',
    dayFormat: 'ddd D',
    weekdayFormat: 'ddd',
    // "8 AM": a narrow gutter leaves room for seven day columns on a phone.
    timeGutterFormat: 'h A',
    monthHeaderFormat: 'MMMM YYYY',
    dayHeaderFormat: 'dddd, MMMM D',
    dayRangeHeaderFormat: ({ start, end }) =>
      `${format(start, 'MMMM D')} – ${format(end, eq(start, end, 'month') ? 'D' : 'MMMM D')}`,
    selectRangeFormat: ({ start, end }) => `${format(start, 'LT')} – ${format(end, 'LT')}`,
    eventTimeRangeFormat: ({ start, end }) => `${format(start, 'LT')} – ${format(end, 'LT')}`,
    eventTimeRangeStartFormat: ({ start }) => `${format(start, 'LT')} – `,
    eventTimeRangeEndFormat: ({ end }) => ` – ${format(end, 'LT')}`,
    agendaHeaderFormat: ({ start, end }) => `${format(start, 'L')} – ${format(end, 'L')}`,
    agendaDateFormat: 'ddd MMM DD',
    agendaTimeFormat: 'LT',
    agendaTimeRangeFormat: ({ start, end }) => `${format(start, 'LT')} – ${format(end, 'LT')}`,
  };

  const spec = {
    formats,
    format,
    firstOfWeek: () => dayjs.localeData().firstDayOfWeek(),
    merge: (date: Date | null, time: Date | null): Date | null => {
      if (!date && !time) return null;
      // The day of one and the wall time of the other (react-big-calendar's min, max and scroll).
      return instant(wallMidnight(date ?? new Date()) + wallMsFromMidnight(time ?? new Date()));
    },
    inRange: (day: Date, min?: Date | null, max?: Date | null, unit: string = 'day') =>
      (!min || gte(day, min, unit)) && (!max || lte(day, max, unit)),
    lt,
    lte,
    gt,
    gte,
    eq,
    neq,
    startOf,
    endOf,
    add,
    range,
    diff,
    ceil: (date: Date, unit: string) => {
      const floor = startOf(date, unit);
      return eq(floor, date) ? floor : add(floor, 1, unit);
    },
    min: (a: Date, b: Date) => new Date(Math.min(ms(a), ms(b))),
    max: (a: Date, b: Date) => new Date(Math.max(ms(a), ms(b))),
    minutes: (date: Date) => wall(date).minute(),
    firstVisibleDay,
    lastVisibleDay,
    visibleDays: (date: Date) => range(firstVisibleDay(date), lastVisibleDay(date)),
    getSlotDate: (date: Date, minutesFromMidnight: number, offset: number) =>
      instant(wallMidnight(date) + (minutesFromMidnight + offset) * 60_000),
    getTimezoneOffset: (date: Date) => -zoneOffsetMinutes(ms(date), zone),
    // Elapsed minutes plus this correction are wall minutes (how the time grid places events).
    getDstOffset: (a: Date, b: Date) =>
      zoneOffsetMinutes(ms(b), zone) - zoneOffsetMinutes(ms(a), zone),
    getTotalMin: (a: Date, b: Date) =>
      Math.floor((toWallMs(ms(b), zone) - toWallMs(ms(a), zone)) / 60_000),
    getMinutesFromMidnight: wallMinutesFromMidnight,
    continuesPrior: (start: Date, first: Date) => lt(start, first, 'day'),
    continuesAfter: (start: Date, end: Date, last: Date) =>
      eq(start, end, 'minutes') ? gte(end, last, 'minutes') : gt(end, last, 'minutes'),
    daySpan: (start: Date, end: Date) => diff(start, end, 'day'),
    sortEvents: ({ evtA, evtB }: { evtA: TimedEvent; evtB: TimedEvent }) =>
      +startOf(evtA.start, 'day') - +startOf(evtB.start, 'day') ||
      diff(evtB.start, evtB.end, 'day') - diff(evtA.start, evtA.end, 'day') ||
      Number(Boolean(evtB.allDay)) - Number(Boolean(evtA.allDay)) ||
      +evtA.start - +evtB.start ||
      +evtA.end - +evtB.end,
    inEventRange: ({
      event,
      range: visible,
    }: {
      event: TimedEvent;
      range: { start: Date; end: Date };
    }) => {
      const startDay = startOf(event.start, 'day');
      const startsBeforeEnd = lte(startDay, visible.end, 'day');
      const endsAfterStart = eq(startDay, event.end, 'minutes')
        ? gte(event.end, visible.start, 'minutes')
        : gt(event.end, visible.start, 'minutes');
      return startsBeforeEnd && endsAfterStart;
    },
    isSameDate: (a: Date, b: Date) => eq(a, b, 'day'),
    startAndEndAreDateOnly: (start: Date, end: Date) =>
      eq(start, startOf(start, 'day')) && eq(end, startOf(end, 'day')),
  };

  // @types/react-big-calendar describes sortEvents and inEventRange with positional
  // arguments, but react-big-calendar 1.20 calls them with one object (lib/utils/eventLevels.js).
  return new DateLocalizer(spec as unknown as DateLocalizerSpec);
}
