import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_NOW } from '@tp/mocks/node';
import { BOOKING_ERROR_TITLE, BOOKING_REASONS, type PendingTutoring } from '@tp/domain';
import { EventDialog, type EventDialogTarget, type EventDialogUser } from './EventDialog.tsx';
import { PENDING_DATES_NOTE } from './tutoring-form/TutoringBookingContent.tsx';
import {
  demoTutor,
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from './test/scheduling-test-api.tsx';

const api = startSchedulingApi();
let tutor: Awaited<ReturnType<typeof demoTutor>>;
beforeAll(async () => {
  tutor = await demoTutor(api);
});

/**
 * A student the demo tutor tutors, on an enrollment of theirs the tutor may book, and an hour
 * of the tutor's open availability after "now" that neither of them has a session in.
 */
async function bookable({ latest = false, hours = 1 } = {}) {
  const [student] = await api.query<{
    id: number;
    name: string;
    enrollmentId: number;
    title: string;
  }>(
    `select s.id, s.first_name || ' ' || s.last_name as name, e.id as "enrollmentId", c.title
       from tutoring_histories th join students s on s.id = th.student_id
       join enrollments e on e.student_id = s.id and e.status = 'active'
       join courses c on c.id = e.course_id
      where th.tutor_id = $1 and th.active and e.tutor_id = $1 and c.status <> 'canceled'
        and (c.duration is null or c.duration - (select coalesce(sum(x.duration), 0)
             from sessions x where x.course_id = c.id and x.canceled_at is null) >= $2)
      order by s.last_name, s.first_name, e.id limit 1`,
    [tutor.tutorId, hours * 60],
  );
  expect(student).toBeDefined();
  const [free] = await api.query<{ startsAt: Date | string }>(
    `select a.starts_at as "startsAt" from availabilities a
      where a.tutor_id = $1 and not a.locked and a.starts_at > $2 and a.duration >= 60
        and not exists (select 1 from assignments x where x.employee_id = $1
             and x.during && tstzrange(a.starts_at, a.starts_at + interval '60 minutes'))
        and not exists (select 1 from sessions y join attendances t on t.session_id = y.id
             where t.student_id = $3 and y.canceled_at is null
               and y.starts_at < a.starts_at + interval '60 minutes' and y.ends_at > a.starts_at)
      order by a.starts_at ${latest ? 'desc' : 'asc'} limit 1`,
    [tutor.tutorId, new Date(COMPONENT_TEST_NOW.getTime() + 3_600_000), student!.id],
  );
  expect(free).toBeDefined();
  const start = new Date(free!.startsAt);
  return { student: student!, start };
}

function renderNewEvent(start: Date) {
  const target: EventDialogTarget = { start, end: new Date(start.getTime() + 60 * 60_000) };
  const who: EventDialogUser = {
    roles: ['tutor'],
    timeZone: 'America/Chicago',
    tutorId: tutor.tutorId,
    flags: { essayGrader: false, curriculumWork: false, canEditPayrollHold: false },
  };
  const onChanged = vi.fn();
  renderWithToasts(
    <EventDialog
      target={target}
      httpClient={testHttpClient()}
      user={who}
      onClose={() => {}}
      onChanged={onChanged}
    />,
  );
  return { onChanged };
}

async function choose(field: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens the tutoring form from the New Event modal and picks the student and enrollment. */
async function fillFor(w: Awaited<ReturnType<typeof bookable>>) {
  await userEvent.click(await screen.findByRole('button', { name: 'Tutoring session' }));
  expect(await screen.findByText('Book tutoring')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^student/i })).toBeEnabled());
  await choose(/^student/i, w.student.name);
  // A single enrollment is picked for us; several ask.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /tutoring enrollment/i })).toBeEnabled(),
  );
  const enrollment = screen.getByRole('combobox', { name: /tutoring enrollment/i });
  if (!enrollment.textContent?.includes(w.student.title))
    await choose(/tutoring enrollment/i, w.student.title);
}

