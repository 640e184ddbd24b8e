import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { seeToast } from '../../support/backoffice.ts';

interface WireTutor {
  id: number;
  email?: string | null;
  deliveryTarget: number | null;
  availabilityTarget: number | null;
}

const RANGE = 'must be a number from 0 to 80';

/**
 * Issue 24's admin journey (spec scheduling §2 Edit Targets modal, §5): an admin opens a tutor
 * in the back-office, asks for 81 delivery hours and is refused with the spec's message, then
 * saves a valid value ("Updated targets"), which the server keeps; the API refuses 81 too.
 * The tutor is one no other journey reads the targets of (not the demo tutor or leader).
 */
test('an admin edits a tutor’s targets: 81 is refused, a valid value is saved', async ({
  page,
}) => {
  test.setTimeout(30_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await apiSignIn(page.request, 'admin@demo.test');
  const { tutors } = (await admin.get('/api/v2/tutors?active=true&per=25')) as {
    tutors: WireTutor[];
  };
  // The first two are the demo tutor and leader: the last of the page is neither.
  expect(tutors.length).toBeGreaterThan(2);
  const tutor = tutors.at(-1)!;
  const delivery = tutor.deliveryTarget === 17 ? 18 : 17;

  // The API's rule: 81 is refused (the rule the dialog states).
  await expect(
    admin.put(`/api/v2/tutors/${tutor.id}`, { tutor: { deliveryTarget: 81 } }),
  ).rejects.toThrow(/: 422 /);

  // Signed in through the API above: page.request shares the page's cookies.
  await page.goto(`/admin/tutors/${tutor.id}/show`);
  await page.getByRole('button', { name: 'Edit Targets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Targets' });
  const field = dialog.getByLabel(/^Delivery target/);
  await field.fill('81');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(RANGE)).toBeVisible();
  await expect(page.getByText('Please fix the errors on the form.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await field.fill(String(delivery));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Updated targets');
  await expect(dialog).toBeHidden();

  const { tutor: saved } = (await admin.get(`/api/v2/tutors/${tutor.id}`)) as {
    tutor: WireTutor;
  };
  expect(saved.deliveryTarget).toBe(delivery);
  expect(saved.availabilityTarget).toBe(tutor.availabilityTarget ?? 0);
});
