/** The tutor calendar's constants (spec: scheduling §9). */

/** Sessions and availabilities fetched per visible range ("calendar fetch 150"). */
export const CALENDAR_FETCH_SIZE = 150;

/** The time grid opens scrolled to this hour ("earliest hour 8"). */
export const SCROLL_TO_HOUR = 8;

/** Slot length and slots per labelled row: 30-minute slots in day view, 60 in week view. */
export const DAY_VIEW_SLOTS = { step: 30, timeslots: 2 } as const;
export const WEEK_VIEW_SLOTS = { step: 60, timeslots: 1 } as const;

export const SCHEDULE_VIEWS = ['week', 'day', 'month'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];