describe('New Event: the tutoring form', () => {
  it('says what is missing and books nothing until the form is complete', async () => {
    const w = await bookable();
    renderNewEvent(w.start);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutoring session' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getAllByText("can't be blank").length).toBeGreaterThanOrEqual(2);
    // A tutor may pick a custom duration, within domain's 15 to 360.
    await choose(/^duration/i, 'Custom');
    await userEvent.type(screen.getByRole('spinbutton', { name: /custom minutes/i }), '400');
    expect(await screen.findByText('must be less than or equal to 360')).toBeInTheDocument();
    expect(api.requestsTo('/api/v2/tutorings')).toHaveLength(0);
  });

  it('books one of the tutor students in the slot: confirm, then the review', async () => {
    api.willWrite();
    const w = await bookable();
    const { onChanged } = renderNewEvent(w.start);
    await fillFor(w);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/1 session of 60 minutes on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));

    expect(await screen.findByText('1 session booked')).toBeInTheDocument();
    const review = screen.getByRole('list', { name: 'Booking outcome by date' });
    expect(within(review).getAllByText('Booked')).toHaveLength(1);
    expect(onChanged).toHaveBeenCalled();
    const sent = api.requestsTo('/api/v2/tutorings');
    expect(sent).toHaveLength(1);
    const [row] = await api.query<{ count: number }>(
      `select count(*)::int as count from sessions s join attendances t on t.session_id = s.id
        where t.student_id = $1 and s.starts_at = $2 and s.type = 'Tutoring'`,
      [w.student.id, w.start],
    );
    expect(row!.count).toBe(1);
  });

  it('keeps the dates past the tutor availability as pending, and says so', async () => {
    api.willWrite();
    // The tutor's latest availability: the weeks after it are not published yet.
    const w = await bookable({ latest: true, hours: 5 });
    renderNewEvent(w.start);
    await fillFor(w);
    await choose(/^repeat/i, '1 month');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book 5 sessions' }));

    expect(await screen.findByText('1 session booked, 4 pending')).toBeInTheDocument();
    expect(screen.getByText(PENDING_DATES_NOTE)).toBeInTheDocument();
    const review = screen.getByRole('list', { name: 'Booking outcome by date' });
    expect(within(review).getAllByText('Pending')).toHaveLength(4);
    const { status, json } = await api.request(
      'GET',
      `/api/v2/pending_tutorings?enrollmentId=${w.student.enrollmentId}&status=pending`,
    );
    expect(status).toBe(200);
    expect((json as { pending_tutorings: PendingTutoring[] }).pending_tutorings).toHaveLength(4);
  });

  it('keeps a booking whose every date is pending, and shows them as pending, not as an error', async () => {
    api.willWrite();
    // A week past the tutor's latest availability: no date of the series is published yet.
    const w = await bookable({ latest: true, hours: 2 });
    const start = new Date(w.start.getTime() + 7 * 24 * 3_600_000);
    renderNewEvent(start);
    await fillFor(w);
    await choose(/^repeat/i, '1 month');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book 5 sessions' }));

    expect(await screen.findByText('Nothing booked yet, 5 pending')).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_ERROR_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorInfo');
    expect(screen.getByText(PENDING_DATES_NOTE)).toBeInTheDocument();
    const review = screen.getByRole('list', { name: 'Booking outcome by date' });
    expect(within(review).getAllByText('Pending')).toHaveLength(5);
    expect(within(review).queryByText('Booked')).not.toBeInTheDocument();
    const { json } = await api.request(
      'GET',
      `/api/v2/pending_tutorings?enrollmentId=${w.student.enrollmentId}&status=pending&startsAt=${start.toISOString()}`,
    );
    expect((json as { pending_tutorings: PendingTutoring[] }).pending_tutorings).toHaveLength(5);
  });

  it("shows We can't schedule that session with the reasons when the time is taken", async () => {
    api.willWrite();
    const w = await bookable();
    // The same hour booked already, as another booking would.
    const first = await api.request('POST', '/api/v2/tutorings', {
      tutoring: {
        studentId: w.student.id,
        enrollmentId: w.student.enrollmentId,
        tutorId: tutor.tutorId,
        bookings: [{ startsAt: w.start.toISOString(), duration: 60 }],
      },
    });
    expect(first.status).toBe(201);
    renderNewEvent(w.start);
    await fillFor(w);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book session' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_ERROR_TITLE);
    expect(alert).toHaveTextContent(BOOKING_REASONS.tutorBusy);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
