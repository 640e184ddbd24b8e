// The example of e2e/README.md: the demo world, a sign-in, one call overridden.
import { expect, test } from '@playwright/test';
import { answerCall, waitForMockedApi } from '@tp/mocks/playwright';
import { signInThroughForm } from '../../support/sign-in.ts';

test('an admin sees the demo world’s courses, and the empty state when the API answers none', async ({
  page,
}) => {
  // The real API starts in the page over the demo world; every demo login has password demo1234.
  await page.goto('/admin/login');
  await waitForMockedApi(page);
  await signInThroughForm(page, 'admin@demo.test');
  // Staff land on the dashboard; the courses list is in the menu.
  await page.getByRole('menuitem', { name: 'Courses' }).click();

  // Real data: the courses of the demo world, as the server's own queries answer them.
  const courseRows = page.getByRole('row').filter({ hasText: 'SAT Math Weekend Intensive' });
  await expect(courseRows.first()).toBeVisible();

  // One call overridden: the courses list answers an empty page, everything else stays real.
  await answerCall(page, 'GET', '/api/v2/courses', {
    json: { courses: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 25 } },
  });
  await page
    .getByRole('button', { name: /refresh/i })
    .first()
    .click();

  await expect(page.getByText(/No Courses yet/i)).toBeVisible();
  await expect(courseRows).toHaveCount(0);
});
