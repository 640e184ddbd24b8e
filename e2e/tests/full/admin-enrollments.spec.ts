import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/** A new student of the test's own, made through the API (seeding, not clicking). */
async function createStudent(request: APIRequestContext, lastName: string): Promise<number> {
  await request.get('/api/session.json');
  const token = async () =>
    decodeURIComponent(
      (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    );
  const login = await request.post('/api/login.json', {
    data: { login: 'admin@demo.test', password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await token() },
  });
  expect(login.ok()).toBe(true);
  const created = await request.post('/api/v2/students', {
    data: { student: { firstName: 'Erin', lastName, grade: 8 } },
    headers: { 'X-XSRF-TOKEN': await token(), 'Content-Type': 'application/vnd.api+json' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { student: { id: number } }).student.id;
}

/**
 * The enrollments resource end to end: an admin enrolls a student in a course through the
 * enrollee form (with a tutor), cancels the enrollment with a reason from the spec's list,
 * uncancels it, then transfers it to another course, and finds both on the student's page.
 */
test('an admin enrolls a student, cancels with a reason, uncancels and transfers', async ({
  page,
  request,
}) => {
  const lastName = `E2e${Date.now()}`;
  const student = `Erin ${lastName}`;
  await createStudent(request, lastName);

  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /enrollments/i }).click();
  await expect(page.getByRole('columnheader', { name: 'Student' })).toBeVisible();

  // Enroll: the enrollee form with a tutor choice.
  await page.getByRole('link', { name: 'Enroll' }).first().click();
  await page.getByLabel('Course', { exact: true }).fill('Algebra I Foundations');
  await page.getByRole('option', { name: 'Algebra I Foundations', exact: true }).click();
  await page.getByLabel('Student', { exact: true }).fill(lastName);
  await page.getByRole('option', { name: student }).click();
  await page.getByLabel('Tutor', { exact: true }).fill('Marcus');
  await page
    .getByRole('option', { name: /Marcus/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText('Student has been enrolled.')).toBeVisible();

  // The course's enrollees: the new one is active, with the tutor chosen.
  await expect(
    page
      .locator('#main-content')
      .getByRole('heading', { name: /Enrollees of Algebra I Foundations/ }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Marcus');

  // Cancel with a reason, immediately.
  await row.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel enrollment?' });
  await cancel.getByRole('button', { name: 'Cancel enrollment' }).click();
  await expect(cancel.getByText('Please choose a reason')).toBeVisible();
  await cancel.getByRole('combobox', { name: /reason/i }).click();
  await page.getByRole('option', { name: 'Price too high' }).click();
  await cancel.getByLabel(/cancel immediately/i).check();
  await cancel.getByRole('button', { name: 'Cancel enrollment' }).click();
  await expect(page.getByText('Enrollment has been canceled.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Unenrolled: there, canceled; uncancel after the confirm.
  await page.getByRole('button', { name: 'Unenrolled', exact: true }).click();
  await expect(row).toContainText('Canceled');
  await row.getByRole('button', { name: 'Uncancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Uncancel' }).click();
  await expect(page.getByText('Enrollment has been restored.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Active again: transfer to another course in one step.
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer enrollment?' });
  await transfer.getByLabel('Transfer to course').fill('Pre-Algebra Jumpstart');
  await page.getByRole('option', { name: 'Pre-Algebra Jumpstart', exact: true }).click();
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Enrollment transferred to Pre-Algebra Jumpstart.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The student's enrollments: active in the new course, the old one marked transferred.
  await page.getByRole('button', { name: 'Unenrolled', exact: true }).click();
  await row.getByRole('link', { name: student }).click();
  await expect(
    page.locator('#main-content').getByRole('heading', { name: `Enrollments of ${student}` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Pre-Algebra Jumpstart/ })).toContainText('Active');
  await page.getByRole('button', { name: 'Unenrolled', exact: true }).click();
  await expect(page.getByRole('row', { name: /Algebra I Foundations/ })).toContainText(
    'Transferred',
  );
});
