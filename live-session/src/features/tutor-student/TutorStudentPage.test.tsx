import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { STUDENT_NOT_FOUND_MESSAGE } from './TutorStudentPage.tsx';

const api = startLiveTestApi();

let mine: { id: number; name: string; parentName: string | null };
let notMine: number;
beforeAll(async () => {
  const tutor = await demoUser(api, TUTOR_EMAIL);
  // An active tutoring student of the tutor with sessions attended, and their parent.
  [mine] = (await api.query<typeof mine>(
    `select st.id, st.first_name || ' ' || st.last_name as name,
            pu.first_name || ' ' || pu.last_name as "parentName"
       from tutoring_histories h join students st on st.id = h.student_id
       left join parents p on p.id = st.parent_id left join users pu on pu.id = p.user_id
      where h.tutor_id = $1 and h.active
        and exists (select 1 from attendances a join sessions s on s.id = a.session_id
                    where a.student_id = st.id and s.supervisor_id = $1)
      order by st.last_name, st.first_name limit 1`,
    [tutor.tutorId],
  )) as [typeof mine];
  // A student in none of the tutor's sessions, supervised or assigned.
  const [other] = await api.query<{ id: number }>(
    `select st.id from students st
      where not exists (select 1 from attendances a join sessions s on s.id = a.session_id
                        where a.student_id = st.id
                          and (s.supervisor_id = $1 or exists (select 1 from assignments x
                               where x.session_id = s.id and x.employee_id = $1)))
      order by st.id limit 1`,
    [tutor.tutorId],
  );
  notMine = other!.id;
}, 30_000);
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => vi.useRealTimers());

describe("the tutor's student pages", { timeout: 30_000 }, () => {
  it("opens from the Tutoring tab on the student's academic planner, then lists their sessions", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/tutor/dashboard/students');
    const table = await screen.findByRole(
      'table',
      { name: 'Tutoring students' },
      { timeout: 15_000 },
    );
    await user.click(within(table).getByRole('link', { name: mine.name }));

    expect(await screen.findByRole('heading', { name: mine.name, level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/tutor/students/${mine.id}/academic-planner`),
    );
    expect(await screen.findByRole('heading', { name: 'Academic planner' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Student pages' });
    // Spec §2: the tutor's children are the planner, sessions list, contact and exams.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Academic planner', 'Sessions', 'Contact', 'Exams']);

    await user.click(within(tabs).getByRole('tab', { name: 'Sessions' }));
    const sessions = await screen.findByRole('table', { name: 'Sessions' });
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading sessions')).not.toBeInTheDocument(),
    );
    expect(within(sessions).getAllByRole('row').length).toBeGreaterThan(1);
    expect(
      api
        .requestsTo('/api/v2/sessions')
        .some((url) => url.searchParams.get('studentId') === String(mine.id)),
    ).toBe(true);
  });

  it("shows the student's parent and advisor on the contact tab, not the family's account form", async () => {
    renderApp(`/tutor/students/${mine.id}/contact`);
    const parentCard = await screen.findByRole('region', { name: 'Parent' }, { timeout: 15_000 });
    expect(
      within(parentCard).getByText(mine.parentName ?? 'No parent is on file.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Advisor' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your details' })).not.toBeInTheDocument();
  });

  it('says a student who is not theirs cannot be found: the server answers 404', async () => {
    const { status } = await api.request('GET', `/api/v2/students/${notMine}`);
    expect(status).toBe(404);
    renderApp(`/tutor/students/${notMine}/sessions-list`);
    expect(
      await screen.findByRole('heading', { name: 'Student not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(STUDENT_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Student pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My students' })).toHaveAttribute(
      'href',
      '/tutor/dashboard/students',
    );
  });
});
