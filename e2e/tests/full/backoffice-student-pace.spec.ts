import { expect, test, type Page } from '@playwright/test';
import {
  WIDTHS,
  backofficePage,
  expectNoSidewaysScroll,
  keepScreenshot,
  openMenu,
  seeToast,
} from '../../support/backoffice.ts';

/**
 * A student's pace (velocity) in the back-office (scheduling §2: a number from 0 to 10 in steps
 * of 0.25, with three messages; "Successfully changed {name}'s velocity" after a save;
 * staff-and-crm §6: "Only admins can edit a student's pace"): an admin types values the rules
 * refuse and sees each message with Save disabled, then a valid one saves and shows; an
 * advisor sees the pace but no Edit pace.
 */

/** The students the list shows first, as the signed-in user may see them. */
async function listedStudents(page: Page, per: number) {
  const answer = await page.request.get(`/api/v2/students?per=${per}`);
  const { students } = (await answer.json()) as { students: { fullName: string }[] };
  return students;
}

/** Students menu, search by name, open the student's page. */
async function openStudent(page: Page, fullName: string) {
  await openMenu(page, /^students$/i);
  await page.getByPlaceholder('Search students').fill(fullName);
  // One match: its row in the table (last name, first name), or its line on a phone.
  const lastName = fullName.split(' ').at(-1)!;
  await page
    .getByRole('cell', { name: lastName, exact: true })
    .or(page.getByText(fullName, { exact: true }))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}

for (const [index, width] of WIDTHS.entries()) {
  test(`at ${width} px: an admin is told the pace rules, then changes the pace`, async ({
    browser,
  }) => {
    const page = await backofficePage(browser, 'admin@demo.test', width);
    // A different student at each width, so each run starts from the seeded pace.
    const student = (await listedStudents(page, 3))[index]!;
    await openStudent(page, student.fullName);
    const pace = page.getByTestId('student-pace');
    await expect(pace).toHaveText(/^\d+ h( \d+ min)? a week$/);

    await page.getByRole('button', { name: 'Edit pace' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${student.fullName}'s pace` });
    const input = dialog.getByLabel('Pace (hours a week)');
    const save = dialog.getByRole('button', { name: 'Save' });
    for (const [value, message] of [
      ['-0.25', 'Please enter value greater than or equal to 0'],
      ['2.3', 'Please enter a value in increments of 0.25'],
      ['10.25', 'Please enter value lower than 10'],
      ['', 'Please enter value greater than or equal to 0'],
    ] as const) {
      await input.fill(value);
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(save).toBeDisabled();
    }
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `pace-invalid-${width}`);

    await input.fill('2.75');
    await expect(dialog.getByText(/^Please enter/)).toHaveCount(0);
    await save.click();
    await seeToast(page, `Successfully changed ${student.fullName}'s velocity`);
    await expect(dialog).toBeHidden();
    await expect(pace).toHaveText('2 h 45 min a week');

    // The top of the range is a valid pace too.
    await page.getByRole('button', { name: 'Edit pace' }).click();
    await expect(input).toHaveValue('2.75');
    await input.fill('10');
    await save.click();
    await seeToast(page, `Successfully changed ${student.fullName}'s velocity`);
    await expect(pace).toHaveText('10 h a week');
    // Seen again after a reload: the server kept it.
    await page.reload();
    await expect(pace).toHaveText('10 h a week');
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
}

test('an advisor sees a student’s pace without the control to edit it', async ({ browser }) => {
  const page = await backofficePage(browser, 'advisor@demo.test', 1280);
  const student = (await listedStudents(page, 3))[2]!;
  await openStudent(page, student.fullName);
  await expect(page.getByTestId('student-pace')).toHaveText(/^\d+ h( \d+ min)? a week$/);
  await expect(page.getByRole('button', { name: 'Edit pace' })).toHaveCount(0);
  await page.context().close();
});
