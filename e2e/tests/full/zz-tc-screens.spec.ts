import { test } from '@playwright/test';
import { signInThroughForm } from '../../support/sign-in.ts';

test('screens', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login/en');
  await signInThroughForm(page, 'tutor@demo.test');
  await page.waitForURL(/\/tutor\/schedule/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/tutor/schedule');
    await page.locator('.rbc-time-view, .rbc-month-view').first().waitFor();
    for (const mode of ['Schedule', 'Availability']) {
      await page.getByRole('button', { name: mode, exact: true }).click();
      for (const view of ['Week', 'Day', 'Month']) {
        await page.getByRole('button', { name: view, exact: true }).click();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `/tmp/tc-shots/${width}-${mode}-${view}.png`, fullPage: true });
      }
    }
  }
});
