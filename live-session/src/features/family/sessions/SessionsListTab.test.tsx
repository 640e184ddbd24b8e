import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ATTENDANCE_ICON_TEXT } from '@tp/ui';
import { COMPONENT_TEST_NOW, startLiveTestApi } from '../../../test/test-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const api = startLiveTestApi();
const PARENT_EMAIL = 'parent@demo.test';

let childId: number;
let sessionCount: number;
// A long limit: the in-process API's first start is slow on a busy machine.
beforeAll(async () => {
  const [child] = await api.query<{ id: number; total: number }>(
    // All lists every session of the child, canceled ones included (marked so).
    `select s.id, (select count(*)::int from attendances a join sessions x on x.id = a.session_id
        where a.student_id = s.id) as total
       from students s join parents p on p.id = s.parent_id join users u on u.id = p.user_id
      where u.email = $1 and s.user_id is not null`,
    [PARENT_EMAIL],
  );
  childId = child!.id;
  sessionCount = child!.total;
}, 30_000);
beforeEach(async () => {
  // The list's "now" is the demo world's (the server's clock is fixed there too).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(PARENT_EMAIL);
});
afterEach(() => vi.useRealTimers());

/** The table's body rows. */
async function sessionRows() {
  // The first render of a file loads the app's code: seconds on a busy machine.
  const table = await screen.findByRole('table', { name: 'Sessions' }, { timeout: 15_000 });
  await waitFor(() => expect(screen.queryByLabelText('Loading sessions')).not.toBeInTheDocument());
  return within(table).getAllByRole('row').slice(1);
}

describe('the family sessions list', { timeout: 20_000 }, () => {
  it("pages the child's sessions 10 at a time, each with its attendance icon", async () => {
    renderApp(`/parent/students/${childId}/sessions-list`);

    expect(await sessionRows()).toHaveLength(10);
    expect(screen.getByText(`1–10 of ${sessionCount}`)).toBeInTheDocument();
    // Latest first: the upcoming sessions, then the one waiting for attendance, then the absence.
    expect(screen.getAllByLabelText(ATTENDANCE_ICON_TEXT.scheduled).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(ATTENDANCE_ICON_TEXT.pending)).toBeInTheDocument();
    expect(screen.getByLabelText(ATTENDANCE_ICON_TEXT.unattended)).toBeInTheDocument();
  });

  it('goes to the next page, and shows 20 a page when asked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/parent/students/${childId}/sessions-list`);
    await sessionRows();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(
      await screen.findByText(`11–${Math.min(20, sessionCount)} of ${sessionCount}`),
    ).toBeInTheDocument();
    expect(await sessionRows()).toHaveLength(Math.min(10, sessionCount - 10));

    await user.click(screen.getByRole('combobox', { name: 'Per page' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    expect(
      await screen.findByText(`1–${Math.min(20, sessionCount)} of ${sessionCount}`),
    ).toBeInTheDocument();
    expect(await sessionRows()).toHaveLength(Math.min(20, sessionCount));
  });

  it("filters the past, latest first, with the tutor's notes", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/parent/students/${childId}/sessions-list`);
    await sessionRows();

    await user.click(screen.getByRole('button', { name: 'Past' }));
    const rows = await sessionRows();
    expect(within(rows[0]!).getByLabelText(ATTENDANCE_ICON_TEXT.pending)).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText(ATTENDANCE_ICON_TEXT.unattended)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Did not join today/)).toBeInTheDocument();
    expect(screen.getAllByLabelText(ATTENDANCE_ICON_TEXT.attended).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(ATTENDANCE_ICON_TEXT.scheduled)).not.toBeInTheDocument();
  });

  it('lists a canceled session as canceled with its reason, never as upcoming', async () => {
    api.willWrite();
    const [next] = await api.query<{ id: number }>(
      `update sessions set canceled_at = $2, cancel_reason = 'Pay As You Go turned off'
        where id = (select x.id from sessions x join attendances a on a.session_id = x.id
                     where a.student_id = $1 and x.starts_at > $2 and x.canceled_at is null
                     order by x.starts_at limit 1)
        returning id`,
      [childId, COMPONENT_TEST_NOW.toISOString()],
    );
    expect(next).toBeDefined();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/parent/students/${childId}/sessions-list`);
    await sessionRows();

    await user.click(screen.getByRole('button', { name: 'Canceled' }));
    const canceled = await sessionRows();
    expect(canceled).toHaveLength(1);
    expect(canceled[0]).toHaveTextContent('Canceled: Pay As You Go turned off');
    // No attendance to take on it.
    expect(within(canceled[0]!).queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upcoming' }));
    const upcoming = await sessionRows();
    expect(upcoming.some((row) => /Canceled/.test(row.textContent ?? ''))).toBe(false);
  });

  it('says so when no session is live, with no pager under the message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/parent/students/${childId}/sessions-list`);
    await sessionRows();

    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(await screen.findByText('No session is in progress right now.')).toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Per page' })).not.toBeInTheDocument();
  });

  it('opens a session in the detail modal, without changing it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/parent/students/${childId}/sessions-list`);
    const [first] = await sessionRows();

    await user.click(within(first!).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Tutor')).toBeInTheDocument();
    expect(within(dialog).getByText('Notes')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Cancel session' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows empty results and a toast when the list fails', async () => {
    api.server.use(http.get('*/api/v2/sessions', () => HttpResponse.json({}, { status: 500 })));
    renderApp(`/parent/students/${childId}/sessions-list`);

    expect(
      await screen.findByText('We could not load the sessions. Please try again.'),
    ).toBeInTheDocument();
  });
});
