import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { formatDuration } from '@tp/domain';

const api = startLiveTestApi();
const HISTORIES = '*/api/v2/tutoring_histories';
const COURSES = '*/api/v2/courses';
const EMPTY_META = { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 25 };

let tutor: Awaited<ReturnType<typeof demoUser>>;
beforeAll(async () => {
  tutor = await demoUser(api, TUTOR_EMAIL);
});
beforeEach(async () => {
  // The page's "today" is the demo world's (the server's clock is fixed there too).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => vi.useRealTimers());

async function activeStudentCount(): Promise<number> {
  const [row] = await api.query<{ count: number }>(
    'select count(*)::int as count from tutoring_histories where tutor_id = $1 and active',
    [tutor.tutorId],
  );
  return row!.count;
}

// The first render of a file loads the app's code and the demo world: more than 5 s on a busy machine.
describe('tutor dashboard', { timeout: 20_000 }, () => {
  it('greets the tutor and opens on the Tutoring tab with both counts', async () => {
    const students = await activeStudentCount();
    expect(students).toBeGreaterThan(0);
    const { router } = renderApp('/tutor/dashboard');
    expect(
      await screen.findByRole('heading', { name: `Hello, ${tutor.firstName}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'), {
      timeout: 10_000,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Dashboard lists' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: `Tutoring (${students})` })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(within(tabs).getByRole('tab', { name: /^Courses \(\d+\)$/ })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tutoring students' });
    // A header row, then a row a student (25 a page).
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(students, 25) + 1);
  });

  it('goes to the courses when there is no tutoring history, and hides the tabs', async () => {
    api.server.use(
      http.get(HISTORIES, () => HttpResponse.json({ tutoring_histories: [], meta: EMPTY_META })),
    );
    const { router } = renderApp('/tutor/dashboard');
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/courses'));
    expect(await screen.findByRole('heading', { name: /^Courses \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Courses' })).toBeInTheDocument();
  });

  it('says there are no students or courses yet when there are neither', async () => {
    api.server.use(
      http.get(HISTORIES, () => HttpResponse.json({ tutoring_histories: [], meta: EMPTY_META })),
      http.get(COURSES, () => HttpResponse.json({ courses: [], meta: EMPTY_META })),
    );
    const { router } = renderApp('/tutor/dashboard');
    expect(await screen.findByText('You have no students or courses yet.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/tutor/dashboard');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows this week’s availability and links to the schedule in availability mode', async () => {
    renderApp('/tutor/dashboard/students');
    const widget = await screen.findByRole('region', { name: 'Availability this week' });
    const [week] = await api.query<{ minutes: number }>(
      `select coalesce(sum(duration), 0)::int as minutes from availabilities
        where tutor_id = $1 and ends_at > $2 and starts_at < $3`,
      [tutor.tutorId, '2025-03-02T06:00:00Z', '2025-03-09T06:00:00Z'],
    );
    expect(week!.minutes).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(widget).getByTestId('availability-hours')).toHaveTextContent(
        formatDuration(week!.minutes),
      ),
    );
    expect(within(widget).getByRole('link', { name: 'Edit availability' })).toHaveAttribute(
      'href',
      '/tutor/schedule?mode=availability',
    );
    // This week's progress against the targets, each percentage at most 100 (spec §9).
    const targets = screen.getByRole('region', { name: 'Weekly targets' });
    const delivery = await within(targets).findByTestId('delivery-progress');
    expect(delivery.textContent).toMatch(/^Delivery: [\d.]+ h of \d+ h \((\d+)%\)$/);
    expect(Number(/\((\d+)%\)/.exec(delivery.textContent)![1])).toBeLessThanOrEqual(100);
    const bars = ['delivery-bar', 'availability-bar'].map((id) =>
      parseFloat(within(targets).getByTestId(id).style.width || '0'),
    );
    expect(bars[0]! + bars[1]!).toBeLessThanOrEqual(100);
    expect(within(targets).getByRole('link', { name: 'See all targets' })).toHaveAttribute(
      'href',
      '/tutor/profile/targets',
    );
  });

  it('lists today’s sessions and highlights a student on their first session with the tutor', async () => {
    api.willWrite();
    // Today's first session of the tutor gets a student who never had this tutor before.
    const [today] = await api.query<{ id: number; title: string }>(
      `select s.id, c.title from sessions s join courses c on c.id = s.course_id
        where s.supervisor_id = $1 and s.canceled_at is null
          and s.starts_at >= $2::timestamptz
          and s.starts_at < $2::timestamptz + interval '1 day'
        order by s.starts_at limit 1`,
      [tutor.tutorId, '2025-03-05T06:00:00Z'],
    );
    expect(today).toBeDefined();
    const [newcomer] = await api.query<{ id: number; name: string }>(
      `select st.id, st.first_name || ' ' || st.last_name as name from students st
        where not exists (select 1 from attendances a join sessions s on s.id = a.session_id
                           where a.student_id = st.id and s.supervisor_id = $1)
        order by st.id limit 1`,
      [tutor.tutorId],
    );
    await api.query('insert into attendances (session_id, student_id) values ($1, $2)', [
      today!.id,
      newcomer!.id,
    ]);

    renderApp('/tutor/dashboard/students');
    const agenda = await screen.findByRole('list', { name: 'Today’s sessions' });
    expect(within(agenda).getAllByText(today!.title).length).toBeGreaterThan(0);
    expect(await within(agenda).findByText(`${newcomer!.name} · New student`)).toBeInTheDocument();
  });
  it('still lists today’s sessions, unmarked, when which students are new cannot be read', async () => {
    api.server.use(
      http.get('*/api/v2/sessions/earlier_sessions', () =>
        HttpResponse.json({ error: 'Internal server error.' }, { status: 500 }),
      ),
    );
    renderApp('/tutor/dashboard/students');
    const agenda = await screen.findByRole('list', { name: 'Today’s sessions' });
    expect(within(agenda).queryByText(/· New student$/)).toBeNull();
    expect(await screen.findByText('Sorry, there has been a problem')).toBeInTheDocument();
  });

  it('says the agenda could not be loaded, not that the day is empty, when its sessions fail', async () => {
    api.server.use(
      http.get('*/api/v2/sessions', () =>
        HttpResponse.json({ error: 'Internal server error.' }, { status: 500 }),
      ),
    );
    renderApp('/tutor/dashboard/students');
    expect(
      await screen.findByText('Today’s agenda could not be loaded. Reload the page to try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing scheduled today.')).toBeNull();
  });

  it('counts and lists courses without the private tutoring ones', async () => {
    const rows = await api.query<{ title: string }>(
      `select c.title from courses c
        where c.id in (select s.course_id from sessions s where s.supervisor_id = $1
                       union select s.course_id from sessions s
                         join assignments a on a.session_id = s.id where a.employee_id = $1)
          and not exists (select 1 from sessions t where t.course_id = c.id and t.type = 'Tutoring')`,
      [tutor.tutorId],
    );
    expect(rows.length).toBeGreaterThan(0);
    renderApp('/tutor/dashboard/courses');
    const tabs = await screen.findByRole('tablist', { name: 'Dashboard lists' });
    await waitFor(() =>
      expect(
        within(tabs).getByRole('tab', { name: `Courses (${rows.length})` }),
      ).toBeInTheDocument(),
    );
    const list = await screen.findByRole('region', { name: 'Courses' });
    expect(within(list).getAllByRole('button', { name: /^Sessions of / })).toHaveLength(
      rows.length,
    );
    expect(within(list).queryByText(/^Private Tutoring/)).not.toBeInTheDocument();
  });

  it('goes to the Tutoring tab when only inactive tutoring histories exist, counting none', async () => {
    const [history] = await api.query<Record<string, unknown>>(
      'select id from tutoring_histories where tutor_id = $1 limit 1',
      [tutor.tutorId],
    );
    api.server.use(
      http.get(HISTORIES, () =>
        HttpResponse.json({
          tutoring_histories: [
            {
              id: history!.id,
              tutorId: tutor.tutorId,
              tutorName: 'T',
              studentId: 1,
              studentName: 'Former Student',
              advisorName: null,
              enrollmentId: null,
              courseId: null,
              brandName: null,
              minutes: 0,
              remainingMinutes: null,
              active: false,
              notes: null,
              createdAt: '2025-01-01T00:00:00.000Z',
              lockVersion: 0,
            },
          ],
          meta: { ...EMPTY_META, totalCount: 1, totalPages: 1 },
        }),
      ),
    );
    const { router } = renderApp('/tutor/dashboard');
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'));
    const tabs = await screen.findByRole('tablist', { name: 'Dashboard lists' });
    expect(within(tabs).getByRole('tab', { name: 'Tutoring (0)' })).toBeInTheDocument();
    expect(await screen.findByText('You have no tutoring students yet.')).toBeInTheDocument();
  });

  it('lets the tutor check only their Tutoring sessions of a course, and delete the checked ones after the question', async () => {
    api.willWrite();
    const [course] = await api.query<{ courseId: number; name: string }>(
      `select e.course_id as "courseId", st.first_name || ' ' || st.last_name as name
        from tutoring_histories h join enrollments e on e.id = h.enrollment_id
        join students st on st.id = h.student_id
        where h.tutor_id = $1 and h.active
          and exists (select 1 from sessions s where s.course_id = e.course_id
                      and s.type = 'Tutoring' and s.supervisor_id = $1 and s.starts_at > $2)
        order by h.id limit 1`,
      [tutor.tutorId, COMPONENT_TEST_NOW.toISOString()],
    );
    expect(course).toBeDefined();
    renderApp('/tutor/dashboard/students');
    await userEvent.click(
      await screen.findByRole('button', { name: `Sessions with ${course!.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Sessions with ${course!.name}` });
    const list = await within(dialog).findByRole('list', { name: 'Upcoming sessions' });
    // Spec §6: only the Tutoring sessions the tutor supervises can be checked.
    const boxes = within(list)
      .getAllByRole('checkbox')
      .filter((box) => !(box as HTMLInputElement).disabled);
    expect(boxes.length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    await userEvent.click(boxes[0]!);
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    const before = await api.query<{ count: number }>(
      'select count(*)::int as count from sessions where course_id = $1',
      [course!.courseId],
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete sessions?' });
    expect(
      within(confirm).getByText('Are you sure you want to delete the checked session(s)?'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Removed all sessions.')).toBeInTheDocument();
    const after = await api.query<{ count: number }>(
      'select count(*)::int as count from sessions where course_id = $1',
      [course!.courseId],
    );
    expect(after[0]!.count).toBe(before[0]!.count - 1);
  });
});
