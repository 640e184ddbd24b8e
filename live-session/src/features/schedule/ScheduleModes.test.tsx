import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AVAILABILITY_REPEAT_NOTICE } from '@tp/domain';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, inProcessRealtime, renderApp, testServices } from '../../test/render-app.tsx';

// A calendar over the in-process app takes seconds per test on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = startLiveTestApi();
const AVAILABILITIES = '/api/v2/availabilities';
/** A week after the real today, so what is on it can still be changed. */
const FUTURE_DAY = '2030-01-15';

let tutorId: number;
beforeAll(async () => {
  tutorId = (await demoUser(api, TUTOR_EMAIL)).tutorId!;
  // react-big-calendar's selection asks where the pointer is; jsdom has no layout.
  document.elementFromPoint = () => null;
});
beforeEach(() => api.signInAs(TUTOR_EMAIL));

async function tutorCall(method: string, path: string, body?: unknown) {
  const tutor = await api.otherBrowser(TUTOR_EMAIL);
  return tutor.request(method, path, body);
}

async function addAvailability(startsAt: string, duration = 120) {
  const answer = await tutorCall('POST', AVAILABILITIES, {
    availability: { tutorId, startsAt, duration },
  });
  expect(answer.status).toBe(201);
  return (answer.json as { availability: { id: number } }).availability.id;
}

async function availabilityCount(): Promise<number> {
  const [row] = await api.query<{ count: number }>(
    'select count(*)::int as count from availabilities where tutor_id = $1',
    [tutorId],
  );
  return row!.count;
}

async function switchToAvailability() {
  await userEvent.click(await screen.findByRole('button', { name: 'Availability' }));
}

/**
 * A click in the middle of a day column of the time grid, with the layout jsdom lacks: the
 * column 960 px tall at the top of the page, and under the pointer.
 */
function clickDayColumn(column: HTMLElement) {
  column.getBoundingClientRect = () =>
    ({ top: 0, left: 0, bottom: 960, right: 100, width: 100, height: 960 }) as DOMRect;
  Object.defineProperty(column, 'offsetHeight', { configurable: true, value: 960 });
  Object.defineProperty(column, 'offsetWidth', { configurable: true, value: 100 });
  document.elementFromPoint = () => column;
  try {
    const point = { clientX: 50, clientY: 480, button: 0 };
    fireEvent.mouseDown(column, point);
    fireEvent.mouseUp(column, point);
  } finally {
    document.elementFromPoint = () => null;
  }
}

/** The one dialog open, named by its title (the dialogs have their own owner and tests). */
async function openDialog(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  return screen.getByRole('dialog');
}

