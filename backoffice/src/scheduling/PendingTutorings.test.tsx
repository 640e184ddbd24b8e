import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createAuthProvider, createDataProvider, createHttpClient } from '@tp/data-provider';
import { BOOKING_REASONS, type TutoringBookingResult } from '@tp/domain';
import { ADMIN_LOGIN_PATH } from '../auth/homeUrl.ts';
import { lilyAndAnotherStudent } from '../test/bookingWorld.ts';
import { createTestApi, TEST_NOW } from '../test/testApi.ts';
import { BookingOutcome } from './BookingOutcome.tsx';
import { PENDING_DATES_NOTE } from './PendingTutoringsPanel.tsx';

const api = createTestApi();
const WEEK = 7 * 24 * 60 * 60_000;

/** Lily Brennan's private tutoring enrollment and its tutor, and another student of the brand. */
async function world() {
  const { lily, other } = await lilyAndAnotherStudent(api);
  const [last] = await api.query<{ horizon: string | Date | null }>(
    'select max(ends_at) as horizon from availabilities where tutor_id = $1',
    [lily.tutor_id],
  );
  return { lily, other, horizon: new Date(last!.horizon ?? TEST_NOW) };
}

function renderReview(answer: TutoringBookingResult, studentId: number, enrollmentId: number) {
  const httpClient = createHttpClient({ baseUrl: window.location.origin });
  return render(
    <AdminContext
      dataProvider={createDataProvider({ apiUrl: '/api/v2', httpClient })}
      authProvider={createAuthProvider({ httpClient, loginPath: ADMIN_LOGIN_PATH })}
    >
      <BookingOutcome
        answer={{ kind: 'review', meta: answer.meta, errors: answer.errors }}
        zone="America/Chicago"
        studentId={studentId}
        enrollmentId={enrollmentId}
        onBack={() => {}}
        onAnother={() => {}}
      />
    </AdminContext>,
  );
}

describe('Pending tutorings in the booking review', () => {
  it('lists the dates a booking kept pending and what became of each once the tutor published availability', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const w = await world();
    // One availability a week past the tutor's latest, on the hour: the series' first date.
    const start = new Date(Math.ceil((w.horizon.getTime() + WEEK) / 3_600_000) * 3_600_000);
    const offer = (startsAt: string | Date) =>
      api.request('POST', '/api/v2/availabilities', {
        availability: {
          tutorId: w.lily.tutor_id,
          startsAt: new Date(startsAt).toISOString(),
          duration: 120,
        },
      });
    expect((await offer(start)).status).toBe(201);

    // An advisor is bound by availability: the three weeks after it are kept pending.
    const booked = await api.request('POST', '/api/v2/tutorings', {
      tutoring: {
        studentId: w.lily.id,
        enrollmentId: w.lily.enrollment_id,
        tutorId: w.lily.tutor_id,
        bookings: [{ startsAt: start.toISOString(), duration: 60 }],
        repeatWeeks: 3,
      },
    });
    expect(booked.status).toBe(201);
    const answer = booked.json as TutoringBookingResult;
    expect(answer.meta.booked).toHaveLength(1);
    const [second, third] = answer.meta.pending;
    expect(answer.meta.pending).toHaveLength(3);

    // The tutor takes another student at the third date; then availability reaches both.
    const admin = await api.otherBrowser('admin@demo.test');
    const busy = await admin.request('POST', '/api/v2/tutorings', {
      tutoring: {
        studentId: w.other.student_id,
        enrollmentId: w.other.id,
        tutorId: w.lily.tutor_id,
        bookings: [{ startsAt: third!.startsAt, duration: 60 }],
      },
    });
    expect(busy.status).toBe(201);
    expect((await offer(second!.startsAt)).status).toBe(201);
    expect((await offer(third!.startsAt)).status).toBe(201);

    renderReview(answer, w.lily.id, w.lily.enrollment_id);
    expect(await screen.findByText(PENDING_DATES_NOTE)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending dates of this enrollment' });
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-status'));
    expect(statuses).toEqual(['booked', 'failed', 'pending']);
    const failed = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('data-status') === 'failed');
    expect(failed).toHaveTextContent(BOOKING_REASONS.tutorBusy);
    expect(api.requestsTo('/api/v2/pending_tutorings')[0]?.searchParams.get('enrollmentId')).toBe(
      String(w.lily.enrollment_id),
    );
  });

  it('keeps a booking whose every date is past the availability: the review, not the error, with the dates pending', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const w = await world();
    const start = new Date(Math.ceil((w.horizon.getTime() + WEEK) / 3_600_000) * 3_600_000);
    const booked = await api.request('POST', '/api/v2/tutorings', {
      tutoring: {
        studentId: w.lily.id,
        enrollmentId: w.lily.enrollment_id,
        tutorId: w.lily.tutor_id,
        bookings: [{ startsAt: start.toISOString(), duration: 60 }],
        repeatWeeks: 1,
      },
    });
    expect(booked.status).toBe(201);
    const answer = booked.json as TutoringBookingResult;
    expect(answer.tutoring).toBeNull();
    expect(answer.meta.pending).toHaveLength(2);

    renderReview(answer, w.lily.id, w.lily.enrollment_id);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Nothing booked yet, 2 pending');
    expect(banner).toHaveClass('MuiAlert-colorInfo');
    const review = screen.getByRole('table', { name: 'Booking outcome by date' });
    expect(
      within(review)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-status')),
    ).toEqual(['pending', 'pending']);
    expect(await screen.findByText(PENDING_DATES_NOTE)).toBeInTheDocument();
  });
});
