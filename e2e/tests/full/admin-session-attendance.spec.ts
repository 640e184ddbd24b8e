import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

interface ListedSession {
  id: number;
  endsAt: string;
  attendancesCount: number;
  canceledAt: string | null;
  course: { brand: { name: string } };
}

test('staff edit a session’s attendance with points and a gem on its page, then allot its subjects', async ({
  page,
  request,
}) => {
  const api = await apiSignIn(request, 'admin@demo.test');
  const { sessions } = (await api.get(
    '/api/v2/sessions?per=1000&orderBy=starts_at&orderSort=desc&include=course.brand',
  )) as { sessions: ListedSession[] };
  const session = sessions.find(
    (s) =>
      s.course.brand.name === 'Math Achievers Club' &&
      new Date(s.endsAt).getTime() < Date.now() &&
      s.attendancesCount > 1 &&
      s.canceledAt === null,
  );
  expect(session, 'a past Math Achievers Club session with students').toBeDefined();
  const before = (await api.get(`/api/v2/sessions/${session!.id}?include=attendances.student`)) as {
    session: {
      attendances: { studentId: number; student: { fullName: string; points: number } }[];
    };
  };
  const first = before.session.attendances[0]!;

  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto(`/admin/sessions/${session!.id}/show`);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance).toBeVisible();

  // The demo world took this attendance already: staff edit it.
  await attendance.getByRole('button', { name: /^(Edit|Take) Attendance$/ }).click();
  await attendance.getByLabel(`Attended: ${first.student.fullName}`).check();
  await attendance
    .getByRole('button', { name: `Give ${first.student.fullName} 10 points` })
    .click();
  await attendance.getByRole('button', { name: `Amethyst for ${first.student.fullName}` }).click();
  await attendance.getByRole('button', { name: 'Submit Attendance' }).click();
  await expect(page.getByText('Attendance has been submitted for this session')).toBeVisible();
  await expect(attendance.getByText(/^Submitted on /)).toBeVisible();

  const after = (await api.get(`/api/v2/students/${first.studentId}`)) as {
    student: { points: number };
  };
  expect(after.student.points).toBe(first.student.points + 10);

  // Subject allotments: the form until saved, then the read view.
  // Whichever the panel shows once it has loaded (isVisible alone does not wait for it).
  const question = page.getByText('What subjects did you work on today?');
  const editAllotments = page.getByRole('button', { name: 'Edit Allotments' });
  await expect(question.or(editAllotments).first()).toBeVisible();
  if (!(await question.isVisible())) await editAllotments.click();
  const total = page.getByTestId('allotment-total');
  const minutes = Number(/of (\d+) minutes/.exec((await total.textContent())!)![1]);
  const subjects = page.getByRole('list', { name: 'Subjects' }).getByRole('listitem');
  for (let i = 0; i < (await subjects.count()); i++) {
    const clear = subjects.nth(i).getByRole('button', { name: /^Clear / });
    if (await clear.isEnabled()) await clear.click();
  }
  await subjects
    .first()
    .getByRole('button', { name: new RegExp(`: ${minutes} minutes$`) })
    .click();
  await expect(total).toContainText('Perfect!');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('We have saved your subject allotments.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subject allotments' })).toContainText(
    `${minutes} minutes`,
  );
});