describe('schedule mode', () => {
  it('shows the legend of every style', async () => {
    renderApp('/tutor/schedule?date=2025-03-05');
    const legend = await screen.findByRole('list', { name: 'Legend' });
    for (const label of [
      'Launchable',
      'Cancelable',
      'Non-cancelable',
      'No enrollments',
      'Disabled',
      'Attendance not taken',
      'Event',
      'Study-area event (test day)',
      'Availability',
      'Locked availability',
      'Maxed-out availability',
    ]) {
      expect(within(legend).getByText(label)).toBeInTheDocument();
    }
  });

  it('styles sessions by what the tutor can do and opens one on a click', async () => {
    const { container } = renderApp('/tutor/schedule?date=2025-03-05');
    await waitFor(() =>
      expect(container.querySelector('.rbc-event.tp-event--session')).not.toBeNull(),
    );
    const session = container.querySelector<HTMLElement>('.rbc-event.tp-event--session')!;
    expect(session.className).toMatch(
      /tp-session--(launchable|cancelable|non-cancelable|no-enrollments|disabled)/,
    );
    await userEvent.click(session);
    // The session's detail modal, titled by the session.
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-labelledby', 'session-detail-title');
  });

  it('warns on ended sessions whose attendance was not taken', async () => {
    api.willWrite();
    await api.query(
      `update sessions set attendance_taken_at = null, suppress_attendance = false
        where supervisor_id = $1 and ends_at < now()`,
      [tutorId],
    );
    const { container } = renderApp('/tutor/schedule?date=2025-03-05');
    await waitFor(() => expect(container.querySelector('.tp-event--warning')).not.toBeNull());
    expect(
      within(container.querySelector<HTMLElement>('.tp-event--warning')!).getByRole('img', {
        name: 'Attendance for the session has not yet been taken',
      }),
    ).toBeInTheDocument();
  });

  it('shows the tutor’s standing events and opens one on a click', async () => {
    api.willWrite();
    const [department] = await api.query<{ id: number }>('select id from departments limit 1');
    const made = await tutorCall('POST', '/api/v2/events', {
      event: {
        type: 'Event::PrepTime',
        departmentId: department!.id,
        name: 'Prep for algebra',
        details: 'Worksheets',
        startsAt: '2030-01-15T16:00:00Z',
        duration: 30,
      },
    });
    expect(made.status).toBe(201);
    renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    const title = await screen.findByText('Prep for algebra');
    const query = api.requestsTo('/api/v2/events')[0]!.searchParams;
    expect(query.get('canceled')).toBe('false');
    expect(query.get('attendeeId')).toBe(String(tutorId));
    await userEvent.click(title);
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-labelledby', 'event-dialog-title');
    expect(await within(dialog).findByDisplayValue('Prep for algebra')).toBeInTheDocument();
  });

  it('shows the test days of the tutor’s students all day, opening their study area, not in availability mode', async () => {
    api.willWrite();
    // A student of one of the tutor's sessions, with a test on the day shown.
    const [student] = await api.query<{ id: number; name: string }>(
      `select st.id, st.first_name || ' ' || st.last_name as name
         from sessions se
         join attendances a on a.session_id = se.id
         join students st on st.id = a.student_id
        where se.supervisor_id = $1
        order by st.id limit 1`,
      [tutorId],
    );
    if (!student) throw new Error('The demo tutor has no session with a student');
    const [testDate] = await api.query<{ id: number }>(
      `insert into test_dates (subject_id, title, date)
         select id, 'Tutor Exam', $2 from subjects
          where id not in (select subject_id from study_areas where student_id = $1)
          order by id limit 1
       returning id`,
      [student.id, FUTURE_DAY],
    );
    await api.query(
      `insert into study_areas (student_id, subject_id, test_date_id, goal_score, confidence_level)
         select $1, subject_id, id, 1400, 1 from test_dates where id = $2`,
      [student.id, testDate!.id],
    );
    renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    const testDay = await screen.findByText(`${student.name}: Tutor Exam test`);
    expect(testDay.closest('.rbc-event')).toHaveClass('tp-event--study-area');
    expect(testDay.closest('.rbc-allday-cell')).not.toBeNull();
    await userEvent.click(testDay);
    const dialog = await screen.findByRole('dialog');
    const facts = within(dialog)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual([
      student.name,
      'Tutor Exam',
      'Tuesday, January 15, 2030',
      '1400',
      'Completely overwhelmed',
    ]);
    // Tutors read study areas; the family changes them.
    expect(within(dialog).queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(await openDialog()).toBe(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await switchToAvailability();
    await waitFor(() =>
      expect(screen.queryByText(`${student.name}: Tutor Exam test`)).not.toBeInTheDocument(),
    );
  });

  it('starts the day at 8 and shows all 24 hours on the toggle', async () => {
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await waitFor(() =>
      expect(container.querySelector('.rbc-time-gutter .rbc-label')?.textContent).toBe('8 AM'),
    );
    await userEvent.click(screen.getByLabelText('Show full 24 hours'));
    expect(container.querySelector('.rbc-time-gutter .rbc-label')?.textContent).toBe('12 AM');
  });

  it('extends the day to 5 when something starts before 8', async () => {
    api.willWrite();
    // 6:30 AM in Chicago.
    await addAvailability('2030-01-15T12:30:00Z', 60);
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await waitFor(() =>
      expect(container.querySelector('.rbc-time-gutter .rbc-label')?.textContent).toBe('5 AM'),
    );
  });
});

describe('availability mode', () => {
  it('opens in availability mode from the dashboard link, half hours labelled in day view', async () => {
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}&mode=availability`);
    expect(await screen.findByRole('button', { name: 'Repeat week' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => {
      const labels = [...container.querySelectorAll('.rbc-time-gutter .rbc-label')];
      expect(labels.slice(0, 2).map((label) => label.textContent)).toEqual(['8:00 AM', '8:30 AM']);
    });
  });

  it('puts availabilities in front and shows what is left of them', async () => {
    api.willWrite();
    await addAvailability('2030-01-15T15:00:00Z', 120);
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await switchToAvailability();
    await waitFor(() =>
      expect(container.querySelector('.rbc-event.tp-event--availability')).not.toBeNull(),
    );
    expect(screen.getByTestId('remaining-availability')).toHaveTextContent(
      'Remaining availability this week: 2 h',
    );
  });

  it('deletes an availability after confirmation, with the toast', async () => {
    api.willWrite();
    const id = await addAvailability('2030-01-15T15:00:00Z', 120);
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await switchToAvailability();
    await waitFor(() =>
      expect(container.querySelector('.rbc-event.tp-event--availability')).not.toBeNull(),
    );
    await userEvent.click(
      container.querySelector<HTMLElement>('.rbc-event.tp-event--availability')!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete availability?' });
    expect(dialog).toHaveTextContent('Tuesday, January 15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your availability has been updated')).toBeInTheDocument();
    const [row] = await api.query('select id from availabilities where id = $1', [id]);
    expect(row).toBeUndefined();
  });

  it('shows the server’s sentence when a change is refused', async () => {
    api.willWrite();
    await addAvailability('2030-01-15T15:00:00Z', 120);
    api.server.use(
      http.delete(`*${AVAILABILITIES}/:id`, () =>
        HttpResponse.json(
          { errors: { base: ['This availability holds a booked session'] } },
          { status: 409 },
        ),
      ),
    );
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await switchToAvailability();
    await waitFor(() =>
      expect(container.querySelector('.rbc-event.tp-event--availability')).not.toBeNull(),
    );
    await userEvent.click(
      container.querySelector<HTMLElement>('.rbc-event.tp-event--availability')!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete availability?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/This availability holds a booked session/)).toBeInTheDocument();
    expect(screen.queryByText('Your availability has been updated')).not.toBeInTheDocument();
  });

  it('shows availability staff add meanwhile, on the schedule-change event', async () => {
    api.willWrite();
    const { container } = renderApp(
      `/tutor/schedule?date=${FUTURE_DAY}`,
      testServices(inProcessRealtime(api.realtime)),
    );
    await switchToAvailability();
    await waitFor(() => expect(api.requestsTo(AVAILABILITIES).length).toBeGreaterThan(0));
    expect(container.querySelector('.rbc-event.tp-event--availability')).toBeNull();
    const admin = await api.otherBrowser('admin@demo.test');
    const made = await admin.request('POST', AVAILABILITIES, {
      availability: { tutorId, startsAt: '2030-01-16T15:00:00Z', duration: 90 },
    });
    expect(made.status).toBe(201);
    await waitFor(() =>
      expect(container.querySelector('.rbc-event.tp-event--availability')).not.toBeNull(),
    );
  });

  it('draws locked availability as such and does not edit it', async () => {
    api.willWrite();
    const id = await addAvailability('2030-01-16T15:00:00Z', 120);
    await api.query('update availabilities set locked = true where id = $1', [id]);
    const { container } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await switchToAvailability();
    await waitFor(() => expect(container.querySelector('.tp-availability--locked')).not.toBeNull());
    await userEvent.click(container.querySelector<HTMLElement>('.tp-availability--locked')!);
    expect(
      await screen.findByText('This availability is locked and cannot be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('repeats the week for 4 weeks by default, with the spec’s options', async () => {
    api.willWrite();
    await addAvailability('2030-01-15T15:00:00Z', 120);
    const before = await availabilityCount();
    renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await switchToAvailability();
    await userEvent.click(screen.getByRole('button', { name: 'Repeat week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat availability' });
    // The repeat is immediate (spec §9's "allow 5 to 10 minutes" was a background job's).
    expect(within(dialog).getByText(AVAILABILITY_REPEAT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).queryByText(/5 to 10 minutes/)).not.toBeInTheDocument();
    const weeks = within(dialog).getByRole('combobox', { name: 'Repeat for' });
    expect(weeks).toHaveTextContent('4 weeks');
    await userEvent.click(weeks);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 week',
      '2 weeks',
      '3 weeks',
      '4 weeks',
      '5 weeks',
      '6 weeks',
      '12 weeks',
      '26 weeks',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '4 weeks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    expect(await screen.findByText('Your availability has been updated')).toBeInTheDocument();
    expect(await availabilityCount()).toBe(before + 4);
  }, 30_000);

  it('shades time gone by and offers none of it, saying why without a call', async () => {
    api.willWrite();
    const before = await availabilityCount();
    const { container, unmount } = renderApp('/tutor/schedule?date=2025-03-05&mode=availability');
    await waitFor(() =>
      expect(container.querySelector('.rbc-day-slot .tp-slot--past')).not.toBeNull(),
    );
    // A week gone by: every slot is over.
    expect(
      container.querySelectorAll('.rbc-day-slot .rbc-time-slot:not(.tp-slot--past)'),
    ).toHaveLength(0);
    const posts: string[] = [];
    const recordPost = ({ request }: { request: Request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    };
    api.server.events.on('request:start', recordPost);
    clickDayColumn(container.querySelector<HTMLElement>('.rbc-day-slot')!);
    expect(await screen.findByText("Starts at can't be in the past.")).toBeInTheDocument();
    expect(screen.queryByText('Your availability has been updated')).not.toBeInTheDocument();
    expect(posts).not.toContain(AVAILABILITIES);
    api.server.events.removeListener('request:start', recordPost);
    expect(await availabilityCount()).toBe(before);
    unmount();

    // A week ahead: nothing shaded, and the same click makes two hours.
    const ahead = renderApp(`/tutor/schedule?date=${FUTURE_DAY}&mode=availability`);
    await waitFor(() =>
      expect(ahead.container.querySelector('.rbc-day-slot .rbc-time-slot')).not.toBeNull(),
    );
    expect(ahead.container.querySelector('.tp-slot--past')).toBeNull();
    clickDayColumn(ahead.container.querySelector<HTMLElement>('.rbc-day-slot')!);
    expect(await screen.findByText('Your availability has been updated')).toBeInTheDocument();
    expect(await availabilityCount()).toBe(before + 1);
  });

  it('clears upcoming availability only after confirmation', async () => {
    api.willWrite();
    await addAvailability('2030-01-15T15:00:00Z', 120);
    renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    await switchToAvailability();
    await userEvent.click(screen.getByRole('button', { name: 'Clear upcoming' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear upcoming availability?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo(`${AVAILABILITIES}/clear_upcoming`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear upcoming' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Clear upcoming availability?' })).getByRole(
        'button',
        { name: 'Clear' },
      ),
    );
    expect(await screen.findByText('Your availability has been updated')).toBeInTheDocument();
    const [cleared] = api.requestsTo(`${AVAILABILITIES}/clear_upcoming`);
    // From the Sunday of the week on screen.
    expect(cleared!.searchParams.get('date')).toBe('2030-01-13');
    expect(cleared!.searchParams.has('weeks')).toBe(false);
  }, 30_000);
});

describe('side panel', () => {
  it('marks days with availability in the mini calendar and moves the calendar there', async () => {
    api.willWrite();
    await addAvailability('2030-01-22T15:00:00Z', 120);
    const { router } = renderApp(`/tutor/schedule?date=${FUTURE_DAY}`);
    const day = await screen.findByRole('button', {
      name: 'Tuesday, January 22, has availability',
    });
    expect(screen.getByRole('button', { name: 'Wednesday, January 23' })).toBeInTheDocument();
    await userEvent.click(day);
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule?date=2030-01-22'));
  });

  it('revokes a link made earlier, then makes a new one to copy', async () => {
    api.willWrite();
    await api.query("update tutors set calendar_token = repeat('a', 64) where id = $1", [tutorId]);
    renderApp('/tutor/schedule?date=2025-03-05');
    expect(await screen.findByText(/You already have a calendar link/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const [row] = await api.query<{ token: string | null }>(
      'select calendar_token as token from tutors where id = $1',
      [tutorId],
    );
    expect(row!.token).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Get calendar link' }));
    const link = await screen.findByRole('textbox', { name: 'Calendar link' });
    expect((link as HTMLInputElement).value).toMatch(/\/api\/webhooks\/calendars\/\S+$/);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const [made] = await api.query<{ token: string | null }>(
      'select calendar_token as token from tutors where id = $1',
      [tutorId],
    );
    expect(made!.token).toMatch(/^[0-9a-f]{64}$/);
  });
});
