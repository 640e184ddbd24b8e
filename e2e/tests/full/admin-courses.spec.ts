import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad, signInThroughForm } from '../../support/sign-in.ts';

test('an admin signs in, pages and sorts courses, and exports what the filter selects', async ({
  page,
}) => {
  await page.goto('/admin');
  await signInThroughForm(page, 'admin@demo.test');
  await page.getByRole('menuitem', { name: /courses/i }).click();

  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The first page holds 25 of the demo world's courses and the pager says so.
  await expect(rows).toHaveCount(25);
  const pager = page.getByText(/^1-25 of \d+$/);
  await expect(pager).toBeVisible();
  const total = Number((await pager.textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(25);

  await page
    .getByRole('button', { name: /go to next page|next/i })
    .first()
    .click();
  await expect(page.getByText(new RegExp(`^26-${Math.min(50, total)} of ${total}$`))).toBeVisible();

  // Sort by title, ascending: the visible titles come back in order.
  await page
    .getByRole('columnheader', { name: /sort by title/i })
    .getByText('Title')
    .click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(page).toHaveURL(/order=ASC/);
  await expect(page.getByText(/^1-25 of/)).toBeVisible();
  // The API sorts text ignoring ASCII case, then by code point.
  const key = (t: string) => t.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const byTitle = (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  // The list keeps showing the previous rows until the sorted page arrives: read until it has.
  await expect(async () => {
    const titles = await page.locator('tbody tr td.column-title').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect([...titles].sort(byTitle)).toEqual(titles);
  }).toPass({ timeout: 15_000 });

  // Filter on published courses and export: the file has exactly the list's rows.
  await page.goto(
    `/admin/courses?filter=${encodeURIComponent(JSON.stringify({ status: 'published' }))}`,
  );
  const filteredPager = page.getByText(/^1-\d+ of \d+$/);
  await expect(filteredPager).toBeVisible();
  const filteredTotal = Number((await filteredPager.textContent())!.split(' of ')[1]);
  expect(filteredTotal).toBeGreaterThan(0);
  expect(filteredTotal).toBeLessThan(total);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  // The byte order mark spreadsheets need to read the file as UTF-8.
  expect(csv.startsWith('\uFEFFID,Title,')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(filteredTotal);
  expect(parsed.data.every((row) => row.Status === 'Published')).toBe(true);
});

test('an admin opens a course and sees its fields and upcoming sessions', async ({ page }) => {
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /courses/i }).click();
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+\/show/);
  await expect(page.getByRole('tab', { name: /^Upcoming \(/ })).toBeVisible();
});

/**
 * The course journey: an admin creates a course, edits it, publishes it, staffs a session in
 * the sessions editor, and finds every step in the course history. The session is seeded
 * through the API (journeys seed through the API, not by clicking).
 */
test('an admin creates, edits, publishes and staffs a course, and reads its history', async ({
  page,
  baseURL,
}) => {
  // A long journey (two more sign-ins in other zones at the end) on a shared machine.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `e2e-${stamp}`;
  const title = `E2E Geometry ${stamp}`;

  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin/courses/create');
  await expect(page).toHaveURL(/\/admin\/courses\/create/);
  await page.getByLabel(/^title/i).fill(title);
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^brand/i).click();
  await page.getByRole('option', { name: 'SAT Prep Live' }).click();
  await page.getByLabel(/starts on/i).fill('2030-04-01');
  await page.getByLabel(/ends on/i).fill('2030-06-30');
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText(`Course ${name} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+\/show/);
  const courseId = Number(/courses\/(\d+)\/show/.exec(page.url())![1]);
  // A calendar date: Monday April 1st, 2030 for everyone.
  await expect(page.getByText('Mon, Apr 1, 2030', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^edit$/i }).click();
  await page.getByLabel(/^schedule/i).fill('Mon & Wed 4:00pm');
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText(`Course ${name} updated`)).toBeVisible();
  await expect(page.getByText('Mon & Wed 4:00pm')).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Updated course status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

  // One session to staff, and a tutor to staff it with, through the API.
  const api = await apiSignIn(page.request, 'admin@demo.test');
  await api.post('/api/v2/sessions', {
    session: { courseId, startsAt: '2030-04-01T20:00:00Z', duration: 60, type: 'Course' },
  });
  const { tutors } = (await api.get('/api/v2/tutors?active=true&per=50&orderBy=last_name')) as {
    tutors: { id: number; firstName: string; lastName: string; acceptNewStudents: boolean }[];
  };
  // One taking new students and qualified for the brand (staff-and-crm §5: the lookup).
  let tutor: (typeof tutors)[number] | undefined;
  for (const candidate of tutors.filter((t) => t.acceptNewStudents)) {
    const { qualification } = (await api.get(
      `/api/v2/enrollments/qualification?employeeId=${candidate.id}&brandName=SAT%20Prep%20Live`,
    )) as { qualification: string };
    if (qualification === 'qualified') {
      tutor = candidate;
      break;
    }
  }
  if (!tutor) throw new Error('no demo tutor is qualified for SAT Prep Live');
  await page.reload();

  await page.getByRole('button', { name: 'Manage sessions' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('checkbox', { name: /select the session of/i }).check();
  await editor.getByLabel('Tutor').fill(tutor.lastName);
  await page.getByRole('option', { name: `${tutor.firstName} ${tutor.lastName}` }).click();
  await editor.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Saved your assignments')).toBeVisible();
  await expect(editor).toContainText(`${tutor.firstName} ${tutor.lastName}`);
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editor).toBeHidden();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/show\/history$/);
  for (const change of [
    'Tutor assigned',
    'Session added',
    'Status changed',
    'Course updated',
    'Course created',
  ])
    await expect(page.getByRole('cell', { name: change, exact: true })).toBeVisible();

  // Viewers in zones on both sides of UTC see the same start date.
  for (const timezoneId of ['Pacific/Honolulu', 'Asia/Tokyo']) {
    const browser = page.context().browser()!;
    const context = await browser.newContext({ baseURL, timezoneId });
    const other = await context.newPage();
    await signInBeforeLoad(other, 'admin@demo.test');
    await other.goto(`/admin/courses/${courseId}/show`);
    await expect(other.getByText('Mon, Apr 1, 2030', { exact: true })).toBeVisible();
    await context.close();
  }
});
