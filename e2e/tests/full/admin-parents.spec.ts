import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Parents and leads end to end, as the demo advisor: the leads view filtered to those who
 * could not be reached, one of them edited, given to another advisor, and its account locked
 * through the users actions.
 */
test('an advisor filters leads, edits one, reassigns it and locks its account', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);

  await signInBeforeLoad(page, 'advisor@demo.test');
  await page.goto('/admin/parents');
  await expect(page.getByRole('tab', { name: 'Parents' })).toBeVisible();

  // The leads view: the advisor's own (Me is their default), then a quick filter of spec §9.
  await page.getByRole('tab', { name: 'Leads' }).click();
  await page.getByRole('button', { name: 'Could not reach' }).click();
  await expect(page).toHaveURL(/couldNotReach/);
  const rows = page.getByRole('row').filter({ hasText: 'Could Not Reach' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pre-Conversation' })).toHaveCount(0);
  await rows.first().click();

  // Edit the lead: a new last name and phone, saved through the same rules as the server's.
  await page.getByRole('link', { name: /edit/i }).click();
  const lastName = `Reached${stamp}`;
  await page.getByLabel(/^last name/i).fill(lastName);
  await page.getByLabel(/^phone/i).fill('+13125550199');
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText(new RegExp(`Lead .* ${lastName} updated`))).toBeVisible();
  await expect(page.getByText(lastName).first()).toBeVisible();

  // Reassign it to another advisor.
  await page.getByRole('button', { name: 'Reassign' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Advisor').click();
  await page.getByRole('option', { name: 'Luis Moreno' }).click();
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText('The contact has been reassigned.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Luis Moreno' })).toBeVisible();
  // No longer the advisor's own: reassign and toggle are gone, the account actions remain.
  await expect(page.getByRole('button', { name: 'Reassign' })).toHaveCount(0);

  // Lock the account, after the confirm.
  await page.getByRole('button', { name: 'Lock account' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm/i })
    .click();
  await expect(page.getByText('The account has been locked.')).toBeVisible();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock account' })).toBeVisible();
});
