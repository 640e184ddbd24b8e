import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  BOOKING_ERROR_TITLE,
  BOOKING_REASONS,
  FORM_ERRORS_MESSAGE,
  HIGH_DEMAND_MESSAGE,
  NO_TUTORS_FOUND_MESSAGE,
} from '@tp/domain';
import { lilyAndAnotherStudent } from '../test/bookingWorld.ts';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

const world = () => lilyAndAnotherStudent(api);

// Tuesdays well past the demo world's schedule, at 9 PM in Chicago (CDT: 02:00Z next day).
const FIRST_DATE = '2025-05-06';
const SECOND_WEEK_START = '2025-05-14T02:00:00.000Z';

/** Makes the tutor busy at a time through the API, as another booking would. */
async function bookOtherStudent(
  w: Awaited<ReturnType<typeof world>>,
  startsAt: string,
): Promise<void> {
  const { status } = await api.request('POST', '/api/v2/tutorings', {
    tutoring: {
      studentId: w.other.student_id,
      enrollmentId: w.other.id,
      tutorId: w.lily.tutor_id,
      bookings: [{ startsAt, duration: 60 }],
    },
  });
  expect(status).toBe(201);
}

async function fillBooking(repeatLabel: RegExp, availability: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /tutoring enrollment/i }));
  fireEvent.click(await screen.findByRole('option', { name: /Private Tutoring/ }));
  // The enrollment's tutor is chosen for us.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^tutor( \*)?$/i })).toHaveValue('Marcus Okafor'),
  );
  expect(screen.getByText(/the tutor's time zone: America\/Chicago/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^date/i), { target: { value: FIRST_DATE } });
  fireEvent.change(screen.getByLabelText(/^start time/i), { target: { value: '21:00' } });
  // The repeat choices arrive from GET /availabilities/repeat_options.
  await screen.findByText(/unscheduled hours left on the enrollment/);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^repeat/i }));
  fireEvent.click(await screen.findByRole('option', { name: repeatLabel }));
  // The employee available check of the chosen time (GET /employees/{id}/available).
  expect(await screen.findByText(availability)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('Book tutoring', () => {
  it('says what is missing and sends nothing until the form is complete', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tutorings/create');

    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(FORM_ERRORS_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText("can't be blank").length).toBeGreaterThanOrEqual(4);

    // Admins may pick a custom duration, within domain's 15 to 360.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^duration/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText(/custom minutes/i), { target: { value: '400' } });
    expect(await screen.findByText('must be less than or equal to 360')).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/tutorings')).toHaveLength(0);
  });

  it('confirms the dates, books the series and reviews which date failed and why', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const w = await world();
    await bookOtherStudent(w, SECOND_WEEK_START);
    renderApp(`/admin/tutorings/create?studentId=${w.lily.id}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^student/i })).toHaveValue('Lily Brennan'),
    );

    await fillBooking(
      /^1 month/,
      'The tutor is free, but this time is outside their open availability (as an admin you may still book it).',
    );

    const confirm = await screen.findByRole('table', { name: 'Dates to book' });
    expect(
      screen.getByText(
        '5 weekly sessions of 60 minutes, Tuesdays at 9:00 PM (America/Chicago), from Tue, May 6, 2025 to Tue, Jun 3, 2025',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getAllByText('Will fail')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Book 5 sessions' }));

    expect(await screen.findByText('4 sessions booked, 1 failed')).toBeInTheDocument();
    const review = screen.getByRole('table', { name: 'Booking outcome by date' });
    const failed = within(review)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-status') === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toHaveTextContent('Tue, May 13, 2025');
    expect(failed[0]).toHaveTextContent(BOOKING_REASONS.tutorBusy);
    expect(within(review).getAllByText('Booked')).toHaveLength(4);
  });

  it("shows We can't schedule that session with the reasons as a sentence when nothing was booked", async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const w = await world();
    await bookOtherStudent(w, '2025-05-07T02:00:00.000Z');
    renderApp(`/admin/tutorings/create?studentId=${w.lily.id}`);

    await fillBooking(
      /^just this one/i,
      'Tutor unavailable: they have another session or event at this time.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Book session' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_ERROR_TITLE);
    expect(alert).toHaveTextContent(`Tue, May 6, 9:00 PM: ${BOOKING_REASONS.tutorBusy}`);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('searches tutors by the chosen subjects and gives the high-demand and no-tutors notices', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tutorings/create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^subjects/i }));
    const [subject] = await screen.findAllByRole('option');
    fireEvent.click(subject!);
    fireEvent.click(screen.getByRole('tab', { name: 'By subjects' }));

    // The real answer: the demo world's tutors of that subject (a page of at most 7).
    await screen.findByRole('list', { name: 'Tutors by subjects' });
    const search = api
      .requestsTo('/api/v2/tutors')
      .find((url) => url.searchParams.has('subjects[]'));
    expect(search?.searchParams.get('per')).toBe('7');

    // Fewer than 7: the high-demand notice; none: "No tutors found" (overridden answers).
    const answerWith = (count: number) =>
      http.get('*/api/v2/tutors', () =>
        HttpResponse.json({
          tutors: Array.from({ length: count }, (_, i) => ({
            id: 900 + i,
            firstName: `Tutor${i}`,
            lastName: 'Example',
            lastInitial: 'E',
            avatarUrl: null,
          })),
          meta: { totalCount: count, totalPages: 1, pageNumber: 1, pageSize: 7 },
        }),
      );
    api.server.use(answerWith(2));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^subjects/i }));
    fireEvent.click((await screen.findAllByRole('option'))[1]!);
    expect(await screen.findByText(HIGH_DEMAND_MESSAGE)).toBeInTheDocument();
    api.server.use(answerWith(0));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^subjects/i }));
    fireEvent.click((await screen.findAllByRole('option'))[2]!);
    expect(await screen.findByText(NO_TUTORS_FOUND_MESSAGE)).toBeInTheDocument();
  });

  it("is reached from a student's page with the student chosen, and from the menu", async () => {
    await api.signInAs('advisor@demo.test');
    const w = await world();
    renderApp(`/admin/students/${w.lily.id}/show`);

    expect(await screen.findByRole('menuitem', { name: 'Book tutoring' })).toHaveAttribute(
      'href',
      '/admin/tutorings/create',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Book tutoring' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^student/i })).toHaveValue('Lily Brennan'),
    );
    expect(window.location.search).toBe(`?studentId=${w.lily.id}`);
  });
});
