import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The tiers resource end to end: an admin creates a tier, moves a tutor onto it through the
 * tier's assign_tutors action, sees the delete refused while the tutor is on it, and an
 * advisor reads the list without any way to change it.
 */
test('an admin creates a tier, moves a tutor onto it, and an advisor only reads it', async ({
  page,
  browser,
}) => {
  const name = `E2E tier ${Date.now()}`;
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /tiers/i }).click();
  await expect(page.getByRole('columnheader', { name: /billing rate/i })).toBeVisible();

  // The form checks the rate with domain's schema before anything is sent.
  await page.getByRole('link', { name: /create/i }).click();
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/billing rate/i).fill('12.345');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('must have at most two decimals')).toBeVisible();
  await page.getByLabel(/billing rate/i).fill('55.5');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$55.50 / hr');

  // Open it and move the demo tutor onto it.
  await page.getByRole('cell', { name }).click();
  await expect(page.getByText('No tutor is on this tier yet.')).toBeVisible();
  const picker = page.getByLabel(/move tutors to this tier/i);
  await picker.fill('Marcus');
  await page.getByRole('option', { name: /Marcus Okafor/ }).click();
  await page.getByRole('button', { name: /assign tutors/i }).click();
  await expect(page.getByText(`1 tutor moved to ${name}`)).toBeVisible();
  await expect(page.getByText('Marcus Okafor')).toBeVisible();

  // A tier a tutor is on cannot be deleted: the confirm, then the server's refusal.
  await page.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByText('Delete this tier?')).toBeVisible();
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(
    page.getByText(/This tier can't be deleted: 1 tutor profile still refers to it/),
  ).toBeVisible();

  // An advisor reads tiers but has no Create button and cannot open one to edit.
  const advisorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const advisor = await advisorContext.newPage();
  await signInBeforeLoad(advisor, 'advisor@demo.test');
  await advisor.goto('/admin');
  await advisor.getByRole('menuitem', { name: /tiers/i }).click();
  await expect(advisor.getByRole('cell', { name })).toBeVisible();
  await expect(advisor.getByRole('link', { name: /create/i })).toHaveCount(0);
  await advisor.getByRole('cell', { name }).click();
  await expect(advisor).toHaveURL(/\/admin\/tiers$/);
  await advisorContext.close();
});
