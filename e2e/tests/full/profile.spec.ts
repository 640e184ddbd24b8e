import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

// leader@demo.test, not tutor@demo.test: other journeys rely on the tutor's America/Chicago.
const LOGIN = 'leader@demo.test';
const NEW_ZONE = 'America/Denver';

/** A screenshot of the page at this width, kept with the test's results. */
async function keepScreenshot(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`profile at ${width}`, { path, contentType: 'image/png' });
}

test('a tutor changes their time zone on their profile and the footer follows', async ({
  page,
  request,
}) => {
  const api = await apiSignIn(request, LOGIN);
  const originalZone = api.user.timeZone;
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInBeforeLoad(page, LOGIN);
    await page.goto('/');
    await expect(page).toHaveURL(/\/tutor\/dashboard/);

    // Reached through the profile menu, as a tutor would.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/tutor\/profile$/);
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(page.getByText(`All times displayed in ${originalZone}`)).toBeVisible();

    const zone = page.getByRole('combobox', { name: /time zone/i });
    await zone.click();
    await zone.fill('Denver');
    await page.getByRole('option', { name: NEW_ZONE }).click();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/profile.json') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await expect(page.getByText('Your profile has been updated')).toBeVisible();
    await expect(page.getByText(`All times displayed in ${NEW_ZONE}`)).toBeVisible();

    await keepScreenshot(page, 1280, test.info().outputPath('profile-1280.png'));
    await keepScreenshot(page, 390, test.info().outputPath('profile-390.png'));
  } finally {
    // Leave the demo world as found, whatever failed above.
    await api.put('/api/profile.json', { user: { timeZone: originalZone } });
  }
  const after = (await api.get('/api/session.json')) as { user: { timeZone: string | null } };
  expect(after.user.timeZone).toBe(originalZone);
});

test('a tutor adds a degree to their education on a phone, then deletes it after a confirm', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBeforeLoad(page, LOGIN);
  await page.goto('/tutor/profile');
  const education = page.getByRole('region', { name: 'Education' });
  await expect(education.getByRole('button', { name: 'Add degree' })).toBeEnabled();

  await education.getByRole('button', { name: 'Add degree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a degree' });
  await dialog.getByRole('textbox', { name: /institution/i }).fill('Journey State University');
  await dialog.getByRole('combobox', { name: /degree/i }).click();
  // The levels are the server's (GET /degree_levels).
  await page.getByRole('option', { name: "Associate's Degree" }).click();
  await dialog.getByRole('textbox', { name: /field of study/i }).fill('Geology');
  await dialog.getByRole('textbox', { name: /graduation year/i }).fill('2011');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Degree added.')).toBeVisible();
  const added = education.getByRole('listitem').filter({ hasText: 'Journey State University' });
  await expect(added).toContainText("Associate's Degree, Geology");
  await expect(added).toContainText('2011');
  await page.screenshot({ path: test.info().outputPath('education-390.png'), fullPage: true });

  await added.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete degree' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("Associate's Degree, Geology was removed")).toBeVisible();
  await expect(added).toHaveCount(0);
});
