import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The teams resource end to end: an admin creates a team with a manager and two tutors
 * through the form's autocompletes, finds it in the list with its counts, opens it on its
 * members and this week's stats bars (one per tutor, percentages capped at 100), and deletes
 * it after a confirm.
 */
test('an admin creates a team with a manager and two tutors, finds it and opens its stats', async ({
  page,
}) => {
  const name = `E2E team ${Date.now()}`;
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /teams/i }).click();
  await expect(page.getByRole('cell', { name: 'East Coast Tutors' })).toBeVisible();

  await page.getByRole('link', { name: /create/i }).click();
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^manager/i).fill('Audrey');
  await page.getByRole('option', { name: /Audrey Chen-Park/ }).click();
  const tutors = page.getByLabel(/^tutors/i);
  await tutors.fill('Jamal');
  await page.getByRole('option', { name: /Jamal Whitfield/ }).click();
  await tutors.fill('Ingrid');
  await page.getByRole('option', { name: /Ingrid Sorensen/ }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(`Team ${name} created`)).toBeVisible();

  // Back on the list: the search finds it, with its manager and member counts.
  await page.getByPlaceholder('Search teams').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Audrey Chen-Park');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // Its page: the members, and one stats bar per tutor, none past 100%.
  await row.getByRole('cell', { name }).click();
  await expect(page.getByRole('meter', { name: /^Jamal Whitfield:/ })).toBeVisible();
  await expect(page.getByText('This week')).toBeVisible();
  const meters = page.getByRole('meter');
  await expect(meters).toHaveCount(2);
  for (const meter of await meters.all()) {
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);
  }

  // Delete it, after the confirm.
  await page.getByRole('link', { name: /edit/i }).click();
  await page.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByText('Delete this team?')).toBeVisible();
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText(`Team ${name} deleted`)).toBeVisible();
});
