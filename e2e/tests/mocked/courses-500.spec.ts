import { expect, test } from '@playwright/test';
import { answerCall } from '@tp/mocks/playwright';
import { signInThroughForm } from '../../support/sign-in.ts';

test('a 500 on the courses list shows the catalogue toast', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$|\/admin\/courses/);

  await answerCall(page, 'GET', '/api/v2/courses', {
    status: 500,
    json: { error: 'Internal server error', requestId: 'e2e' },
  });
  // Client-side navigation keeps the worker and its override.
  await page.getByRole('menuitem', { name: /courses/i }).click();
  await page
    .getByRole('button', { name: /refresh/i })
    .first()
    .click();

  await expect(page.getByText('Sorry, there has been a problem')).toBeVisible();
  await expect(
    page.getByText('Our server has experienced an error.  Please contact customer service.', {
      exact: false,
    }),
  ).toBeVisible();
});
