import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { ATTENDANCE_WARNING_TEXT } from '@tp/domain';
import { COMPONENT_TEST_NOW, startLiveTestApi } from '../../../test/test-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PLEASE_ADD_STUDY_AREA } from './AcademicPlannerTab.tsx';

// A calendar over the in-process app takes seconds per test on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = startLiveTestApi();
const PARENT_EMAIL = 'parent@demo.test';

interface Child {
  studentId: number;
  enrollmentId: number;
  /** The day (in the student's zone) of the tutor's next open availability. */
  day: string;
}

let child: Child;
beforeAll(async () => {
  // The demo parent's child with a tutoring enrollment, and the next open time of its tutor.
  const [row] = await api.query<Child>(
    `select s.id as "studentId", e.id as "enrollmentId",
            to_char(a.starts_at at time zone s.time_zone, 'YYYY-MM-DD') as day
       from users u
       join parents p on p.user_id = u.id
       join students s on s.parent_id = p.id
       join enrollments e on e.student_id = s.id and e.tutor_id is not null and e.status = 'active'
       join availabilities a on a.tutor_id = e.tutor_id and not a.locked and a.starts_at > $2
      where u.email = $1
      order by a.starts_at
      limit 1`,
    [PARENT_EMAIL, COMPONENT_TEST_NOW.toISOString()],
  );
  if (!row) throw new Error('The demo parent has no child with a bookable tutor');
  child = row;
  // react-big-calendar's selection asks where the pointer is; jsdom has no layout.
  document.elementFromPoint = () => null;
});
beforeEach(async () => {
  // The planner's "today" is the demo world's (the server's clock is fixed there too).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(PARENT_EMAIL);
});
afterEach(() => vi.useRealTimers());

async function tutoringsOf(enrollmentId: number) {
  return api.query<{ id: number }>(
    'select id from sessions where enrollment_id = $1 and canceled_at is null and starts_at > $2',
    [enrollmentId, COMPONENT_TEST_NOW.toISOString()],
  );
}

