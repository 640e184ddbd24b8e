import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The trial rule end to end (spec staff-and-crm §4, §9 "Trial default 14 days"): an admin
 * creates a recurring brand, turns the trial on and the form fills in 14 days; the brand is
 * saved with it and the list reads it as a 14-day trial.
 */
test('an admin creates a recurring brand with a trial of 14 days', async ({ page }) => {
  const name = `Trial Brand ${Date.now()}`;
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /brands/i }).click();
  await page.getByRole('link', { name: /create/i }).click();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Department').click();
  await page.getByRole('option', { name: 'Test Prep' }).click();
  await page.getByLabel('Payment type').click();
  await page.getByRole('option', { name: 'Recurring' }).click();
  await page.getByLabel('Price ($)').fill('399');

  // No trial until it is offered; offering one sets the spec's default of 14 days.
  await expect(page.getByLabel('Trial length')).toHaveCount(0);
  await page.getByLabel('Offer a trial').click();
  await expect(page.getByLabel('Trial length')).toHaveValue('14');
  await expect(page.getByLabel('Trial unit')).toContainText('Days');

  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText(`Brand ${name} created`)).toBeVisible();
  // The list reads the saved pricing; the brand's form reads the trial back as saved.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Recurring $399.00 every month, 14-day trial');
  await row.click();
  await expect(page.getByLabel('Trial length')).toHaveValue('14');
});
