import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';

const HOUR = 3_600_000;

/** "h:mma" as the editor writes times (spec §2), of an instant read in a zone. */
function clockIn(instant: string | Date, zone: string): { hhmm: string; label: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const hour = Number(parts.find((p) => p.type === 'hour')!.value) % 24;
  const minute = parts.find((p) => p.type === 'minute')!.value;
  const label = `${hour % 12 === 0 ? 12 : hour % 12}:${minute}${hour < 12 ? 'am' : 'pm'}`;
  return { hhmm: `${String(hour).padStart(2, '0')}:${minute}`, label };
}

async function typeDate(page: Page, usDigits: string) {
  const date = page.getByRole('dialog').getByRole('group', { name: 'Date' });
  await date.click();
  await page.keyboard.type(usDigits);
}

/**
 * The session editor journey (spec scheduling §2, §4, §5): staff open a course's sessions,
 * edit two of them in bulk (the start time) and see the replacements; add a four-week repeat
 * whose third week is Memorial Day (27 May 2030) and see the holiday in the Alerts column;
 * and a change that would double-book the tutor answers the 409's message and saves nothing.
 * The course, its sessions and the tutor's other session are seeded through the API.
 */
test('staff edit course sessions in bulk, repeat weekly with a holiday alert, and cannot double-book a tutor', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const api = await apiSignIn(page.request, 'admin@demo.test');
  const zone = api.user.timeZone ?? 'UTC';
  const { brands } = (await api.get('/api/v2/brands?per=100')) as {
    brands: { id: number; name: string }[];
  };
  const brandId = brands.find((brand) => brand.name === 'SAT Prep Live')!.id;
  const stamp = Date.now();
  const makeCourse = async (title: string) =>
    (
      (await api.post('/api/v2/courses', {
        course: { title, name: `se-${title.length}-${stamp}`, brandId },
      })) as { course: { id: number } }
    ).course.id;
  const courseId = await makeCourse(`Editor ${stamp}`);
  const otherCourseId = await makeCourse(`Other ${stamp}`);
  const { tutors } = (await api.get('/api/v2/tutors?active=true&per=50')) as {
    tutors: { id: number }[];
  };
  // A retry takes another tutor: the first try's sessions stay in the database.
  const tutorId = tutors[testInfo.retry % tutors.length]!.id;
  const session = async (course: number, startsAt: string) =>
    (
      (await api.post('/api/v2/sessions', {
        session: {
          courseId: course,
          startsAt,
          duration: 60,
          type: 'Course',
          supervisorId: tutorId,
        },
      })) as { session: { id: number } }
    ).session.id;
  const firstStart = '2030-05-06T20:00:00.000Z';
  const secondStart = '2030-05-08T20:00:00.000Z';
  await session(courseId, firstStart);
  await session(courseId, secondStart);
  // The tutor is busy two hours after the first session, in another course.
  const busyStart = new Date(new Date(firstStart).getTime() + 2 * HOUR).toISOString();
  await session(otherCourseId, busyStart);

  // The API sign-in signed the page's context in too.
  await page.goto(`/admin/courses/${courseId}/show`);
  const list = page.locator('tbody tr');
  await expect(list).toHaveCount(2);

  // Edit both in bulk: one hour later.
  await page
    .getByRole('checkbox', { name: /select all/i })
    .first()
    .check();
  await page.getByRole('button', { name: 'Edit sessions' }).click();
  const editor = page.getByRole('dialog');
  const rows = editor.getByRole('table', { name: 'Sessions to save' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await editor.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(editor.getByLabel(/^Repeat/)).toBeDisabled();
  const later = clockIn(new Date(new Date(firstStart).getTime() + HOUR), zone);
  await editor.getByLabel(/^Time/).fill(later.hhmm);
  await editor.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(rows.filter({ hasText: `${later.label} - ` })).toHaveCount(2);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved all of your changes.')).toBeVisible();
  await expect(editor).toBeHidden();
  const saved = (await api.get(`/api/v2/sessions?courseId=${courseId}&per=100`)) as {
    sessions: { startsAt: string }[];
  };
  expect(saved.sessions.map((s) => s.startsAt).sort()).toEqual([
    '2030-05-06T21:00:00.000Z',
    '2030-05-08T21:00:00.000Z',
  ]);
  await expect(list).toHaveCount(2);
  await expect(page.getByText(/^[1-9]\d* items? selected$/)).toHaveCount(0);

  // A four-week repeat: the third week is Memorial Day.
  await page.getByRole('button', { name: 'Add sessions' }).click();
  await expect(
    editor.getByText("Edit the form and click 'Add sessions' to continue."),
  ).toBeVisible();
  await editor.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Live class' }).click();
  await typeDate(page, '05132030');
  await editor.getByLabel(/^Time/).fill('10:00');
  await editor.getByLabel(/^Repeat/).fill('4');
  await editor.getByRole('button', { name: 'Add sessions' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('05/27/2030');
  await expect(rows.nth(2)).toContainText('Memorial Day');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved all of your changes.')).toBeVisible();
  await expect(list).toHaveCount(6);

  // Moving the first session onto the tutor's other session: 409, and nothing changes.
  await list.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Edit sessions' }).click();
  await expect(rows).toHaveCount(1);
  await editor.getByRole('checkbox', { name: 'Select all rows' }).check();
  await editor.getByLabel(/^Time/).fill(clockIn(busyStart, zone).hhmm);
  await editor.getByRole('button', { name: 'Apply to selected' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The tutor already has a session at that time.').first(),
  ).toBeVisible();
  await expect(editor).toBeVisible();
  await expect(rows.first()).toContainText('The tutor already has a session at that time.');
  const after = (await api.get(`/api/v2/sessions?courseId=${courseId}&per=100`)) as {
    sessions: { startsAt: string }[];
  };
  expect(after.sessions.map((s) => s.startsAt)).toContain('2030-05-06T21:00:00.000Z');
  expect(after.sessions.map((s) => s.startsAt)).not.toContain(busyStart);
});
