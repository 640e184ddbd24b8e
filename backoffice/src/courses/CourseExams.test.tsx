import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import {
  DATE_REQUIRED_MESSAGE,
  EXAMS_SERVER_ERROR_MESSAGE,
  NO_SCORED_EXAMS_MESSAGE,
  REPORT_DATE_AFTER_TODAY_MESSAGE,
  SERVER_ERROR_TITLE,
} from '@tp/domain';
import { TEST_NOW, createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

/**
 * The demo course of 1 to 399 students (active enrollments) with the most scored exams of its students in its
 * default report range (15 days before its start to the earlier of 30 days after its end and
 * today).
 */
async function courseWithScoredExams(): Promise<{ id: number; scored: number }> {
  const [course] = await api.query<{ id: number; scored: number }>(
    `select c.id, count(t.id)::int as scored
       from courses c
       join enrollments e on e.course_id = c.id and e.status = 'active'
       join exam_transcripts t on t.student_id = e.student_id and t.status = 'scored'
        and t.taken_on between c.starts_at - 15 and least(c.ends_at + 30, $1::date)
      where (select count(*) from enrollments x where x.course_id = c.id and x.status = 'active')
            between 1 and 399
      group by c.id
      order by scored desc, c.id
      limit 1`,
    [TEST_NOW.toISOString().slice(0, 10)],
  );
  if (!course) throw new Error('the demo world has no course with scored exams');
  return course;
}

/** The tab's start or end date (MUI's accessible field keeps the MM/DD/YYYY text in a hidden input). */
function rangeInput(name: 'start_date' | 'end_date'): HTMLInputElement {
  const fieldset = screen.getByRole('group', { name: 'Scored exams between' });
  const input = fieldset.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  return input;
}

const setRangeDate = (name: 'start_date' | 'end_date', usDate: string) =>
  fireEvent.change(rangeInput(name), { target: { value: usDate } });

async function openExamsTab(courseId: number) {
  renderApp(`/admin/courses/${courseId}/show/exams`);
  return screen.findByRole('button', { name: 'Exam reports' }, { timeout: 10_000 });
}

describe('CourseExams', () => {
  it('shows the course’s score summaries and section analysis as tables', async () => {
    const course = await courseWithScoredExams();
    await openExamsTab(course.id);
    expect(await screen.findByRole('table', { name: 'Score summaries' })).toBeInTheDocument();
    const analysis = screen.getByRole('table', { name: 'Section analysis' });
    expect(within(analysis).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('shows the summaries and analysis of the range the user chooses', async () => {
    const course = await courseWithScoredExams();
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/reports/')) asked.push(request.url);
    };
    api.server.events.on('request:start', record);
    try {
      await openExamsTab(course.id);
      expect(await screen.findByRole('table', { name: 'Score summaries' })).toBeInTheDocument();
      const defaultStart = rangeInput('start_date').value;
      const defaultEnd = rangeInput('end_date').value;
      expect(defaultStart).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      setRangeDate('start_date', '01/01/2000');
      setRangeDate('end_date', '01/31/2000');
      expect(await screen.findByText(NO_SCORED_EXAMS_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Score summaries' })).toBeNull();
      expect(
        asked.some((url) => /summaries\?.*start_date=2000-01-01&end_date=2000-01-31/.test(url)),
      ).toBe(true);
      expect(
        asked.some((url) => /analysis\?.*start_date=2000-01-01&end_date=2000-01-31/.test(url)),
      ).toBe(true);

      setRangeDate('start_date', defaultStart);
      setRangeDate('end_date', defaultEnd);
      expect(await screen.findByRole('table', { name: 'Score summaries' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Section analysis' })).toBeInTheDocument();
    } finally {
      api.server.events.removeListener('request:start', record);
    }
  });

  it('asks for both dates and none after today, as the modal does, before loading the tables', async () => {
    const course = await courseWithScoredExams();
    await openExamsTab(course.id);
    expect(await screen.findByRole('table', { name: 'Score summaries' })).toBeInTheDocument();

    setRangeDate('end_date', '01/01/2999');
    expect(await screen.findByText(REPORT_DATE_AFTER_TODAY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Score summaries' })).toBeNull();

    setRangeDate('start_date', '');
    expect(await screen.findByText(DATE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Section analysis' })).toBeNull();
  });

  it('says the exams server failed when the summaries cannot be loaded', async () => {
    const course = await courseWithScoredExams();
    api.server.use(
      http.get('*/api/reports/summaries', () => HttpResponse.json({}, { status: 500 })),
    );
    await openExamsTab(course.id);
    expect(await screen.findByText(EXAMS_SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Score summaries' })).toBeNull();
  });

  it('runs a report from the modal: Run Report waits for a choice, then says where it is mailed', async () => {
    api.willWrite();
    const course = await courseWithScoredExams();
    fireEvent.click(await openExamsTab(course.id));
    const dialog = await screen.findByRole('dialog', { name: 'Exam reports' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Exam type' }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('All exam types');
    expect(options[1]).toHaveTextContent(/^(ACT|SAT|PSAT)[^:]*: \S+ \(\d+ scored\)$/);
    fireEvent.click(options[1]!);
    const run = within(dialog).getByRole('button', { name: 'Run Report' });
    expect(run).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Score summary' }));
    expect(run).toBeEnabled();
    fireEvent.click(run);
    expect(
      await screen.findByText(
        'The report will be emailed to you within 5-10 minutes at: admin@demo.test',
      ),
    ).toBeInTheDocument();
    const [queued] = await api.query<{ examType: string | null }>(
      'select exam_type as "examType" from score_report_requests order by id desc limit 1',
    );
    expect(queued!.examType).toMatch(/^(ACT|SAT|PSAT)$/);
  });

  it('says the server failed, titled as the catalogue says, when the report fails', async () => {
    const course = await courseWithScoredExams();
    api.server.use(http.post('*/api/reports', () => HttpResponse.json({}, { status: 500 })));
    fireEvent.click(await openExamsTab(course.id));
    const dialog = await screen.findByRole('dialog', { name: 'Exam reports' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Section analysis' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run Report' }));
    expect(
      await screen.findByText(EXAMS_SERVER_ERROR_MESSAGE, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
  });

  it('has no Exams tab for a course without students', async () => {
    const [course] = await api.query<{ id: number }>(
      `select c.id from courses c
        where not exists (select 1 from enrollments e where e.course_id = c.id and e.status = 'active')
        order by c.id limit 1`,
    );
    if (!course) throw new Error('the demo world has no course without students');
    renderApp(`/admin/courses/${course.id}/show`);
    expect(await screen.findByRole('tab', { name: /^Enrollments/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Exams' })).toBeNull());
  });
});
