import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Enrollment } from '@tp/domain';
import { enrollmentsToCsv } from './exportEnrollments.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const base: Enrollment = {
  id: 7,
  courseId: 2,
  studentId: 3,
  status: 'active',
  type: 'LimitedEnrollment',
  limitedAttendancesCount: 4,
  tutorId: 9,
  startsAt: '2026-03-02',
  unenrolledAt: null,
  cancelReason: null,
  transferredToId: null,
  arrearBilling: false,
  tutoring: true,
  attendancesCount: 4,
  attendancesAttendedCount: 3,
  maxedOut: true,
  hours: {
    countsHours: true,
    boughtMinutes: 600,
    usedMinutes: 240,
    scheduledMinutes: 60,
    remainingMinutes: 360,
    unscheduledMinutes: 300,
    owedMinutes: 0,
    usedSessionsCount: 4,
    upcomingSessionsCount: 1,
    attendancesCount: 4,
    limitedAttendancesCount: 4,
    maxedOut: true,
    maxedOutReason: 'attendanceLimit',
    runsOutOn: '2026-05-01',
  },
  studentName: 'Lily Brennan',
  courseTitle: 'Algebra I Foundations',
  tutorName: 'Tia Tutor',
  state: 'active',
  trialEndsAt: null,
  contractEndsAt: null,
  balanceCents: 0,
  creditCents: 0,
  delayedCancelAt: null,
  canceledAt: null,
  autoRenew: true,
  couponCode: null,
  createdAt: '2026-02-20T03:30:00.000Z',
  lockVersion: 0,
};

describe('enrollmentsToCsv', () => {
  it('writes names, labels, the start’s calendar date and instants’ days in the viewer’s zone, not ids', () => {
    const csv = enrollmentsToCsv(
      [
        base,
        {
          ...base,
          id: 8,
          status: 'canceled',
          type: 'Enrollment',
          limitedAttendancesCount: null,
          maxedOut: false,
          hours: {
            ...base.hours,
            countsHours: false,
            limitedAttendancesCount: null,
            maxedOut: false,
            maxedOutReason: null,
          },
          unenrolledAt: '2026-05-01T04:00:00.000Z',
          cancelReason: 'Price too high',
          tutorName: null,
        },
      ],
      'America/Los_Angeles',
      NOW,
    );
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(rows[0]).toEqual({
      ID: '7',
      Student: 'Lily Brennan',
      Course: 'Algebra I Foundations',
      Status: 'Active',
      Type: 'Limited · 4 of 4',
      Attendances: '4',
      'Maxed out': 'Yes',
      'Hours used': '4',
      'Hours remaining': '6',
      Tutor: 'Tia Tutor',
      // A calendar date, as it is: the same day in Los Angeles as anywhere.
      'Starts on': '2026-03-02',
      'Unenrolled on': '',
      'Cancel reason': '',
      'Enrolled at': '2026-02-19 19:30',
    });
    expect(rows[1]).toMatchObject({
      Status: 'Cancel scheduled',
      Type: 'Standard',
      'Hours used': '',
      'Hours remaining': '',
      'Unenrolled on': '2026-04-30',
      'Cancel reason': 'Price too high',
    });
  });

  it('keeps the header row for an empty selection', () => {
    expect(enrollmentsToCsv([], 'UTC', NOW).split('\r\n')[0]).toMatch(
      /^\uFEFFID,Student,Course,Status/,
    );
  });
});
