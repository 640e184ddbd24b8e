import {
  EVENT_TYPE_LABELS,
  canceledSessionText,
  formatDuration,
  needsAttendanceWarning,
  sessionCalendarStatus,
  type Availability,
  type CalendarEvent,
  type Session,
  type SessionCalendarStatus,
  type StudyArea,
} from '@tp/domain';
import { ATTENDANCE_ICON_TEXT, attendanceIconState, type AttendanceIconState } from '@tp/ui';
import { formatDateParam, parseDateParam } from './schedule-date.ts';

interface ScheduleItemBase {
  /** Unique across kinds: "session-12". */
  id: string;
  /** The record's id. */
  recordId: number;
  title: string;
  start: Date;
  end: Date;
  /** Ended: drawn muted. */
  isPast: boolean;
}

export interface SessionItem extends ScheduleItemBase {
  kind: 'session';
  status: SessionCalendarStatus;
  /** Ended without attendance (spec §4), marked for tutors and staff only. */
  hasAttendanceWarning: boolean;
  /** The attendance icon's state of the session as a whole (spec §4), for its tooltip. */
  attendanceState: AttendanceIconState;
  /** Canceled: shown with its reason, drawn aside so the time under it stays bookable. */
  isCanceled: boolean;
}

export interface EventItem extends ScheduleItemBase {
  kind: 'event';
}

export interface AvailabilityItem extends ScheduleItemBase {
  kind: 'availability';
  isLocked: boolean;
  isMaxedOut: boolean;
  /** Minutes not taken by sessions. */
  remainingMinutes: number;
  lockVersion: number;
  /** Whether the tutor may move, resize or delete it: open, not full and not over. */
  isEditable: boolean;
}

/** A student's test day (a test-prep study area's test date): all day, in the planner. */
export interface StudyAreaEventItem extends ScheduleItemBase {
  kind: 'study-area';
  /** react-big-calendar's allDayAccessor: drawn in the all-day row and across the month cell. */
  allDay: true;
  /** "SAT Math": the study area's subject, for the tooltip. */
  subjectName: string;
  /** The study area, for the dialog a click opens. */
  area: StudyArea;
  /** Whose test it is, on a calendar of several students (the tutor's). */
  studentName?: string;
}

/** One thing on the tutor's calendar or the family's planner. */
export type ScheduleEvent = SessionItem | EventItem | AvailabilityItem | StudyAreaEventItem;

function studentCount(session: Session): number {
  return session.attendances?.length ?? session.attendancesCount;
}

function pluralStudents(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'}`;
}

/**
 * "SAT Prep Spring (3 students)": the course title, else the session's name, with its students
 * (staff's and tutors' label); families read the name alone (`countsStudents` false).
 */
export function sessionTitle(session: Session, countsStudents = true): string {
  const name = session.course?.title || session.name || 'Session';
  return countsStudents ? `${name} (${pluralStudents(studentCount(session))})` : name;
}

/**
 * A canceled session stays on the calendar, drawn as ended, its title led by why it was
 * canceled ("Canceled: Pay As You Go turned off · Private Tutoring"), never read as upcoming.
 */
function canceledTitle(session: Session, title: string): string {
  const canceled = canceledSessionText(session);
  return canceled ? `${canceled} · ${title}` : title;
}

export interface SessionEventOptions {
  /**
   * Mark an ended session whose attendance was not taken (spec §4): a reminder for the tutor
   * (and staff) to take it, so only their calendar asks for it; families never see it.
   */
  warnsOfAttendance?: boolean;
  /** Whether the label counts the session's students: a staff view's detail, not a family's. */
  countsStudents?: boolean;
}

export function sessionEvent(
  session: Session,
  viewerEmployeeId: number | null,
  now: Date,
  { warnsOfAttendance = false, countsStudents = true }: SessionEventOptions = {},
): SessionItem {
  const end = new Date(session.endsAt);
  return {
    id: `session-${session.id}`,
    recordId: session.id,
    kind: 'session',
    title: canceledTitle(session, sessionTitle(session, countsStudents)),
    start: new Date(session.startsAt),
    end,
    isPast: end.getTime() <= now.getTime(),
    status: sessionCalendarStatus(session, viewerEmployeeId, now),
    hasAttendanceWarning: warnsOfAttendance && needsAttendanceWarning(session, now),
    attendanceState: attendanceIconState(session, undefined, now),
    isCanceled: session.canceledAt !== null,
  };
}

