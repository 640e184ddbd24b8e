import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The parent's Hours & pace tab (spec scheduling §2): parent@demo.test buys 5 more hours for
 * student@demo.test with a test card, after a declined card's message, then turns Pay As You Go
 * off and sees the upcoming sessions removed. The demo world gives the child a Private
 * Tutoring enrollment with hours and upcoming sessions.
 */
const PARENT = 'parent@demo.test';
const CHILD = 'student@demo.test';
const DECLINED = '4000000000000002';
const APPROVED = '4111111111111111';

test.describe.configure({ mode: 'serial' });

async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

async function openHoursTab(page: Page, request: Parameters<typeof apiSignIn>[0]) {
  const child = await apiSignIn(request, CHILD);
  const { studentId } = child.user as unknown as { studentId: number };
  await signInBeforeLoad(page, PARENT);
  await page.goto('/');
  await expect(page).toHaveURL(/\/parent\//);
  await page.goto(`/parent/students/${studentId}/hours`);
  await expect(page.getByRole('heading', { name: 'Hours & pace' })).toBeVisible();
  return page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: 'Add Tutoring Hours' }) })
    .first();
}

async function buyHours(page: Page, card: ReturnType<Page['getByRole']>, width: number) {
  await card.getByRole('button', { name: 'Add Tutoring Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tutoring Hours' });
  // The demo brand's price per tutoring hour ($65), not its $399 monthly subscription.
  await expect(dialog.getByText('5 hours · $325.00')).toBeVisible();
  // The family keeps a card, offered first: the parent chooses a new one.
  await expect(dialog.getByRole('radio', { name: /card on file ending/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Pay with a new card' }).check();
  await dialog.getByLabel(/Card number/).fill(DECLINED);
  await dialog.getByLabel(/^MM/).fill('12');
  await dialog.getByLabel(/^YY/).fill('30');
  await dialog.getByLabel(/^CVV/).fill('123');
  await dialog.getByLabel(/Name on card/).fill('Pat Parent');
  await keepScreenshot(page, `add-hours-${width}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This transaction has been declined. (error 2)')).toBeVisible();
  await keepScreenshot(page, `add-hours-declined-${width}`);

  await dialog.getByLabel(/Card number/).fill(APPROVED);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your order has been processed')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function payAsYouGo(page: Page, card: ReturnType<Page['getByRole']>, turnOn: boolean) {
  const toggle = card.getByRole('switch', { name: 'Pay As You Go' });
  await toggle.click();
  const title = turnOn ? 'Turn On Pay As You Go' : 'Turn Off Pay As You Go';
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('at 1280 px: pays for 5 more hours, then turns Pay As You Go off and the upcoming sessions go', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = await openHoursTab(page, request);
  await expect(card.getByText(/[1-9]\d* upcoming sessions?/)).toBeVisible();
  await keepScreenshot(page, 'hours-1280');

  await buyHours(page, card, 1280);

  // Off needs it on first: the demo enrollment starts without Pay As You Go.
  let dialog = await payAsYouGo(page, card, true);
  await expect(dialog.getByText(/replenished with another 5 hours/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('switch', { name: 'Pay As You Go' })).toBeChecked();

  dialog = await payAsYouGo(page, card, false);
  await expect(dialog.getByText(/removes all upcoming scheduled sessions/)).toBeVisible();
  await keepScreenshot(page, 'pay-as-you-go-off-1280');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('0 upcoming sessions')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Pay As You Go' })).not.toBeChecked();
  await keepScreenshot(page, 'hours-after-1280');
});

test('at 390 px: the same tab, card form and Pay As You Go modal fit a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await openHoursTab(page, request);
  await keepScreenshot(page, 'hours-390');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await buyHours(page, card, 390);

  const dialog = await payAsYouGo(page, card, true);
  await keepScreenshot(page, 'pay-as-you-go-on-390');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('switch', { name: 'Pay As You Go' })).toBeChecked();
  const off = await payAsYouGo(page, card, false);
  await off.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('0 upcoming sessions')).toBeVisible();
});
