import { describe, expect, it } from 'vitest';
import { DATE_REQUIRED_MESSAGE, calendarDateIn } from '../date-rules.ts';
import {
  REPORT_DATE_AFTER_TODAY_MESSAGE,
  REPORT_END_BEFORE_START_MESSAGE,
  REPORT_NOT_CHOSEN_MESSAGE,
  defaultReportRange,
  offersScoreReports,
  reportRangeErrors,
} from './report-range.ts';
import { reportRequestErrors } from './score-reports.ts';

describe('defaultReportRange', () => {
  it('runs from 15 days before the course start to 30 days after its end when that is past', () => {
    expect(
      defaultReportRange({ startsAt: '2026-01-10', endsAt: '2026-03-01' }, '2026-12-03'),
    ).toEqual({ startDate: '2025-12-26', endDate: '2026-03-31' });
  });

  it('ends today while the course runs or ended less than 30 days ago', () => {
    expect(
      defaultReportRange({ startsAt: '2026-11-01', endsAt: '2026-11-20' }, '2026-12-03'),
    ).toEqual({ startDate: '2026-10-17', endDate: '2026-12-03' });
  });

  it('crosses a month end and a leap day', () => {
    expect(
      defaultReportRange({ startsAt: '2028-03-05', endsAt: '2028-01-30' }, '2028-12-01'),
    ).toEqual({ startDate: '2028-02-19', endDate: '2028-02-29' });
  });

  it('never starts after it ends (a course that starts after today)', () => {
    expect(
      defaultReportRange({ startsAt: '2027-02-01', endsAt: '2027-03-01' }, '2026-12-03'),
    ).toEqual({ startDate: '2026-12-03', endDate: '2026-12-03' });
  });

  it('counts from today for a course without dates', () => {
    expect(defaultReportRange({ startsAt: null, endsAt: null }, '2026-12-03')).toEqual({
      startDate: '2026-11-18',
      endDate: '2026-12-03',
    });
  });
});

describe('offersScoreReports', () => {
  it('offers score reports to a course of 1 to 399 students only', () => {
    expect([0, 1, 399, 400].map(offersScoreReports)).toEqual([false, true, true, false]);
  });
});

describe('reportRangeErrors', () => {
  const today = '2026-12-03';

  it('requires both dates', () => {
    expect(reportRangeErrors({ start_date: '', end_date: null }, today)).toEqual({
      start_date: [DATE_REQUIRED_MESSAGE],
      end_date: [DATE_REQUIRED_MESSAGE],
    });
  });

  it('refuses a date after today, and accepts today', () => {
    expect(reportRangeErrors({ start_date: today, end_date: '2026-12-04' }, today)).toEqual({
      end_date: [REPORT_DATE_AFTER_TODAY_MESSAGE],
    });
    expect(reportRangeErrors({ start_date: today, end_date: today }, today)).toEqual({});
  });

  it('reads today in the user’s zone: in Los Angeles, UTC’s new day is still tomorrow', () => {
    const justAfterUtcMidnight = new Date('2026-03-08T03:00:00Z');
    const inLosAngeles = calendarDateIn(justAfterUtcMidnight, 'America/Los_Angeles');
    expect(inLosAngeles).toBe('2026-03-07');
    expect(
      reportRangeErrors({ start_date: '2026-03-01', end_date: '2026-03-08' }, inLosAngeles),
    ).toEqual({ end_date: [REPORT_DATE_AFTER_TODAY_MESSAGE] });
  });

  it('counts the default range in calendar days across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: still 15 whole days before the start.
    expect(
      defaultReportRange({ startsAt: '2026-03-20', endsAt: '2026-03-25' }, '2026-03-30'),
    ).toEqual({ startDate: '2026-03-05', endDate: '2026-03-30' });
  });

  it('refuses an end before the start', () => {
    expect(reportRangeErrors({ start_date: '2026-11-02', end_date: '2026-11-01' }, today)).toEqual({
      end_date: [REPORT_END_BEFORE_START_MESSAGE],
    });
  });

  it('refuses a date that does not exist', () => {
    expect(reportRangeErrors({ start_date: '2026-02-30', end_date: today }, today)).toEqual({
      start_date: ['must be a date (YYYY-MM-DD)'],
    });
  });
});

describe('reportRequestErrors', () => {
  it('asks for a report to be chosen', () => {
    expect(
      reportRequestErrors({ start_date: '2026-11-01', end_date: '2026-11-02' }, '2026-12-03'),
    ).toEqual({ report: [REPORT_NOT_CHOSEN_MESSAGE] });
  });
});
