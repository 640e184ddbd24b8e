import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The student's Hours & pace tab on a phone (spec scheduling §2): student@demo.test orders 5
 * more hours on the family's kept card (the demo world keeps the demo parent's card at the
 * TEST gateway, ending 1111), with no card fields to fill, and sees the hours go up by 5.
 */
const STUDENT = 'student@demo.test';

async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** A figure in the apps' one duration format ("32 h", "12 h 45 min", "45 min") as minutes. */
async function minutesOf(figure: Locator): Promise<number> {
  const text = ((await figure.textContent()) ?? '').trim();
  const match = /^(?:([\d,]+) h)?\s*(?:(\d+) min)?$/.exec(text);
  if (!match || (!match[1] && !match[2])) throw new Error(`"${text}" is not a duration`);
  return Number((match[1] ?? '0').replace(/,/g, '')) * 60 + Number(match[2] ?? '0');
}

/** Minutes as the apps write them, for the figures this journey reads (whole hours and more). */
function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

test('at 390 px: the student orders 5 hours on the kept card and the hours go up by 5', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBeforeLoad(page, STUDENT);
  await page.goto('/');
  await expect(page).toHaveURL(/\/student\/students\/\d+\//);

  await page.getByRole('tab', { name: 'Hours & pace' }).click();
  await expect(page).toHaveURL(/\/student\/students\/\d+\/hours$/);
  await expect(page.getByRole('heading', { name: 'Hours & pace' })).toBeVisible();
  const card = page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: 'Add Tutoring Hours' }) })
    .first();
  await expect(card).toBeVisible();
  // The student sees the hours, not the family's Pay As You Go choice.
  await expect(card.getByRole('switch', { name: 'Pay As You Go' })).toHaveCount(0);
  const bought = await minutesOf(card.getByTestId('hours-bought'));
  const remaining = await minutesOf(card.getByTestId('hours-remaining'));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'student-hours-390');

  await card.getByRole('button', { name: 'Add Tutoring Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tutoring Hours' });
  await expect(dialog.getByText(/Charge the card on file ending 1111/)).toBeVisible();
  await expect(dialog.getByLabel(/Card number/)).toHaveCount(0);
  await keepScreenshot(page, 'student-add-hours-390');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Your order has been processed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('hours-bought')).toHaveText(durationText(bought + 5 * 60));
  await expect(card.getByTestId('hours-remaining')).toHaveText(durationText(remaining + 5 * 60));
  await keepScreenshot(page, 'student-hours-after-390');
});
