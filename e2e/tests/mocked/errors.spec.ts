import { expect, test, type Page } from '@playwright/test';
import { answerCall } from '@tp/mocks/playwright';
import { signInThroughForm } from '../../support/sign-in.ts';

/** Where the test's XSS payload would write if it ran. */
interface ToastWindow {
  __toastXss?: number;
}

/** Signs in as the admin and makes the courses list answer `body` with `status`. */
async function coursesAnswer(page: Page, status: number, body: unknown) {
  await page.goto('/admin/login');
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$|\/admin\/courses/);
  await answerCall(page, 'GET', '/api/v2/courses', { status, json: body });
  // Client-side navigation keeps the worker and its override.
  await page.getByRole('menuitem', { name: /courses/i }).click();
  await page
    .getByRole('button', { name: /refresh/i })
    .first()
    .click();
}

test('a 422 with errors shows them as one sentence titled "Hmm, something is not right"', async ({
  page,
}) => {
  await coursesAnswer(page, 422, {
    error: 'Validation failed',
    errors: { startsAt: ["can't be blank"], base: ['That slot is already taken'] },
  });
  const toast = page.getByRole('alert').filter({ hasText: 'Hmm, something is not right' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Starts at can't be blank. That slot is already taken.");
});

test('a 403 shows its message', async ({ page }) => {
  await coursesAnswer(page, 403, { error: 'You are not allowed to see these courses.' });
  const toast = page.getByRole('alert').filter({ hasText: 'You are not allowed to see these' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Hmm, something is not right');
});

test('a toast message with an <img onerror> payload shows it as text and runs nothing', async ({
  page,
}) => {
  const payload =
    '<img src="x" onerror="window.__toastXss = 1"><svg onload="window.__toastXss = 2"></svg><b>Slot</b> taken';
  await coursesAnswer(page, 422, { error: 'Validation failed', errors: { base: [payload] } });
  const toast = page.getByRole('alert').filter({ hasText: '<b>Slot</b> taken' });
  await expect(toast).toBeVisible();
  // What the server sent reads as typed: no image, no svg, no formatting.
  await expect(toast.getByTestId('toast-message')).toHaveText(`${payload}.`);
  await expect(toast.getByTestId('toast-message').locator('img, svg, b')).toHaveCount(0);
  // A broken image's error event would have fired by now.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as ToastWindow).__toastXss)).toBeUndefined();
});
