import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';
import { initialMonth } from './CourseSessionsCalendar.tsx';

const api = createTestApi();

interface DemoSession {
  id: number;
  /** "8:00 PM", in the admin's zone. */
  clock: string;
  /** "2025-03-04", in the admin's zone. */
  day: string;
}

describe('CourseSessionsCalendar', () => {
  it('opens on today for upcoming sessions, on the course’s first month for all of them', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const course = { startsAt: '2026-09-06' };
    expect(initialMonth(course, true, 'America/Chicago', now)).toBe('2026-11');
    expect(initialMonth(course, false, 'America/Chicago', now)).toBe('2026-09');
    expect(initialMonth({ startsAt: '2027-02-07' }, true, 'America/Chicago', now)).toBe('2027-02');
    expect(initialMonth({ startsAt: null }, false, 'America/Chicago', now)).toBe('2026-11');
  });

  it('lets staff pick sessions on the month calendar, across months, and edit them', async () => {
    await api.signInAs('admin@demo.test');
    const [admin] = await api.query<{ zone: string }>(
      `select time_zone as zone from users where email = 'admin@demo.test'`,
    );
    const zone = admin!.zone;
    // A course whose first month holds at least one session and whose next month does too.
    const [course] = await api.query<{ id: number; month: string }>(
      `select c.id, to_char(c.starts_at, 'YYYY-MM') as month
         from courses c
        where c.starts_at is not null
          and exists (select 1 from sessions s where s.course_id = c.id and s.canceled_at is null
                        and to_char(s.starts_at at time zone $1, 'YYYY-MM') = to_char(c.starts_at, 'YYYY-MM'))
          and exists (select 1 from sessions s where s.course_id = c.id and s.canceled_at is null
                        and to_char(s.starts_at at time zone $1, 'YYYY-MM') =
                            to_char(c.starts_at + interval '1 month', 'YYYY-MM'))
        order by c.id limit 1`,
      [zone],
    );
    expect(course).toBeTruthy();
    const sessionsIn = (month: string) =>
      api.query<DemoSession>(
        `select s.id, ltrim(to_char(s.starts_at at time zone $2, 'HH12:MI AM'), '0') as clock,
                to_char(s.starts_at at time zone $2, 'YYYY-MM-DD') as day
           from sessions s
          where s.course_id = $1 and to_char(s.starts_at at time zone $2, 'YYYY-MM') = $3
          order by s.starts_at`,
        [course!.id, zone, month],
      );
    const [first] = await sessionsIn(course!.month);
    const nextMonth = new Date(`${course!.month}-15T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const [second] = await sessionsIn(nextMonth.toISOString().slice(0, 7));

    renderApp(`/admin/courses/${course!.id}/show/all`);
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const dayCell = (day: string) =>
      screen.findByRole('group', {
        name: new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
          timeZone: 'UTC',
          weekday: 'short',
          month: 'short',
          day: 'numeric',
        }),
      });

    const firstChip = await within(await dayCell(first!.day)).findByRole('button', {
      name: new RegExp(`^${first!.clock}`),
    });
    await userEvent.click(firstChip);
    expect(firstChip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(async () =>
      expect(
        within(await dayCell(second!.day)).getByRole('button', {
          name: new RegExp(`^${second!.clock}`),
        }),
      ).toBeInTheDocument(),
    );
    await userEvent.click(
      within(await dayCell(second!.day)).getByRole('button', {
        name: new RegExp(`^${second!.clock}`),
      }),
    );
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit sessions' }));
    const editor = await screen.findByRole('dialog', { name: 'Session Editor' });
    const table = await within(editor).findByRole('table', { name: 'Sessions to save' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });
});
