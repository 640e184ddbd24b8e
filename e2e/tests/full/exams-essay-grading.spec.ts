import { expect, test, type Page } from '@playwright/test';
import { examsClient } from '../../support/exams.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

const ESSAY = `Journey essay ${Date.now()}: a city should keep its libraries open late, because students need quiet.`;

interface ExamWire {
  id: number;
  exam_type: string;
  extended_time: boolean;
  form_code: string;
  essay: { min_score: number; max_score: number } | null;
}

/** A screenshot of the page as it is, kept with the test's results. */
async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('a tutor grades an essay assigned to them; the student sees the score, their charts and the practice videos', async ({
  page,
  browser,
  request,
}) => {
  // Set-up through the API, as staff would have it: a new SAT sitting of the demo student with
  // an essay, assigned to the demo tutor (an essay grader in the demo world).
  const exams = await examsClient(request);
  const students = (await exams.admin.get('/api/v2/students?query=Lily%20Brennan')) as {
    students: { id: number }[];
  };
  const studentId = students.students[0]!.id;
  const catalogue = (await exams.get('/api/exams.json')) as { exams: ExamWire[] };
  const exam = catalogue.exams.find(
    (e) => e.exam_type === 'SAT' && !e.extended_time && e.essay !== null,
  )!;
  const created = (await exams.post('/api/transcripts.json', {
    exam_id: exam.id,
    first_name: 'Lily',
    last_name: 'Brennan',
    student_id: studentId,
  })) as { transcript: { id: number } };
  const transcriptId = created.transcript.id;
  try {
    await exams.put(`/api/transcripts/${transcriptId}.json`, { essay: { text: ESSAY } });
    const graders = (await exams.get('/api/essay/graders')) as {
      graders: { id: number; email: string }[];
    };
    const tutor = graders.graders.find((g) => g.email === 'tutor@demo.test')!;
    const assigned = (await exams.post('/api/essay/graders/assign', {
      transcript_id: transcriptId,
      grader_id: tutor.id,
    })) as { message: string };
    expect(assigned.message).toBe('Assigned essay to Marcus Okafor');

    // The tutor opens Essay Grading from the spec's path; the grading screen loads in its frame.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInBeforeLoad(page, 'tutor@demo.test');
    await page.goto('/essay-grading');
    await expect(page).toHaveURL(/\/tutor\/essay-grading$/);
    await expect(page.getByRole('heading', { name: 'Essay Grading' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Essay grading"]');
    await expect(frame.getByRole('heading', { name: 'Essays to grade' })).toBeVisible();
    // The demo tutor has other essays waiting: open the student's until ours shows.
    const essays = frame.getByRole('list', { name: 'Assigned essays' }).getByRole('button', {
      name: /Lily Brennan/,
    });
    const section = frame.getByRole('region', { name: 'Essay' });
    await expect(essays.first()).toBeVisible();
    const count = await essays.count();
    for (let index = 0; index < count; index += 1) {
      await essays.nth(index).click();
      // The list marks the essay selected in the render that opens it: only then is the
      // section's text the clicked essay's (on a busy machine the check ran a render early).
      await expect(essays.nth(index)).toHaveClass(/Mui-selected/);
      if (await section.getByText(ESSAY).isVisible()) break;
    }
    await expect(section.getByText(ESSAY)).toBeVisible();
    await keepScreenshot(page, 'essay-grading-1280');

    const best = String(exam.essay!.max_score);
    await section.getByRole('combobox', { name: 'Rubric score' }).click();
    await frame.getByRole('option', { name: best, exact: true }).click();
    await section.getByRole('textbox', { name: 'Comments' }).fill('Clear claim, good evidence.');
    await section.getByRole('button', { name: 'Save score' }).click();
    await expect(frame.getByText('Saved the essay score for Lily Brennan')).toBeVisible();
    await expect(section.getByText(ESSAY)).toHaveCount(0);

    // The student sees the score with their charts, and the practice videos.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const studentPage = await context.newPage();
    try {
      await signInBeforeLoad(studentPage, 'student@demo.test');
      await studentPage.goto('/exams/transcripts');
      await expect(studentPage.getByRole('heading', { name: 'Exams', level: 1 })).toBeVisible();
      await expect(
        studentPage.getByRole('figure', { name: 'SAT scores', exact: true }),
      ).toBeVisible();
      await expect(
        studentPage.getByRole('figure', { name: 'ACT scores', exact: true }),
      ).toBeVisible();
      const list = studentPage.getByRole('list', { name: 'Exam transcripts' });
      await expect(
        list.getByText(`Essay ${best} of ${best}, graded by Marcus Okafor`).first(),
      ).toBeVisible();
      await keepScreenshot(studentPage, 'exam-transcripts-390');

      for (const label of ['ACT', 'SAT', 'PSAT', 'SAT Extended Time'])
        await expect(studentPage.getByRole('link', { name: label, exact: true })).toBeVisible();
      await studentPage.getByRole('link', { name: 'SAT Extended Time', exact: true }).click();
      await expect(studentPage).toHaveURL(/\/practice-exam\/sat-extended-time$/);
      await expect(
        studentPage.getByRole('heading', { name: /SAT Extended Time/, level: 1 }),
      ).toBeVisible();
      // No subject outside the six goes anywhere but home.
      await studentPage.goto('/practice-exam/lsat');
      await expect(studentPage).not.toHaveURL(/practice-exam/);
    } finally {
      await context.close();
    }
  } finally {
    await exams.delete(`/api/transcripts/${transcriptId}.json`);
  }
});
