import { describe, expect, it } from 'vitest';
import type { BookingMeta } from '../resources/tutorings.ts';
import {
  bookingErrorSentence,
  bookingPlanSummary,
  bookingReviewRows,
  bookingReviewSeverity,
  bookingReviewSummary,
  bookingTimeRangeLabel,
} from './booking-review.ts';
import { BOOKING_REASONS } from './scheduling-messages.ts';

const meta: BookingMeta = {
  booked: [
    { id: 7, startsAt: '2026-03-24T20:00:00.000Z', endsAt: '2026-03-24T21:00:00.000Z' },
    { id: 5, startsAt: '2026-03-10T20:00:00.000Z', endsAt: '2026-03-10T21:00:00.000Z' },
  ],
  pending: [
    {
      startsAt: '2026-03-31T20:00:00.000Z',
      endsAt: '2026-03-31T21:00:00.000Z',
      reasons: [BOOKING_REASONS.pendingAvailability],
    },
  ],
  failed: [
    {
      startsAt: '2026-03-17T20:00:00.000Z',
      endsAt: '2026-03-17T21:00:00.000Z',
      reasons: [BOOKING_REASONS.tutorBusy, BOOKING_REASONS.studentBusy],
    },
  ],
};

describe('bookingReviewRows', () => {
  it('lists booked, pending and failed dates together in time order with their reasons', () => {
    expect(bookingReviewRows(meta).map((row) => [row.startsAt.slice(0, 10), row.status])).toEqual([
      ['2026-03-10', 'booked'],
      ['2026-03-17', 'failed'],
      ['2026-03-24', 'booked'],
      ['2026-03-31', 'pending'],
    ]);
    expect(bookingReviewRows(meta)[1]!.reasons).toEqual([
      'The tutor already has a session at that time.',
      'The student already has a session at that time.',
    ]);
  });

  it('does not reorder the answer it was given', () => {
    const before = meta.booked.map((b) => b.id);
    bookingReviewRows(meta);
    expect(meta.booked.map((b) => b.id)).toEqual(before);
  });
});

describe('bookingReviewSummary', () => {
  it('counts each outcome, leaving out the empty ones', () => {
    expect(bookingReviewSummary(meta)).toBe('2 sessions booked, 1 failed, 1 pending');
    expect(
      bookingReviewSummary({ ...meta, booked: meta.booked.slice(0, 1), pending: [], failed: [] }),
    ).toBe('1 session booked');
  });

  it('says nothing is booked yet when the dates are all pending', () => {
    expect(bookingReviewSummary({ ...meta, booked: [], failed: [] })).toBe(
      'Nothing booked yet, 1 pending',
    );
    expect(bookingReviewSummary({ ...meta, booked: [] })).toBe(
      'Nothing booked yet, 1 failed, 1 pending',
    );
  });
});

describe('bookingReviewSeverity', () => {
  it('warns of failed dates, informs of all-pending bookings, else succeeds', () => {
    expect(bookingReviewSeverity(meta)).toBe('warning');
    expect(bookingReviewSeverity({ ...meta, failed: [] })).toBe('success');
    expect(bookingReviewSeverity({ ...meta, booked: [], failed: [] })).toBe('info');
  });
});

describe('bookingErrorSentence', () => {
  it('words the refused dates in the screen zone, then the other fields, Base dropped', () => {
    expect(
      bookingErrorSentence(
        {
          base: ['Tue, Mar 17, 4:00 PM: The tutor already has a session at that time.'],
          enrollmentId: ['is not active'],
        },
        meta,
        'America/Chicago',
      ),
    ).toBe(
      'Tue, Mar 17, 3:00 PM: The tutor already has a session at that time. The student already has a session at that time. Enrollment id is not active.',
    );
    expect(bookingErrorSentence(null, meta, 'Asia/Kolkata')).toMatch(/^Wed, Mar 18, 1:30 AM: /);
  });

  it('joins the errors as sent when no date was refused', () => {
    expect(
      bookingErrorSentence(
        { base: [BOOKING_REASONS.pendingAvailability] },
        { ...meta, failed: [] },
        'UTC',
      ),
    ).toBe("The tutor's availability does not reach this date yet.");
    expect(bookingErrorSentence({ enrollmentId: ['is not active'] }, null, 'UTC')).toBe(
      'Enrollment id is not active.',
    );
  });

  it('is empty when there is nothing to say', () => {
    expect(bookingErrorSentence(undefined, undefined, 'UTC')).toBe('');
  });
});

describe('bookingPlanSummary', () => {
  it('describes a weekly series at its local time across a daylight-saving change', () => {
    // New York moves to daylight time on 2026-03-08: 21:00Z then 20:00Z are both 4 pm.
    expect(
      bookingPlanSummary({
        starts: ['2026-03-03T21:00:00Z', '2026-03-10T20:00:00Z', '2026-03-17T20:00:00Z'],
        duration: 60,
        zone: 'America/New_York',
      }),
    ).toBe(
      '3 weekly sessions of 60 minutes, Tuesdays at 4:00 PM (America/New_York), from Tue, Mar 3, 2026 to Tue, Mar 17, 2026',
    );
  });

  it('describes a single session, and an empty plan', () => {
    expect(
      bookingPlanSummary({ starts: ['2026-03-10T20:00:00Z'], duration: 90, zone: 'UTC' }),
    ).toBe('1 session of 90 minutes on Tue, Mar 10, 2026 at 8:00 PM (UTC)');
    expect(bookingPlanSummary({ starts: [], duration: 60, zone: 'UTC' })).toBe('No sessions');
  });
});

describe('bookingTimeRangeLabel', () => {
  it('reads the range in the zone, half-hour zones included', () => {
    expect(
      bookingTimeRangeLabel('2026-03-10T20:00:00Z', '2026-03-10T21:30:00Z', 'Asia/Kolkata'),
    ).toBe('1:30 AM – 3:00 AM');
  });
});
