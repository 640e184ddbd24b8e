import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { EXAMS_SERVER_ERROR_MESSAGE, NO_ESSAY_GRADERS_MESSAGE, examById } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

// Each test renders the whole back-office over the real API: allow for a busy machine.
const SLOW = 60_000;

/** A student with an essay written and not graded, and how many sittings they have. */
async function studentWithWaitingEssay() {
  const [row] = await api.query<{ student_id: number; id: number; sittings: number }>(
    `select t.student_id, t.id,
        (select count(*)::int from exam_transcripts x where x.student_id = t.student_id) as sittings
       from exam_transcripts t
      where t.essay_text is not null and t.essay_score is null
      order by t.id limit 1`,
  );
  if (!row) throw new Error('the demo world has no essay waiting');
  return row;
}

describe('StudentExams', () => {
  it(
    'draws one score chart per exam type the student has a scored sitting of',
    async () => {
      await api.signInAs('advisor@demo.test');
      // The student with the most scored sittings; their exam types come from the catalogue.
      const scored = await api.query<{ student_id: number; exam_id: number }>(
        `select student_id, exam_id from exam_transcripts
          where score is not null
            and student_id = (select student_id from exam_transcripts where score is not null
                               group by student_id order by count(*) desc, student_id limit 1)`,
      );
      const types = [...new Set(scored.map((row) => examById(row.exam_id)!.examType))];
      renderApp(`/admin/students/${scored[0]!.student_id}/show/exams`);
      await screen.findByRole('table', { name: 'Exam transcripts' }, { timeout: 10_000 });
      // The charts load lazily after the table.
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('figure')
            .map((figure) => figure.getAttribute('aria-label'))
            .sort(),
        ).toEqual(types.map((type) => `${type} scores`).sort()),
      );
    },
    SLOW,
  );

  it(
    'says the exams server failed when the sittings cannot be loaded',
    async () => {
      await api.signInAs('advisor@demo.test');
      const [row] = await api.query<{ student_id: number }>(
        'select student_id from exam_transcripts order by id limit 1',
      );
      api.server.use(
        http.get('*/api/transcripts.json', () => HttpResponse.json({}, { status: 500 })),
      );
      renderApp(`/admin/students/${row!.student_id}/show/exams`);
      expect(
        await screen.findByText(EXAMS_SERVER_ERROR_MESSAGE, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('figure')).toBeNull();
    },
    SLOW,
  );

  it(
    'lists the student’s sittings and gives a waiting essay to a grader',
    async () => {
      api.willWrite();
      await api.signInAs('advisor@demo.test');
      const waiting = await studentWithWaitingEssay();
      renderApp(`/admin/students/${waiting.student_id}/show/exams`);

      const table = await screen.findByRole(
        'table',
        { name: 'Exam transcripts' },
        { timeout: 10_000 },
      );
      // The header row, then one row per sitting.
      expect(within(table).getAllByRole('row')).toHaveLength(waiting.sittings + 1);
      const assign = within(table).getByRole('button', {
        name: `Assign a grader to exam ${waiting.id}`,
      });
      fireEvent.click(assign);

      const dialog = await screen.findByRole('dialog', { name: 'Assign essay grader' });
      const graders = await within(dialog).findByRole('list', { name: 'Essay graders' });
      fireEvent.click(within(graders).getByRole('button', { name: /Marcus Okafor/ }));

      expect(await screen.findByText('Assigned essay to Marcus Okafor')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Assign essay grader' })).toBeNull(),
      );
      const [row] = await api.query<{ name: string }>(
        `select u.first_name || ' ' || u.last_name as name from exam_transcripts t
           join employees e on e.id = t.essay_grader_id
           join users u on u.id = e.user_id
          where t.id = $1`,
        [waiting.id],
      );
      expect(row!.name).toBe('Marcus Okafor');
      expect(
        await within(table).findAllByText('Essay with Marcus Okafor for grading'),
      ).not.toHaveLength(0);
    },
    SLOW,
  );

  it(
    'says there are no essay graders when nobody grades essays',
    async () => {
      api.willWrite();
      await api.query('update tutors set essay_grader = false');
      await api.signInAs('admin@demo.test');
      const waiting = await studentWithWaitingEssay();
      renderApp(`/admin/students/${waiting.student_id}/show/exams`);

      fireEvent.click(
        await screen.findByRole(
          'button',
          { name: `Assign a grader to exam ${waiting.id}` },
          { timeout: 10_000 },
        ),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Assign essay grader' });
      expect(await within(dialog).findByText(NO_ESSAY_GRADERS_MESSAGE)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so for a student with no exams',
    async () => {
      await api.signInAs('advisor@demo.test');
      const [student] = await api.query<{ id: number }>(
        'select s.id from students s where not exists (select 1 from exam_transcripts t where t.student_id = s.id) order by s.id limit 1',
      );
      renderApp(`/admin/students/${student!.id}/show/exams`);
      expect(
        await screen.findByText('No exams recorded for this student.', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});