export function calendarEventItem(event: CalendarEvent, now: Date): EventItem {
  const end = new Date(event.endsAt);
  return {
    id: `event-${event.id}`,
    recordId: event.id,
    kind: 'event',
    title: event.name?.trim() || EVENT_TYPE_LABELS[event.type],
    start: new Date(event.startsAt),
    end,
    isPast: end.getTime() <= now.getTime(),
  };
}

/** The calendar day after a "YYYY-MM-DD" one. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * A study area's test day as an all-day item from midnight to midnight in the calendar's zone
 * (a test date is a calendar day, the same in every zone); null without a test date. With a
 * student's name (the tutor's calendar), the title starts with it.
 */
export function studyAreaEvent(
  area: StudyArea,
  zone: string,
  now: Date,
  studentName?: string,
): StudyAreaEventItem | null {
  if (!area.testDate) return null;
  const start = parseDateParam(area.testDate.date, zone);
  const end = parseDateParam(nextDay(area.testDate.date), zone);
  if (!start || !end) return null;
  return {
    id: `study-area-${area.id}`,
    recordId: area.id,
    kind: 'study-area',
    title: `${studentName ? `${studentName}: ` : ''}${area.testDate.title} test`,
    subjectName: area.subject.name,
    area,
    ...(studentName ? { studentName } : {}),
    start,
    end,
    allDay: true,
    isPast: end.getTime() <= now.getTime(),
  };
}

function availabilityTitle(availability: Availability): string {
  if (availability.locked) return 'Locked';
  if (availability.maxedOut) return 'Maxed out';
  if (availability.remainingAvailability < availability.duration)
    return `Available (${formatDuration(availability.remainingAvailability)} left)`;
  return 'Available';
}

export function availabilityEvent(availability: Availability, now: Date): AvailabilityItem {
  const end = new Date(availability.endsAt);
  const isPast = end.getTime() <= now.getTime();
  return {
    id: `availability-${availability.id}`,
    recordId: availability.id,
    kind: 'availability',
    title: availabilityTitle(availability),
    start: new Date(availability.startsAt),
    end,
    isPast,
    isLocked: availability.locked,
    isMaxedOut: availability.maxedOut,
    remainingMinutes: availability.remainingAvailability,
    lockVersion: availability.lockVersion,
    isEditable: !availability.locked && !availability.maxedOut && !isPast,
  };
}

/**
 * The item's tooltip: its title, for a session the attendance icon's text (spec §4), for a
 * study-area event its subject.
 */
export function itemTooltip(item: ScheduleEvent): string {
  if (item.kind === 'session')
    return `${item.title} · ${ATTENDANCE_ICON_TEXT[item.attendanceState]}`;
  if (item.kind === 'study-area') return `${item.title} · ${item.subjectName}`;
  return item.title;
}

/** The item's CSS classes (schedule.css), as the legend shows them. */
export function itemClassName(item: ScheduleEvent): string {
  const classes = ['tp-event', `tp-event--${item.kind}`];
  if (item.kind === 'session') {
    classes.push(`tp-session--${item.status}`);
    if (item.hasAttendanceWarning) classes.push('tp-event--warning');
    if (item.isCanceled) classes.push('tp-session--canceled');
  }
  if (item.kind === 'availability') {
    if (item.isLocked) classes.push('tp-availability--locked');
    else if (item.isMaxedOut) classes.push('tp-availability--maxed');
    if (!item.isEditable) classes.push('tp-availability--fixed');
  }
  if (item.isPast) classes.push('tp-event--past');
  return classes.join(' ');
}

/**
 * Open minutes per day ("YYYY-MM-DD" in the zone) of the availabilities that can still be
 * booked: not over, not locked, not full. A block counts on the day it starts (availability
 * is daytime hours; one crossing midnight is rare and still opens on that day).
 */
export function openMinutesByDay(
  availabilities: readonly AvailabilityItem[],
  zone: string,
): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const item of availabilities) {
    if (item.isPast || item.isLocked || item.isMaxedOut || item.remainingMinutes <= 0) continue;
    const day = formatDateParam(item.start, zone);
    byDay.set(day, (byDay.get(day) ?? 0) + item.remainingMinutes);
  }
  return byDay;
}
