import {
  addCalendarDays,
  DATE_REQUIRED_MESSAGE,
  parseIsoDate,
  type CalendarDate,
} from '../date-rules.ts';
import type { FieldErrors } from '../messages.ts';

/**
 * The date rules of a course's exam score report (spec sign-in-exams §5 "Exam report: start
 * and end dates required; a report must be chosen; score report dates cannot be later than
 * today; start date bounds end date. Default range: 15 days before the course start to the
 * earlier of 30 days after the course end and today", and "Score exams only shown when a
 * course has 1 to 399 students"). Shared by POST /api/reports and the Exam reports modal.
 */

export const REPORT_DAYS_BEFORE_COURSE_START = 15;
export const REPORT_DAYS_AFTER_COURSE_END = 30;
/** Spec §5 and §9: "1 to 399 students (summary limit under 400)". */
export const SCORE_REPORT_MIN_STUDENTS = 1;
export const SCORE_REPORT_MAX_STUDENTS = 399;

export const REPORT_DATE_AFTER_TODAY_MESSAGE = 'Score report dates cannot be later than today.';
export const REPORT_END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date.';
export const REPORT_NOT_CHOSEN_MESSAGE = 'A report must be chosen.';
export const REPORT_STUDENT_COUNT_MESSAGE =
  'Score exams are only available for a course of 1 to 399 students.';

export interface ReportRange {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

/**
 * The modal's default range: 15 days before the course start to the earlier of 30 days after
 * the course end and today. A course without a start counts from today, one without an end
 * runs to today; a course that starts after today starts the range at its end (never after it).
 */
export function defaultReportRange(
  course: { startsAt: CalendarDate | null; endsAt: CalendarDate | null },
  today: CalendarDate,
): ReportRange {
  const endDate = course.endsAt
    ? earlier(addCalendarDays(course.endsAt, REPORT_DAYS_AFTER_COURSE_END), today)
    : today;
  const startDate = addCalendarDays(course.startsAt ?? today, -REPORT_DAYS_BEFORE_COURSE_START);
  return { startDate: earlier(startDate, endDate), endDate };
}

/** Whether a course of this many students offers score exams and reports. */
export function offersScoreReports(studentCount: number): boolean {
  return studentCount >= SCORE_REPORT_MIN_STUDENTS && studentCount <= SCORE_REPORT_MAX_STUDENTS;
}

/** The errors of a report's dates (start_date, end_date keys), in the spec's words. */
export function reportRangeErrors(
  range: { start_date?: string | null; end_date?: string | null },
  today: CalendarDate,
): FieldErrors {
  const errors: FieldErrors = {};
  const start = parseIsoDate(range.start_date);
  const end = parseIsoDate(range.end_date);
  for (const [field, text, date] of [
    ['start_date', range.start_date, start],
    ['end_date', range.end_date, end],
  ] as const) {
    if (!text) errors[field] = [DATE_REQUIRED_MESSAGE];
    else if (!date) errors[field] = ['must be a date (YYYY-MM-DD)'];
    else if (date > today) errors[field] = [REPORT_DATE_AFTER_TODAY_MESSAGE];
  }
  if (start && end && !errors.end_date && !errors.start_date && end < start)
    errors.end_date = [REPORT_END_BEFORE_START_MESSAGE];
  return errors;
}
