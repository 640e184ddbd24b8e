import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSessionTime } from '@tp/ui';
import { TEST_NOW, createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));
afterEach(() => vi.useRealTimers());

interface UpcomingSession {
  id: number;
  courseId: number;
  startsAt: string;
  endsAt: string;
  tutor: string;
}

/** The first upcoming session of the course with the most upcoming sessions, with its tutor. */
async function firstUpcomingSession(): Promise<UpcomingSession> {
  const [session] = await api.query<UpcomingSession>(
    `select s.id, s.course_id as "courseId", s.starts_at as "startsAt", s.ends_at as "endsAt",
            u.first_name || ' ' || u.last_name as tutor
       from sessions s join employees e on e.id = s.supervisor_id join users u on u.id = e.user_id
      where s.canceled_at is null and s.starts_at > $1
        and s.course_id = (select course_id from sessions where starts_at > $1
                            group by course_id order by count(*) desc, course_id limit 1)
      order by s.starts_at, s.id limit 1`,
    [TEST_NOW.toISOString()],
  );
  if (!session) throw new Error('the demo world has no upcoming session with a tutor');
  return session;
}

async function adminZone(): Promise<string> {
  const [user] = await api.query<{ timeZone: string | null }>(
    `select time_zone as "timeZone" from users where email = 'admin@demo.test'`,
  );
  return user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

describe('the session detail modal in the back-office', { timeout: 60_000 }, () => {
  it('opens from a row of the course’s upcoming sessions with the tutor, the time and the links', async () => {
    const session = await firstUpcomingSession();
    const zone = await adminZone();
    renderApp(`/admin/courses/${session.courseId}/show`);

    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    // The row's checkbox selects it for "Edit sessions" and opens nothing.
    await userEvent.click(within(rows[1]!).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Edit sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(session.tutor)).toBeInTheDocument();
    expect(
      within(dialog).getByText(formatSessionTime(session.startsAt, session.endsAt, zone)),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open session page' })).toHaveAttribute(
      'href',
      `/admin/sessions/${session.id}/show`,
    );
    expect(within(dialog).getByRole('link', { name: 'Course' })).toHaveAttribute(
      'href',
      `/admin/courses/${session.courseId}/show`,
    );
    expect(within(dialog).getByRole('link', { name: 'Tutor' })).toBeInTheDocument();
    // The page is where it was: the modal opened over it.
    expect(window.location.pathname).toBe(`/admin/courses/${session.courseId}/show`);

    // Edit moves on to the session editor, on this session.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Session Editor' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('cancels a session from the sessions list after asking, then refreshes the list', async () => {
    api.willWrite();
    // The modal offers Cancel on a session still to come by the browser's clock: the server's.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(TEST_NOW);
    const session = await firstUpcomingSession();
    const filter = { courseId: session.courseId, upcoming: true };
    renderApp(`/admin/sessions?filter=${encodeURIComponent(JSON.stringify(filter))}`);

    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    await userEvent.click(within(rows[1]!).getAllByRole('cell')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(session.tutor)).toBeInTheDocument();

    const listed = api.requestsTo('/api/v2/sessions').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(
      await screen.findByText('Are you sure you want to cancel this session?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The session has been canceled.')).toBeInTheDocument();
    const [row] = await api.query<{ canceledAt: string | null }>(
      'select canceled_at as "canceledAt" from sessions where id = $1',
      [session.id],
    );
    expect(row?.canceledAt).not.toBeNull();
    // The list behind the modal asks for its sessions again.
    await waitFor(() => expect(api.requestsTo('/api/v2/sessions').length).toBeGreaterThan(listed));
  });

  it('offers ADMIN the substitute-tutor pencil on a joint-session brand, opening the Substitute Tutor modal', async () => {
    const [course] = await api.query<{ courseId: number; tutor: string }>(
      `select s.course_id as "courseId", u.first_name || ' ' || u.last_name as tutor
         from sessions s
         join courses c on c.id = s.course_id
         join brands b on b.id = c.brand_id and b.include_joint_sessions
         join employees e on e.id = s.supervisor_id join users u on u.id = e.user_id
        where s.canceled_at is null and s.attendance_taken_at is null and s.starts_at > $1
          and s.starts_at = (select min(x.starts_at) from sessions x
                              where x.course_id = s.course_id and x.starts_at > $1)
        order by s.course_id limit 1`,
      [TEST_NOW.toISOString()],
    );
    expect(course).toBeDefined();
    renderApp(`/admin/courses/${course!.courseId}/show`);
    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    await userEvent.click(within(rows[1]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(course!.tutor)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Substitute tutor' }));
    const substitute = await screen.findByRole('dialog', { name: 'Substitute Tutor' });
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/sessions/potential_tutors')).not.toHaveLength(0),
    );
    expect(within(substitute).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows no pencil to staff who are not ADMIN, and links the students', async () => {
    await api.signInAs('advisor@demo.test');
    const session = await firstUpcomingSession();
    renderApp(`/admin/courses/${session.courseId}/show`);
    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    await userEvent.click(within(rows[1]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(session.tutor)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Substitute tutor' })).toBeNull();
    for (const link of within(within(dialog).getByTestId('attendees')).queryAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/admin\/students\/\d+\/show$/);
  });
});
