import { expect, test } from '@playwright/test';
import { waitForMockedApi } from '@tp/mocks/playwright';
import { urls } from '../../playwright.config.ts';
import { signInThroughForm } from '../../support/sign-in.ts';

test.use({ baseURL: urls.mockedLive });

test('a tutor’s profile change is saved by the in-page API and kept while the page lives', async ({
  page,
}) => {
  await page.goto('/login/en');
  await waitForMockedApi(page);
  await signInThroughForm(page, 'tutor@demo.test');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page.getByRole('link', { name: 'Schedule', exact: true }).click();
  // The tutor's week of the demo world, from the real sessions query.
  await expect(page.locator('.rbc-event').first()).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  const firstName = page.getByRole('textbox', { name: /first name/i });
  await expect(firstName).toHaveValue('Marcus');
  await firstName.fill('Marco');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();

  // Read back through the API: the write is in the page's database.
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByText('Marco Okafor')).toBeVisible();
});

test('the sign-in survives page.goto in the same tab; the page’s writes do not', async ({
  page,
}) => {
  await page.goto('/login/en');
  await waitForMockedApi(page);
  await signInThroughForm(page, 'tutor@demo.test');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await page.getByRole('textbox', { name: /first name/i }).fill('Marco');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();

  // A new page load starts a new in-page API from the snapshot: the saved name is gone, but
  // the tutor is still signed in (the auth session was kept in sessionStorage).
  await page.goto('/tutor/profile');
  await waitForMockedApi(page);
  await expect(page.getByRole('textbox', { name: /first name/i })).toHaveValue('Marcus');
});
