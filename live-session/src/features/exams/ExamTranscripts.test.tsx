import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = startLiveTestApi();
const STUDENT_EMAIL = 'student@demo.test';
let studentId: number;

beforeAll(async () => {
  const [row] = await api.query<{ id: number }>(
    'select s.id from students s join users u on u.id = s.user_id where u.email = $1',
    [STUDENT_EMAIL],
  );
  studentId = row!.id;
});
beforeEach(() => api.signInAs(STUDENT_EMAIL));

describe('the exams screen (spec sign-in-exams §2)', () => {
  it('shows one score chart per exam type, the transcripts and the practice videos', async () => {
    renderApp(`/student/students/${studentId}/exams`);
    for (const type of ['ACT', 'SAT', 'PSAT'])
      expect(await screen.findByRole('figure', { name: `${type} scores` })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Exam transcripts' });
    const [counted] = await api.query<{ count: number }>(
      'select count(*)::int as count from exam_transcripts where student_id = $1',
      [studentId],
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(counted!.count);
    expect(within(list).getByText('Not scored yet')).toBeInTheDocument();
    const videos = screen.getByRole('region', { name: 'Proctored practice video' });
    expect(
      within(videos)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/practice-exam/act',
      '/practice-exam/act-extended-time',
      '/practice-exam/sat',
      '/practice-exam/sat-extended-time',
      '/practice-exam/psat',
      '/practice-exam/psat-extended-time',
    ]);
  });

  it('deletes an exam after asking, and says so', async () => {
    const user = userEvent.setup();
    const [latest] = await api.query<{ id: number }>(
      'select id from exam_transcripts where student_id = $1 order by taken_on desc, id desc limit 1',
      [studentId],
    );
    renderApp(`/student/students/${studentId}/exams`);
    await user.click(await screen.findByRole('button', { name: `Delete exam ${latest!.id}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this exam?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Successfully Deleted exam ${latest!.id}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Delete exam ${latest!.id}` })).toBeNull(),
    );
    expect(await api.query('select id from exam_transcripts where id = $1', [latest!.id])).toEqual(
      [],
    );
  });

  it('takes /exams/transcripts to the student’s own Exams tab, keeping the query', async () => {
    const { router } = renderApp('/exams/transcripts?transcript_id=1');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/student/students/${studentId}/exams?transcript_id=1`),
    );
  });

  it('plays only the six practice subjects; any other goes to /', async () => {
    const { router } = renderApp('/practice-exam/sat-extended-time');
    expect(
      await screen.findByRole('heading', { name: 'SAT Extended Time proctored practice exam' }),
    ).toBeInTheDocument();
    await router.navigate('/practice-exam/gre');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/practice-exam/gre'));
    expect(router.state.location.pathname).not.toMatch(/practice-exam/);
  });
});
