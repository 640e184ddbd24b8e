import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDuration } from '@tp/domain';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

beforeEach(async () => {
  // The page judges "delivered" against the browser's clock: the demo world's now.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => vi.useRealTimers());

/** The tutor's delivered sessions in [from, to): standing, ended by now, led or staffed. */
async function deliveredOf(tutorId: number, from: string, to: string) {
  const [row] = await api.query<{ count: number; minutes: number }>(
    `select count(*)::int as count, coalesce(sum(duration), 0)::int as minutes from sessions s
      where s.canceled_at is null and s.starts_at >= $2 and s.starts_at < $3 and s.ends_at <= $4
        and (s.supervisor_id = $1
             or exists (select 1 from assignments a where a.session_id = s.id and a.employee_id = $1))`,
    [tutorId, from, to, COMPONENT_TEST_NOW.toISOString()],
  );
  return row!;
}

const totalOf = (name: string) => screen.getByRole('group', { name });

describe('/tutor/profile/work-log', () => {
  it("totals the tutor's week: sessions delivered, events and payable time, week by week", async () => {
    api.willWrite();
    const me = await demoUser(api, TUTOR_EMAIL);
    const [{ zone }] = (await api.query<{ zone: string }>(
      'select time_zone as zone from users where id = $1',
      [me.id],
    )) as [{ zone: string }];
    expect(zone).toBe('America/Chicago');
    // This week (from Monday 3 March 2025, Chicago): an hour of prep (payable), half an hour
    // of admin work (not), and a canceled hour of prep (not counted).
    await api.query('delete from events where attendee_id = $1', [me.tutorId]);
    await api.query(
      `insert into events (type, name, starts_at, ends_at, duration, attendee_id, canceled_at) values
        ('Event::PrepTime', null, '2025-03-03T16:00Z', '2025-03-03T17:00Z', 60, $1, null),
        ('Event::AdminWork', 'Roster', '2025-03-04T16:00Z', '2025-03-04T16:30Z', 30, $1, null),
        ('Event::PrepTime', null, '2025-03-04T18:00Z', '2025-03-04T19:00Z', 60, $1, '2025-03-01T00:00Z')`,
      [me.tutorId],
    );
    const thisWeek = await deliveredOf(me.tutorId!, '2025-03-03T06:00Z', '2025-03-10T05:00Z');
    const lastWeek = await deliveredOf(me.tutorId!, '2025-02-24T06:00Z', '2025-03-03T06:00Z');
    expect(lastWeek.count).toBeGreaterThan(0);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/tutor/profile/work-log');

    expect(await screen.findByText('Week 10 · Mar 3 – 9, 2025')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Payable time' });
    expect(
      within(totalOf('Sessions delivered')).getByText(String(thisWeek.count)),
    ).toBeInTheDocument();
    expect(within(totalOf('Events')).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(totalOf('Events')).getByText('1 h payable')).toBeInTheDocument();
    expect(
      within(totalOf('Payable time')).getByText(formatDuration(thisWeek.minutes + 60)),
    ).toBeInTheDocument();
    const events = screen.getByRole('list', { name: 'Events' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(2);
    expect(within(events).getByText('Prep Time · payable')).toBeInTheDocument();
    expect(within(events).getByText('Roster')).toBeInTheDocument();
    // The current week is the last one to pick.
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Week 9 · Feb 24 – Mar 2, 2025')).toBeInTheDocument();
    const sessions = await screen.findByRole('list', { name: 'Sessions delivered' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(lastWeek.count);
    expect(
      within(totalOf('Sessions delivered')).getByText(formatDuration(lastWeek.minutes)),
    ).toBeInTheDocument();
    expect(
      within(totalOf('Payable time')).getByText(formatDuration(lastWeek.minutes)),
    ).toBeInTheDocument();
    expect(screen.getByText('No events this week.')).toBeInTheDocument();
    // Asked for the signed-in tutor's own rows only.
    for (const url of [...api.requestsTo('/api/v2/sessions'), ...api.requestsTo('/api/v2/events')])
      expect(url.searchParams.get(url.pathname.endsWith('events') ? 'attendeeId' : 'tutorId')).toBe(
        String(me.tutorId),
      );
  });
});
