import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { signInThroughForm } from '../../support/sign-in.ts';

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
  const titles = await page.locator('tbody tr td.column-title').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  // The API sorts text ignoring ASCII case, then by code point.
  const key = (t: string) => t.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const byTitle = (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  expect([...titles].sort(byTitle)).toEqual(titles);

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
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(filteredTotal);
  expect(parsed.data.every((row) => row.status === 'published')).toBe(true);
});

test('an admin opens a course and sees its fields and upcoming sessions', async ({ page }) => {
  await page.goto('/admin');
  await signInThroughForm(page, 'admin@demo.test');
  await page.getByRole('menuitem', { name: /courses/i }).click();
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+\/show/);
  await expect(page.getByText(/upcoming sessions/i).first()).toBeVisible();
});