describe('academic planner', () => {
  it("shows the tutor's open time and books a session from it through the family form", async () => {
    const before = await tutoringsOf(child.enrollmentId);
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${child.day}`);
    const [open] = await screen.findAllByText(/^Available/, {}, { timeout: 20_000 });
    await userEvent.click(open!);
    const dialog = await screen.findByRole('dialog', { name: 'Book tutoring' }, { timeout: 5000 });
    // The family mode: no custom duration, the student fixed, a start time offered.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Duration' }));
    const durations = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(durations).toEqual(['60 minutes', '90 minutes', '120 minutes']);
    await userEvent.click(screen.getByRole('option', { name: '60 minutes' }));
    expect(within(dialog).getByRole('combobox', { name: 'Start time' })).toHaveTextContent(/M$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book session' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent(
      /booked/i,
    );
    await waitFor(async () =>
      expect((await tutoringsOf(child.enrollmentId)).length).toBe(before.length + 1),
    );
  });

  it("does not offer again a start the student has just booked in the tutor's open time", async () => {
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${child.day}`);
    const [open] = await screen.findAllByText(/^Available/, {}, { timeout: 20_000 });
    await userEvent.click(open!);
    let dialog = await screen.findByRole('dialog', { name: 'Book tutoring' }, { timeout: 5000 });
    const firstStart = within(dialog).getByRole('combobox', { name: 'Start time' }).textContent;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book session' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent(
      /booked/i,
    );
    // The footer's Close (the title's close icon has the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The same open time again: its form starts after the new session, which is not offered.
    const [again] = await screen.findAllByText(/^Available/, {}, { timeout: 20_000 });
    await userEvent.click(again!);
    dialog = await screen.findByRole('dialog', { name: 'Book tutoring' }, { timeout: 5000 });
    const start = within(dialog).getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(start.textContent).not.toBe(firstStart));
    await userEvent.click(start);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).not.toContain(firstStart);
  });

  /** Holds the calls to `path` from its `from`-th on (1 for all) until `release` is called. */
  function holdCalls(path: string, from = 1) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    // Answering nothing passes the call on to the app, once released.
    api.server.use(
      http.get(`*${path}`, async () => {
        calls += 1;
        if (calls >= from) await held;
      }),
    );
    return release;
  }

  it("asks the sessions, test days and the student's tutors' open time beside the enrollment, and shows the open time once it tells the tutor", async () => {
    const release = holdCalls('/api/v2/enrollments');
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${child.day}`);
    await waitFor(() => expect(api.requestsTo('/api/v2/availabilities')).not.toHaveLength(0));
    expect(api.requestsTo('/api/v2/sessions')).not.toHaveLength(0);
    const [asked] = api.requestsTo('/api/v2/availabilities');
    expect(asked!.searchParams.get('tutorOfStudentId')).toBe(String(child.studentId));
    expect(asked!.searchParams.get('tutorId')).toBeNull();
    // Which of the tutors is the enrollment's: until it answers, no open time is shown.
    expect(screen.queryAllByText(/^Available/)).toHaveLength(0);
    release();
    expect(await screen.findAllByText(/^Available/, {}, { timeout: 20_000 })).not.toHaveLength(0);
  });

  it("opens the first child's planner from /parent/planner with the students loaded once", async () => {
    renderApp('/parent/planner');
    expect(await screen.findByRole('tab', { name: 'Academic planner' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/v2/sessions')).not.toHaveLength(0));
    // The list the bare page loaded is handed to the student's page, which does not ask again.
    expect(api.requestsTo('/api/v2/students')).toHaveLength(1);
  });

  it('shows a list handed on long ago (a history entry) at once and checks it', async () => {
    const release = holdCalls('/api/v2/students');
    const handedOnLongAgo = {
      // Two, so the shell's child switcher shows the one on screen by name.
      familyStudents: [
        { id: child.studentId, firstName: 'Earlier', lastName: 'Name' },
        { id: 999_999, firstName: 'Gone', lastName: 'Child' },
      ],
      familyUserId: (
        await api.query<{ id: number }>('select id from users where email = $1', [PARENT_EMAIL])
      )[0]!.id,
      familyLoadedAt: COMPONENT_TEST_NOW.getTime() - 24 * 3600_000,
    };
    renderApp({
      pathname: `/parent/students/${child.studentId}/academic-planner`,
      state: handedOnLongAgo,
    });
    expect(await screen.findByText(/Earlier Name/)).toBeInTheDocument();
    // The planner does not wait for the check.
    await waitFor(() => expect(api.requestsTo('/api/v2/sessions')).not.toHaveLength(0));
    expect(api.requestsTo('/api/v2/students')).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.queryByText(/Earlier Name/)).not.toBeInTheDocument());
  });

  it('shows no students a history entry handed on for another user, and waits for its own', async () => {
    const release = holdCalls('/api/v2/students');
    const handedOnForSomeoneElse = {
      familyStudents: [{ id: child.studentId, firstName: 'Nobody', lastName: 'Else' }],
      familyUserId: -1,
    };
    renderApp({
      pathname: `/parent/students/${child.studentId}/academic-planner`,
      state: handedOnForSomeoneElse,
    });
    await waitFor(() => expect(api.requestsTo('/api/v2/students')).toHaveLength(1));
    expect(screen.queryByText(/Nobody/)).not.toBeInTheDocument();
    expect(api.requestsTo('/api/v2/sessions')).toHaveLength(0);
    release();
    expect(await screen.findByRole('tab', { name: 'Academic planner' })).toBeInTheDocument();
    expect(screen.queryByText(/Nobody/)).not.toBeInTheDocument();
  });

  it('says when the student is not on the account', async () => {
    renderApp('/parent/students/999999/academic-planner');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This student is not on your account.',
    );
  });

  it("shows the student's test day as an all-day study-area event, with its legend entry", async () => {
    api.willWrite();
    // A test on the day shown, for a subject the student has no study area in yet.
    const [testDate] = await api.query<{ id: number }>(
      `insert into test_dates (subject_id, title, date)
         select id, 'Planner Exam', $2 from subjects
          where id not in (select subject_id from study_areas where student_id = $1)
          order by id limit 1
       returning id`,
      [child.studentId, child.day],
    );
    await api.query(
      `insert into study_areas (student_id, subject_id, test_date_id, goal_score, confidence_level)
         select $1, subject_id, id, 600, 3 from test_dates where id = $2`,
      [child.studentId, testDate!.id],
    );
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${child.day}`);
    const testDay = await screen.findByText('Planner Exam test', {}, { timeout: 20_000 });
    expect(testDay.closest('.rbc-event')).toHaveClass('tp-event--study-area');
    // The all-day row shows it, above the time grid.
    expect(testDay.closest('.rbc-allday-cell')).not.toBeNull();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Study-area event (test day)')).toBeInTheDocument();
    expect(within(legend).getByText('Availability')).toBeInTheDocument();

    // A click opens the study area, with a way to the Study areas tab to change it.
    await userEvent.click(testDay);
    const dialog = await screen.findByRole('dialog');
    const facts = within(dialog)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual([
      'Planner Exam',
      expect.stringMatching(/\d{4}$/),
      '600',
      'Calm and confident',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit in Study areas' }));
    expect(await screen.findByRole('heading', { name: 'Study areas' })).toBeInTheDocument();
  });

  it('marks no ended session as missing its attendance: that reminder is the tutor’s', async () => {
    api.willWrite();
    const [past] = await api.query<{ id: number; day: string }>(
      `select se.id, to_char(se.starts_at at time zone st.time_zone, 'YYYY-MM-DD') as day
         from sessions se
         join attendances a on a.session_id = se.id
         join students st on st.id = a.student_id
        where st.id = $1 and se.canceled_at is null and se.ends_at < $2
        order by se.ends_at desc
        limit 1`,
      [child.studentId, COMPONENT_TEST_NOW.toISOString()],
    );
    if (!past) throw new Error('The demo child has no ended session');
    await api.query(
      'update sessions set attendance_taken_at = null, suppress_attendance = false where id = $1',
      [past.id],
    );
    const { container } = renderApp(
      `/parent/students/${child.studentId}/academic-planner?date=${past.day}`,
    );
    await waitFor(
      () => expect(container.querySelector('.rbc-event.tp-event--session')).not.toBeNull(),
      { timeout: 20_000 },
    );
    expect(container.querySelector('.tp-event--warning')).toBeNull();
    expect(screen.queryByRole('img', { name: ATTENDANCE_WARNING_TEXT })).not.toBeInTheDocument();
  });

  it("says each month day's open time and opens the day from it", async () => {
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${child.day}`);
    await screen.findAllByText(/^Available/, {}, { timeout: 20_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    const [openDay] = await screen.findAllByRole(
      'button',
      { name: /open on .*: open the day to book$/ },
      { timeout: 20_000 },
    );
    expect(openDay!.querySelector('.tp-month-open-long')).toHaveTextContent(
      /^\d+ (h|min)( \d+ min)? open$/,
    );
    await userEvent.click(openDay!);
    // The day view, with the open time to book from.
    expect(await screen.findByRole('button', { name: 'Day' })).toHaveClass('rbc-active');
    expect(
      (await screen.findAllByText(/^Available/, {}, { timeout: 20_000 })).length,
    ).toBeGreaterThan(0);
  });

  it('asks for a study area before booking when the student has none', async () => {
    await api.query('delete from study_areas where student_id = $1', [child.studentId]);
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${child.day}`);
    const [open] = await screen.findAllByText(/^Available/, {}, { timeout: 20_000 });
    await userEvent.click(open!);
    expect(await screen.findByText(PLEASE_ADD_STUDY_AREA)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Book tutoring' })).not.toBeInTheDocument();
  });

  it("switches to the parent's other child from the app bar's select", async () => {
    const { router } = renderApp(`/parent/students/${child.studentId}/academic-planner`);
    const switcher = await screen.findByRole('combobox', { name: 'Child' }, { timeout: 10_000 });
    expect(switcher).toHaveValue(String(child.studentId));
    const other = within(switcher)
      .getAllByRole<HTMLOptionElement>('option')
      .find((option) => option.value !== String(child.studentId));
    if (!other) throw new Error('The demo parent has one child');
    await userEvent.selectOptions(switcher, other);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/parent/students/${other.value}/academic-planner`,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Child' })).toHaveValue(other.value);
  });
});
