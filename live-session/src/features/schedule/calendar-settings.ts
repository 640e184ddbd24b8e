/** The tutor calendar's constants (spec: scheduling §9); the rules live in domain's calendar-rules. */

/** Sessions and availabilities fetched per visible range ("calendar fetch 150"). */
export const CALENDAR_FETCH_SIZE = 150;
/**
 * Availabilities are asked a month grid at a time (the schedule's week or day is inside its
 * month's, which the mini calendar shows too): enough for every day of it.
 */
export const MONTH_FETCH_SIZE = 500;

/**
 * Slot length and slots per labelled row: 30-minute slots in the tutor calendar and day
 * view, 60 in week view. In availability mode the grid is cut in 15-minute slots so a drag
 * snaps to the quarter hour (the 15-minute snap).
 */
export const DAY_VIEW_SLOTS = { step: 30, timeslots: 2 } as const;
export const WEEK_VIEW_SLOTS = { step: 60, timeslots: 1 } as const;
export const SNAP_SLOTS = { step: 15, timeslots: 4 } as const;
/** The student and parent planner: 30-minute slots and a 30-minute snap in every time view. */
export const PLANNER_SLOTS = { step: 30, timeslots: 2 } as const;

export interface CalendarSlots {
  step: number;
  timeslots: number;
}

/** Spec §9: the 250 ms calendar availability refresh delay after a schedule-change. */
export const AVAILABILITY_REFRESH_DELAY_MS = 250;

export const SCHEDULE_VIEWS = ['week', 'day', 'month'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export const SCHEDULE_MODES = ['schedule', 'availability'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

/** Spec §8: "Your {x} has been updated" after an availability update. */
export const AVAILABILITY_UPDATED_MESSAGE = 'Your availability has been updated';
