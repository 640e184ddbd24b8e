import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Reviews end to end: an instruction manager narrows the list with the rating and the quick
 * filters, features a review from its row (the server saves it), and an advisor reads the
 * same list with no switch to change it.
 */
test('an instruction manager filters and features reviews; an advisor only reads them', async ({
  page,
  browser,
}) => {
  await signInBeforeLoad(page, 'manager@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /reviews/i }).click();
  await expect(page.getByRole('columnheader', { name: /rating/i })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);

  // Rating: five stars, with a comment.
  await page.getByRole('combobox', { name: 'Rating' }).click();
  await page.getByRole('option', { name: /\(5\)/ }).click();
  await expect(page).toHaveURL(/stars/);
  await page.getByRole('button', { name: 'Must have a comment' }).click();
  await expect(page).toHaveURL(/mustHaveComment/);
  await expect(rows.first()).toContainText('★★★★★');
  for (const row of await rows.all()) await expect(row).toContainText('★★★★★');

  // Feature the first one that is not featured yet; the save stands after a reload.
  const switches = page.getByRole('switch', { name: /featured review/i });
  const unfeatured = page.getByRole('switch', { name: /featured review/i, checked: false });
  await expect(switches.first()).toBeVisible();
  const label = (await unfeatured.first().getAttribute('aria-label'))!;
  await page.getByRole('switch', { name: label }).click();
  await expect(page.getByText('Review featured')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: label })).toBeChecked();

  // Only featured ones: the one just featured is among them.
  await page.getByRole('button', { name: 'Featured?' }).click();
  await expect(page).toHaveURL(/featured/);
  await expect(page.getByRole('switch', { name: label })).toBeChecked();

  // An advisor reads the reviews but has no switch.
  const advisorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const advisor = await advisorContext.newPage();
  await signInBeforeLoad(advisor, 'advisor@demo.test');
  await advisor.goto('/admin');
  await advisor.getByRole('menuitem', { name: /reviews/i }).click();
  await expect(advisor.locator('tbody tr')).toHaveCount(25);
  await expect(advisor.getByRole('switch')).toHaveCount(0);
  // The featured ones show a mark instead.
  await advisor.getByRole('button', { name: 'Featured?' }).click();
  await expect(advisor.getByRole('img', { name: 'Featured' }).first()).toBeVisible();
  await expect(advisor.getByRole('switch')).toHaveCount(0);
  await advisorContext.close();
});
