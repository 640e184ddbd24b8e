import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_QUESTION } from '@tp/ui';
import { COMPONENT_TEST_NOW, TUTOR_EMAIL, startLiveTestApi } from '../test/test-api.ts';
import { currentUrl, renderApp } from '../test/render-app.tsx';

const api = startLiveTestApi();

/** Whether a reload or a closed tab would get the browser's prompt now. */
function reloadIsPrompted(): boolean {
  const unloading = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unloading);
  return unloading.defaultPrevented;
}

/** Answers the unsaved-changes question with Stay or Leave, once it is asked. */
async function answerTheQuestion(
  user: ReturnType<typeof userEvent.setup>,
  answer: 'Stay' | 'Leave',
) {
  const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
  expect(within(question).getByText(UNSAVED_CHANGES_QUESTION)).toBeInTheDocument();
  await user.click(within(question).getByRole('button', { name: answer }));
  if (answer === 'Stay')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
}

async function openTheProfile() {
  await api.signInAs(TUTOR_EMAIL);
  const view = renderApp('/tutor/profile');
  const firstName = await screen.findByRole('textbox', { name: /first name/i });
  return { ...view, firstName };
}

describe('a page form with unsaved changes', () => {
  it('asks before an in-app navigation, stays when told to, and leaves when told to', async () => {
    const user = userEvent.setup();
    const { router, firstName } = await openTheProfile();
    await user.type(firstName, 'x');

    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    await answerTheQuestion(user, 'Stay');
    expect(currentUrl(router)).toBe('/tutor/profile');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Marcusx');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await answerTheQuestion(user, 'Leave');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/tutor\/dashboard/));
  });

  it('leaves an untouched form without asking', async () => {
    const user = userEvent.setup();
    const { router } = await openTheProfile();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/tutor\/dashboard/));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('has the browser ask before a reload only while changes are unsaved', async () => {
    const user = userEvent.setup();
    const { firstName } = await openTheProfile();
    expect(reloadIsPrompted()).toBe(false);

    await user.type(firstName, 'x');
    await waitFor(() => expect(reloadIsPrompted()).toBe(true));

    await user.clear(firstName);
    await user.type(firstName, 'Marcus');
    await waitFor(() => expect(reloadIsPrompted()).toBe(false));
  });

  it('neither asks nor prompts once the changes are saved', async () => {
    api.willWrite();
    const user = userEvent.setup();
    const { router, firstName } = await openTheProfile();
    await user.clear(firstName);
    await user.type(firstName, 'Tia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();

    await waitFor(() => expect(reloadIsPrompted()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/schedule'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});

describe('a dialog with unsaved changes', () => {
  const STUDENT_EMAIL = 'student@demo.test';
  let studyAreasUrl: string;

  beforeAll(async () => {
    const [row] = await api.query<{ id: number }>(
      `select s.id from students s join users u on u.id = s.user_id where u.email = $1`,
      [STUDENT_EMAIL],
    );
    studyAreasUrl = `/student/students/${row!.id}/study-areas`;
  });

  it('asks before closing with changes, stays open when told to, and closes when told to', async () => {
    await api.signInAs(STUDENT_EMAIL);
    const user = userEvent.setup();
    renderApp(studyAreasUrl);

    await user.click(await screen.findByRole('button', { name: 'Edit Algebra II' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit study area' });
    await user.click(within(dialog).getByRole('radio', { name: 'Completely overwhelmed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await answerTheQuestion(user, 'Stay');
    expect(
      within(screen.getByRole('dialog', { name: 'Edit study area' })).getByRole('radio', {
        name: 'Completely overwhelmed',
      }),
    ).toBeChecked();

    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit study area' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await answerTheQuestion(user, 'Leave');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit study area' })).not.toBeInTheDocument(),
    );
  });

  it('closes an untouched dialog at once', async () => {
    await api.signInAs(STUDENT_EMAIL);
    const user = userEvent.setup();
    renderApp(studyAreasUrl);

    await user.click(await screen.findByRole('button', { name: 'Edit Algebra II' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit study area' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit study area' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});

describe('the booking form with times picked', () => {
  afterEach(() => vi.useRealTimers());

  it('asks before its dialog closes, and closes untouched without asking', async () => {
    // The planner's "today" is the demo world's; its calendar asks where the pointer is.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(COMPONENT_TEST_NOW);
    document.elementFromPoint = () => null;
    const [child] = await api.query<{ studentId: number; day: string }>(
      `select s.id as "studentId", to_char(a.starts_at at time zone s.time_zone, 'YYYY-MM-DD') as day
         from users u join parents p on p.user_id = u.id join students s on s.parent_id = p.id
         join enrollments e on e.student_id = s.id and e.tutor_id is not null and e.status = 'active'
         join availabilities a on a.tutor_id = e.tutor_id and not a.locked and a.starts_at > $1
        where u.email = 'parent@demo.test' order by a.starts_at limit 1`,
      [COMPONENT_TEST_NOW.toISOString()],
    );
    await api.signInAs('parent@demo.test');
    const user = userEvent.setup();
    renderApp(`/parent/students/${child!.studentId}/academic-planner?date=${child!.day}`);
    const openBooking = async () => {
      const [open] = await screen.findAllByText(/^Available/, {}, { timeout: 20_000 });
      await user.click(open!);
      return screen.findByRole('dialog', { name: 'Book tutoring' });
    };

    let dialog = await openBooking();
    // The footer's Close (the title's close icon has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book tutoring' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    dialog = await openBooking();
    await user.click(within(dialog).getByRole('combobox', { name: 'Duration' }));
    await user.click(await screen.findByRole('option', { name: '90 minutes' }));
    // The footer's Close (the title's close icon has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await answerTheQuestion(user, 'Stay');
    expect(screen.getByRole('dialog', { name: 'Book tutoring' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await answerTheQuestion(user, 'Leave');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book tutoring' })).not.toBeInTheDocument(),
    );
  }, 60_000);
});
