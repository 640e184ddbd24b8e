import { expect, test, type Page } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/** Reads a toast, then closes it (it sits over the page's top-right buttons). */
async function seeToast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText(text)).toBeHidden();
}

async function createStudent(page: Page, firstName: string, lastName: string) {
  await page.goto('/admin/students/create');
  await page.getByLabel(/^first name/i).fill(firstName);
  await page.getByLabel(/^last name/i).fill(lastName);
  await page.getByRole('button', { name: /save/i }).click();
  await seeToast(page, 'Student created');
  await expect(page).toHaveURL(/\/admin\/students\/\d+\/show\/academic-planner$/);
}

/**
 * The students resource end to end, as an advisor: a student and a duplicate of them are
 * entered; the list's search finds the student, whose profile opens on the academic planner;
 * an edit sets the grade to K in the class picker; the student is made inactive (after a confirm) and active again;
 * the duplicate is merged into them and the Merge Complete dialog says which e-mail is on file.
 */
test('an advisor searches a student, edits them, toggles them inactive and merges a duplicate', async ({
  page,
}) => {
  const lastName = `Etoe${Date.now()}`;
  await signInBeforeLoad(page, 'advisor@demo.test');
  await page.goto('/admin');
  // Signed in once the back-office's menu shows.
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await createStudent(page, 'Ivy', lastName);
  await createStudent(page, 'Ivey', lastName);

  // Search: both show; open Ivy's profile.
  await page.goto('/admin/students');
  await expect(page.getByRole('columnheader', { name: /grade/i })).toBeVisible();
  await page.getByPlaceholder('Search students').fill(lastName);
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(2);
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Ivy', exact: true }) })
    .getByRole('cell', { name: lastName })
    .click();
  await expect(page).toHaveURL(/\/show\/academic-planner$/);
  await expect(page.getByRole('heading', { level: 1, name: `Ivy ${lastName}` })).toBeVisible();
  await page.getByRole('tab', { name: /sessions/i }).click();
  await expect(page.getByText('No upcoming sessions.')).toBeVisible();

  // Edit: grade K, picked with its class (the year it graduates, in the class picker).
  await page.getByRole('link', { name: /edit/i }).click();
  await page.getByRole('combobox', { name: /grade and class/i }).click();
  await page.getByRole('option', { name: /^K · Class of \d{4}$/ }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await seeToast(page, 'Student updated');
  await expect(page.getByText(/^K · Class of \d{4}$/)).toBeVisible();

  // Toggle active: inactive after the confirm, then active again.
  await page.getByRole('button', { name: 'Make inactive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make inactive' }).click();
  await seeToast(page, `Ivy ${lastName} is now inactive`);
  await page.getByRole('button', { name: 'Make active' }).click();
  await seeToast(page, `Ivy ${lastName} is now active`);

  // Merge the duplicate (Ivey) into Ivy.
  await page.getByRole('button', { name: 'Merge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge students' });
  await expect(dialog.getByLabel(/student to keep/i)).toHaveValue(new RegExp(`Ivy ${lastName}`));
  await dialog.getByLabel(/duplicate/i).fill(`Ivey ${lastName}`);
  await page.getByRole('option', { name: new RegExp(`Ivey ${lastName}`) }).click();
  await dialog.getByLabel(/notes/i).fill('Entered twice');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  const complete = page.getByRole('dialog', { name: 'Merge Complete' });
  await expect(complete).toContainText(`merged into Ivy ${lastName}`);
  await complete.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Merged Ivey ${lastName}`)).toBeVisible();

  // The duplicate is inactive now.
  await page.goto('/admin/students');
  await page.getByPlaceholder('Search students').fill(lastName);
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Ivey', exact: true }) }),
  ).toContainText('Inactive');
});
