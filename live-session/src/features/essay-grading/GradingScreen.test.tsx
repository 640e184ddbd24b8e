import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startLiveTestApi } from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = startLiveTestApi();
const GRADER_EMAIL = 'tutor@demo.test';

/** The essays waiting for the demo tutor, oldest first, as the grading screen lists them. */
async function waitingEssays() {
  return api.query<{ id: number; first_name: string; last_name: string }>(
    `select t.id, t.first_name, t.last_name from exam_transcripts t
       join employees e on e.id = t.essay_grader_id join users u on u.id = e.user_id
      where u.email = $1 and t.essay_text is not null and t.essay_score is null
      order by t.id`,
    [GRADER_EMAIL],
  );
}

describe('the essay grading screen (spec sign-in-exams §2 /essay-grading)', () => {
  it('lists the grader’s essays, scores one on its rubric with comments, and saves it', async () => {
    const user = userEvent.setup();
    await api.signInAs(GRADER_EMAIL);
    const before = await waitingEssays();
    expect(before.length).toBeGreaterThan(1);
    renderApp('/essay-grading/screen');

    const list = await screen.findByRole('list', { name: 'Assigned essays' });
    expect(within(list).getAllByRole('button')).toHaveLength(before.length);
    const essay = screen.getByRole('region', { name: 'Essay' });
    const save = within(essay).getByRole('button', { name: 'Save score' });
    // No score chosen yet: nothing to save.
    expect(save).toBeDisabled();

    await user.click(within(essay).getByRole('combobox', { name: 'Rubric score' }));
    const options = await screen.findAllByRole('option');
    const best = options.at(-1)!;
    const score = Number(best.textContent);
    await user.click(best);
    await user.type(within(essay).getByRole('textbox', { name: 'Comments' }), 'Strong thesis.');
    await user.click(save);

    const graded = before[0]!;
    expect(
      await screen.findByText(`Saved the essay score for ${graded.first_name} ${graded.last_name}`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getAllByRole('button')).toHaveLength(before.length - 1),
    );
    const [row] = await api.query<{
      essay_score: number;
      essay_comments: string;
      essay_graded_at: string | null;
    }>('select essay_score, essay_comments, essay_graded_at from exam_transcripts where id = $1', [
      graded.id,
    ]);
    expect(row).toMatchObject({ essay_score: score, essay_comments: 'Strong thesis.' });
    expect(row!.essay_graded_at).not.toBeNull();
  });

  it('tells a tutor who does not grade essays that the page is not for them', async () => {
    await api.signInAs('leader@demo.test');
    renderApp('/essay-grading');
    expect(
      await screen.findByText('Essay grading is for tutors who grade essays.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Essay grading')).toBeNull();
  });
});
