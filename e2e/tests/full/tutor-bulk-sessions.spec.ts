import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "HH:mm" of an instant read in a zone, as the editor's Time field takes it. */
function clockIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value) % 24;
  return `${String(hour).padStart(2, '0')}:${parts.find((p) => p.type === 'minute')!.value}`;
}

/**
 * A tutor edits their sessions in bulk (spec scheduling §1, §6): on the dashboard's Tutoring
 * tab, Sessions lists a student's upcoming sessions; the tutor checks two Tutoring sessions they
 * supervise, moves them an hour later in the session editor (no Tutors required field) and
 * finds them moved. Staff seed the two sessions through the API on days of their own in a
 * summer of 2031 (no daylight-saving change), a retry on other days.
 */
test('a tutor selects two of their Tutoring sessions and moves them an hour later', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiSignIn(request, 'admin@demo.test');
  const tutor = await apiSignIn(page.request, 'tutor@demo.test');
  const zone = tutor.user.timeZone ?? 'UTC';
  const { tutoring_histories: histories } = (await tutor.get(
    `/api/v2/tutoring_histories?tutorId=${tutor.user.tutorId}&active=true&noPagination=true`,
  )) as {
    tutoring_histories: {
      studentName: string;
      courseId: number | null;
      brandName: string | null;
    }[];
  };
  const history = histories.find((h) => h.courseId !== null && h.brandName === 'Private Tutoring')!;
  expect(history).toBeTruthy();

  // Two days in June–July 2031 that this run (and its retry) has to itself, 16:00 UTC.
  const stamp = Date.now();
  const first = new Date(
    Date.UTC(2031, 5, 2, 16) + (((stamp / 1000) | 0) % 25) * 2 * DAY + testInfo.retry * DAY,
  );
  const second = new Date(first.getTime() + 7 * DAY);
  const seeded: number[] = [];
  for (const startsAt of [first, second]) {
    const { session } = (await admin.post('/api/v2/sessions', {
      session: {
        courseId: history.courseId,
        startsAt: startsAt.toISOString(),
        duration: 60,
        type: 'Tutoring',
        supervisorId: tutor.user.tutorId,
        name: `Bulk ${stamp}`,
      },
    })) as { session: { id: number } };
    seeded.push(session.id);
  }

  await page.goto('/tutor/dashboard/students');
  await page.getByRole('button', { name: `Sessions with ${history.studentName}` }).click();
  const sessionsDialog = page.getByRole('dialog', { name: `Sessions with ${history.studentName}` });
  const ours = sessionsDialog.getByRole('listitem').filter({ hasText: `Bulk ${stamp}` });
  await expect(ours).toHaveCount(2);
  for (const item of await ours.all()) await item.getByRole('checkbox').check();
  await expect(sessionsDialog.getByText('2 selected')).toBeVisible();
  await sessionsDialog.getByRole('button', { name: 'Edit selected' }).click();

  const editor = page.getByRole('dialog', { name: 'Session Editor' });
  const rows = editor.getByRole('table', { name: 'Sessions to save' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Spec §2: the tutor app hides Tutors required.
  await expect(editor.getByLabel(/^Tutors required/)).toHaveCount(0);
  await editor.getByRole('checkbox', { name: 'Select all rows' }).check();
  await editor.getByLabel(/^Time/).fill(clockIn(new Date(first.getTime() + HOUR), zone));
  await editor.getByRole('button', { name: 'Apply to selected' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved all of your changes.')).toBeVisible();
  await expect(editor).toBeHidden();

  // The list shows the replacements; the API has them an hour later, and the old ones gone.
  await expect(sessionsDialog).toBeVisible();
  await expect(ours).toHaveCount(2);
  const { sessions } = (await admin.get(
    `/api/v2/sessions?courseId=${history.courseId}&startsAt=${first.toISOString()}&per=100`,
  )) as { sessions: { id: number; name: string | null; startsAt: string }[] };
  const moved = sessions.filter((s) => s.name === `Bulk ${stamp}`);
  expect(moved.map((s) => s.startsAt).sort()).toEqual([
    new Date(first.getTime() + HOUR).toISOString(),
    new Date(second.getTime() + HOUR).toISOString(),
  ]);
  expect(moved.some((s) => seeded.includes(s.id))).toBe(false);
});
