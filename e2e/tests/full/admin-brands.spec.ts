import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The brand form end to end: an admin edits a brand, turns parent updates off (its interval
 * is cleared on screen and saved cleared), turns reserving on with an interval, and the list
 * shows the pricing the payment type set.
 */
test('an admin edits a brand: a toggle turned off clears its interval', async ({ page }) => {
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /brands/i }).click();
  await page.getByRole('row', { name: /Math Achievers Club/ }).click();

  // Parent updates are on, every 30 days; off clears the interval.
  await expect(page.getByLabel('Every (days)')).toHaveValue('30');
  await page.getByLabel('Parent updates').click();
  await expect(page.getByLabel('Every (days)')).toHaveCount(0);
  await page.getByLabel('Parent updates').click();
  await expect(page.getByLabel('Every (days)')).toHaveValue('');
  await page.getByLabel('Parent updates').click();

  // Reserving on needs its interval: the form says so before sending.
  await page.getByLabel('Can be reserved').click();
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText("can't be blank").first()).toBeVisible();
  await page.getByLabel('Reserved for').fill('3');
  await page.getByLabel('Unit').click();
  await page.getByRole('option', { name: 'Days' }).click();

  // Fixed pricing: the payment type sets it.
  await page.getByLabel('Payment type').click();
  await page.getByRole('option', { name: 'Fixed' }).click();
  await page.getByLabel('Price ($)').fill('120');
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText('Brand Math Achievers Club updated')).toBeVisible();
  await expect(page.getByRole('row', { name: /Math Achievers Club/ })).toContainText(
    'Fixed $120.00',
  );

  // Saved as the form showed it: no interval for the updates, 3 days reserved.
  await page.getByRole('row', { name: /Math Achievers Club/ }).click();
  await expect(page.getByLabel('Parent updates')).not.toBeChecked();
  await expect(page.getByLabel('Every (days)')).toHaveCount(0);
  await expect(page.getByLabel('Reserved for')).toHaveValue('3');
});
