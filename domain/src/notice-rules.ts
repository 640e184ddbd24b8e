/**
 * When the notice job sends Under Target and POG Form Due (spec: scheduling §4 lists their
 * actions, not their causes; the causes below are this product's choice), which notices are
 * also a `heads-up` (spec §7: the private user channel emits heads-up and new-notice), and
 * which `new-notice` refreshes the tutoring history (sign-in spec, private user channel).
 */
import { addCalendarDays, calendarDateIn, startOfDayIn, type CalendarDate } from './date-rules.ts';
import type { NoticeTitle } from './notice-titles.ts';
import { weekOfInstant } from './target-rules.ts';

/**
 * Under Target: looked at once a week, from Monday 08:00 in the tutor's zone (early enough in
 * the week to add availability, which is what its action, today's schedule, is for).
 */
export const UNDER_TARGET_CHECK_HOUR = 8;

/** The week (its Monday) whose Under Target check is due at `now`, or null before 08:00 Monday. */
export function underTargetWeekDue(now: Date, timeZone: string): CalendarDate | null {
  const week = weekOfInstant(now, timeZone);
  const checkAt = startOfDayIn(week, timeZone).getTime() + UNDER_TARGET_CHECK_HOUR * 3_600_000;
  return now.getTime() >= checkAt ? week : null;
}

/**
 * A tutor is under target when the availability they offer this week is below their weekly
 * availability target (a target of 0 asks for nothing). Delivery is left out: families book
 * it, the tutor cannot add it from the schedule.
 */
export function isUnderAvailabilityTarget(offeredHours: number, targetHours: number): boolean {
  return targetHours > 0 && offeredHours < targetHours;
}

const hoursText = (hours: number) =>
  `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? 'hour' : 'hours'}`;

export function underTargetMessage(offeredHours: number, targetHours: number): string {
  return `You have offered ${hoursText(offeredHours)} of availability this week, under your target of ${hoursText(targetHours)}. Add availability to your schedule to reach it.`;
}

/**
 * Where a POG Form Due notice's action leads when the deployment sets no POG_FORM_URL: the
 * tutor app's placeholder page (live-session/public), which says how to set the real form.
 */
export const DEFAULT_POG_FORM_URL = '/policies/pog-form.html';

/** POG Form Due: the policies form is signed once a calendar quarter (in the tutor's zone). */
export const POG_FORM_DUE_DAYS = 14;
/** A tutor told late in a quarter (a new tutor) still has this many days to sign it. */
export const POG_FORM_MIN_NOTICE_DAYS = 7;
export const POG_FORM_MESSAGE =
  'Please read and sign the policies (POG) form for this quarter before its due date.';

export interface PogFormDue {
  /** The quarter, as the job's claim key: '2026-Q1'. */
  key: string;
  /** The end of the due day in the tutor's zone. */
  dueAt: Date;
}

/**
 * The quarter's POG form at `now`: due 14 days into the quarter, or 7 days from today when
 * that is later; due at the end of that day in the zone.
 */
export function pogFormDue(now: Date, timeZone: string): PogFormDue {
  const today = calendarDateIn(now, timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const quarter = Math.floor((month - 1) / 3) + 1;
  const quarterStart: CalendarDate = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
  const byQuarter = addCalendarDays(quarterStart, POG_FORM_DUE_DAYS);
  const byNotice = addCalendarDays(today, POG_FORM_MIN_NOTICE_DAYS);
  const dueDay = byQuarter > byNotice ? byQuarter : byNotice;
  return { key: `${year}-Q${quarter}`, dueAt: startOfDayIn(addCalendarDays(dueDay, 1), timeZone) };
}

/**
 * The notices also sent as `heads-up` (a toast wherever the tutor is): those about the hours
 * just ahead, a session today and a session that was canceled. The others wait for the bell.
 */
export const HEADS_UP_TITLES: readonly NoticeTitle[] = [
  'Session Reminder',
  'Cancelation',
  'Canceled Session',
];

export function isHeadsUpTitle(title: string): boolean {
  return (HEADS_UP_TITLES as readonly string[]).includes(title);
}

/** `new-notice`'s payload: which notice arrived (the app fetches the list again). */
export interface NewNoticeEvent {
  noticeId: number;
  title: NoticeTitle;
}

/** `heads-up`'s payload: what the toast says. */
export interface HeadsUpEvent {
  noticeId: number;
  title: NoticeTitle;
  message: string;
}

/** A 'New Student' `new-notice` refreshes the tutor's tutoring history (their student list). */
export function refreshesTutoringHistory(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { title?: unknown }).title === 'New Student'
  );
}

/** A `heads-up` payload, checked; null for anything else. */
export function readHeadsUp(event: unknown): HeadsUpEvent | null {
  if (typeof event !== 'object' || event === null) return null;
  const { noticeId, title, message } = event as Record<string, unknown>;
  if (typeof noticeId !== 'number' || typeof title !== 'string' || typeof message !== 'string')
    return null;
  return { noticeId, title: title as NoticeTitle, message };
}
