import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { currentUrl, inProcessRealtime, renderApp, testServices } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = startLiveTestApi();

let tutorId: number;
beforeAll(async () => {
  tutorId = (await demoUser(api, TUTOR_EMAIL)).tutorId!;
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(TUTOR_EMAIL);
  return () => vi.useRealTimers();
});

/**
 * The demo tutor's delivered hours in the week of Monday 2025-03-03 in Chicago (06:00 UTC to
 * the next Monday 05:00 UTC: daylight saving starts on the Sunday), sessions over by now.
 */
async function deliveredThisWeek(): Promise<number> {
  const [row] = await api.query<{ minutes: number }>(
    `select coalesce(sum(s.duration), 0)::int as minutes from sessions s
      where (s.supervisor_id = $1 or exists (select 1 from assignments a
               where a.session_id = s.id and a.employee_id = $1))
        and s.canceled_at is null and s.starts_at >= $2 and s.starts_at < $3 and s.ends_at <= $4`,
    [tutorId, '2025-03-03T06:00:00Z', '2025-03-10T05:00:00Z', COMPONENT_TEST_NOW.toISOString()],
  );
  return Math.round((row!.minutes / 60) * 100) / 100;
}

const tableRows = async () => {
  const table = await screen.findByRole('table', { name: 'Targets by week' });
  return within(table).getAllByRole('row').slice(1);
};

describe('the targets page', () => {
  it('is linked from the profile and shows 6 weeks from 3 weeks back in the tutor’s zone', async () => {
    const { router } = renderApp('/tutor/profile');
    await userEvent.click(await screen.findByRole('link', { name: 'My targets' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/profile/targets'));
    expect(await screen.findByRole('heading', { name: 'My targets' })).toBeInTheDocument();
    const rows = await tableRows();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '02/10/2025',
      '02/17/2025',
      '02/24/2025',
      '03/03/2025 (this week)',
      '03/10/2025',
      '03/17/2025',
    ]);
    const hours = await deliveredThisWeek();
    expect(within(rows[3]!).getAllByRole('cell')[1]!.textContent).toMatch(
      new RegExp(`^${hours} \\(\\d+%\\)$`),
    );
  });

  it('charts the last 6 weeks or five quarters', async () => {
    renderApp('/tutor/profile/targets');
    const chart = await screen.findByTestId('targets-chart');
    expect(chart).toHaveAttribute('data-points', '6');
    expect(within(chart).getAllByText('Delivered').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: '5 quarters' }));
    await waitFor(() =>
      expect(screen.getByTestId('targets-chart')).toHaveAttribute('data-points', '5'),
    );
    // Five quarters of 13 weeks back from this week's Monday.
    expect(screen.getByTestId('targets-chart')).toHaveAttribute('data-first', '2023-12-11');
  });

  it('refreshes 2 seconds after a schedule change', async () => {
    api.willWrite();
    renderApp('/tutor/profile/targets', testServices(inProcessRealtime(api.realtime)));
    const before = await deliveredThisWeek();
    await waitFor(async () =>
      expect(within((await tableRows())[3]!).getAllByRole('cell')[1]!.textContent).toMatch(
        new RegExp(`^${before} `),
      ),
    );
    const [course] = await api.query<{ id: number }>(
      'select course_id as id from sessions where supervisor_id = $1 limit 1',
      [tutorId],
    );
    const admin = await api.otherBrowser('admin@demo.test');
    const created = await admin.request('POST', '/api/v2/sessions', {
      session: {
        courseId: course!.id,
        startsAt: '2025-03-04T03:00:00Z',
        duration: 60,
        supervisorId: tutorId,
        type: 'Tutoring',
      },
    });
    expect(created.status).toBe(201);
    const after = await deliveredThisWeek();
    expect(after).toBe(before + 1);
    const asked = api.requests.filter((url) => url.pathname === '/api/v2/target_histories').length;
    await waitFor(
      async () =>
        expect(within((await tableRows())[3]!).getAllByRole('cell')[1]!.textContent).toMatch(
          new RegExp(`^${after} `),
        ),
      { timeout: 6000 },
    );
    expect(
      api.requests.filter((url) => url.pathname === '/api/v2/target_histories').length,
    ).toBeGreaterThan(asked);
  });
});
