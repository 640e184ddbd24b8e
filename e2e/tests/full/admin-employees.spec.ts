import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Employees and tutors end to end: an admin adds an employee (the form opens as title Admin,
 * role admin), terminates them with an end date after the dialog, and rehires them; then opens
 * the demo tutor's page and spoofs into the tutor app as that tutor, and comes back.
 */
test('an admin adds an employee, terminates and rehires them', async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Journey${stamp}`;
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/admin/employees');
  await expect(page.getByRole('button', { name: 'Active', exact: true })).toBeVisible();

  await page.getByRole('link', { name: /add an employee/i }).click();
  await expect(page.getByLabel(/^title/i)).toHaveValue('Admin');
  await page.getByLabel(/^first name/i).fill('Eva');
  await page.getByLabel(/^last name/i).fill(lastName);
  await page.getByLabel(/^e-mail/i).fill(`eva.${stamp}@example.test`);
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Employee created')).toBeVisible();

  // The list finds the new employee, active; the row opens the form and the employment card.
  await page.getByPlaceholder('Name, e-mail or title').fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Active');
  await row.getByRole('cell', { name: new RegExp(lastName) }).click();

  await page.getByRole('button', { name: 'Terminate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Terminate Eva ${lastName}?`);
  // The end date offered is today, in the admin's zone: accepted as it is.
  await dialog.getByRole('button', { name: 'Terminate' }).click();
  await expect(page.getByText(`Eva ${lastName} has been terminated.`)).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Ended \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Rehire' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /rehire/i })
    .click();
  await expect(page.getByText(`Eva ${lastName} has been rehired.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminate' })).toBeVisible();
});

test('an admin opens a tutor and spoofs into the tutor app as that tutor', async ({ page }) => {
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/admin/tutors');
  await page.getByPlaceholder('Name or e-mail').fill('tutor@demo.test');
  const row = page.getByRole('row', { name: /Marcus Okafor/ });
  await expect(row).toBeVisible();
  // The search applies after a pause: click once the list shows only the match, not a row of
  // the list it replaces.
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await row.getByRole('cell', { name: 'Marcus Okafor' }).click();

  // The tutor's page links to their teams and upcoming sessions.
  await expect(page.getByText('Upcoming sessions')).toBeVisible();
  await page.getByRole('link', { name: 'Spoof' }).click();
  await expect(page).toHaveURL(/\/tutor\/dashboard\/students\?spoof=Tutor-\d+/);
  const bar = page.getByRole('region', { name: /You are spoofing/ });
  await expect(bar).toContainText('You are spoofing Marcus Okafor');

  await bar.getByRole('button', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin/);
});
