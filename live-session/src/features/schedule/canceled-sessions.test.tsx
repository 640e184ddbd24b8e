import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

// A calendar over the in-process app takes seconds per test on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = startLiveTestApi();
const REASON = 'Pay As You Go turned off';
const NOW = COMPONENT_TEST_NOW.toISOString();

interface Canceled {
  id: number;
  /** The session's name on the calendar: the course title. */
  courseTitle: string;
  /** Its day in the viewer's zone, for the calendar's `?date=`. */
  day: string;
  students: number;
}

/** Cancels the first session after now picked by `where` (on `s`), with the Pay As You Go reason. */
async function cancelNextSession(where: string, params: unknown[], zone: string) {
  api.willWrite();
  const [session] = await api.query<Canceled>(
    `select s.id, c.title as "courseTitle",
            to_char(s.starts_at at time zone $1, 'YYYY-MM-DD') as day,
            (select count(*)::int from attendances a where a.session_id = s.id) as students
       from sessions s join courses c on c.id = s.course_id
      where s.canceled_at is null and s.starts_at > $2 and ${where}
      order by s.starts_at limit 1`,
    [zone, NOW, ...params],
  );
  if (!session) throw new Error('no upcoming session to cancel');
  await api.query('update sessions set canceled_at = $2, cancel_reason = $3 where id = $1', [
    session.id,
    NOW,
    REASON,
  ]);
  return session;
}

function calendarBlock(content: HTMLElement): HTMLElement {
  const block = content.closest<HTMLElement>('.rbc-event');
  if (!block) throw new Error('not inside a calendar event');
  return block;
}

beforeAll(() => {
  // react-big-calendar's selection asks where the pointer is; jsdom has no layout.
  document.elementFromPoint = () => null;
});
beforeEach(() => {
  // "Now" is the demo world's (the server's clock is fixed there too).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(COMPONENT_TEST_NOW);
});
afterEach(() => vi.useRealTimers());

describe('a canceled session', () => {
  it("reads as canceled, with the reason, on the tutor's schedule and in its detail", async () => {
    const tutor = await demoUser(api, TUTOR_EMAIL);
    const session = await cancelNextSession(
      's.supervisor_id = $3',
      [tutor.tutorId],
      'America/Chicago',
    );
    await api.signInAs(TUTOR_EMAIL);
    const user = userEvent.setup();
    renderApp(`/tutor/schedule?date=${session.day}`);

    const students = `${session.students} ${session.students === 1 ? 'student' : 'students'}`;
    const title = `Canceled: ${REASON} · ${session.courseTitle} (${students})`;
    const block = calendarBlock(await screen.findByText(title, {}, { timeout: 20_000 }));
    // Drawn as ended, never as an upcoming (cancelable) session.
    expect(block).toHaveClass('tp-session--disabled');

    await user.click(block);
    const detail = await screen.findByRole('dialog');
    expect(
      await within(detail).findByText(new RegExp(`^Canceled on .*: ${REASON}$`)),
    ).toBeInTheDocument();
    expect(
      within(detail).queryByRole('button', { name: 'Cancel session' }),
    ).not.toBeInTheDocument();
  });

  it("reads as canceled, with the reason, in the family's planner", async () => {
    const [child] = await api.query<{ studentId: number; zone: string }>(
      `select s.id as "studentId", s.time_zone as zone from users u
         join parents p on p.user_id = u.id join students s on s.parent_id = p.id
        where u.email = 'parent@demo.test'
          and exists (select 1 from attendances a join sessions x on x.id = a.session_id
                       where a.student_id = s.id and x.canceled_at is null and x.starts_at > $1)
        order by s.id limit 1`,
      [NOW],
    );
    if (!child) throw new Error('the demo parent has no child with an upcoming session');
    const session = await cancelNextSession(
      's.id in (select session_id from attendances where student_id = $3)',
      [child.studentId],
      child.zone,
    );
    await api.signInAs('parent@demo.test');
    renderApp(`/parent/students/${child.studentId}/academic-planner?date=${session.day}`);

    const [content] = await screen.findAllByText(
      `Canceled: ${REASON} · ${session.courseTitle}`,
      {},
      { timeout: 20_000 },
    );
    expect(calendarBlock(content!)).toHaveClass('tp-session--disabled');
  });

  it("is neither listed nor counted in the tutor's agenda", async () => {
    const tutor = await demoUser(api, TUTOR_EMAIL);
    // The demo world's "today" in Chicago: 2025-03-05.
    const [today] = await api.query<{ id: number; title: string }>(
      `select s.id, c.title from sessions s join courses c on c.id = s.course_id
        where s.supervisor_id = $1 and s.canceled_at is null
          and s.starts_at >= $2::timestamptz and s.starts_at < $2::timestamptz + interval '1 day'
        order by s.starts_at limit 1`,
      [tutor.tutorId, '2025-03-05T06:00:00Z'],
    );
    if (!today) throw new Error('the demo tutor has no session today');
    api.willWrite();
    // Every session of that course today is canceled: its title must not be in the agenda.
    await api.query(
      `update sessions set canceled_at = $3, cancel_reason = $4
        where course_id = (select course_id from sessions where id = $1) and supervisor_id = $2
          and starts_at >= $5::timestamptz and starts_at < $5::timestamptz + interval '1 day'`,
      [today.id, tutor.tutorId, NOW, REASON, '2025-03-05T06:00:00Z'],
    );
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/dashboard/students');

    const agenda = await screen.findByRole('list', { name: 'Today’s sessions' });
    await waitFor(() => expect(api.requestsTo('/api/v2/sessions').length).toBeGreaterThan(0));
    expect(within(agenda).queryByText(today.title)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(REASON))).not.toBeInTheDocument();
  });
});
