import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Refunds end to end against the real server and the TEST gateway: an admin requests a refund
 * on a payment's line item (the modal with its category), approves it after the confirm and
 * sees it refunded; an advisor (who may request but not approve) sees no Approve.
 */
test('an admin requests a refund on a line item, a second admin approves it and sees it refunded', async ({
  page,
  browser,
}) => {
  const reason = `E2E refund ${Date.now()}`;
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /^payments$/i }).click();
  await expect(page.getByRole('columnheader', { name: /family/i })).toBeVisible();

  // A demo card charge of 5 hours with money left to refund on its hours line: open it.
  const answer = await page.request.get('/api/v2/payments?per=100');
  const { payments } = (await answer.json()) as {
    payments: { id: number; lineItems: { kind: string; refundableCents: number }[] }[];
  };
  const refundable = payments.find((payment) =>
    payment.lineItems.some((line) => line.kind === 'hours' && line.refundableCents >= 5_000),
  );
  expect(refundable, 'a demo payment with hours left to refund').toBeDefined();
  await page.goto(`/admin/payments/${refundable!.id}/show`);
  const lines = page.getByRole('table', { name: 'Line items' });
  await expect(lines).toContainText('5 tutoring hours');
  await lines.getByRole('button', { name: 'Request refund' }).first().click();

  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Request a refund');
  await modal.getByRole('combobox', { name: /category/i }).click();
  await page.getByRole('option', { name: 'Unused hours' }).click();
  await modal.getByLabel(/amount/i).fill('50');
  await modal.getByLabel(/reason/i).fill(reason);
  await modal.getByRole('button', { name: 'Request refund' }).click();
  await expect(page.getByText('Refund of $50.00 requested')).toBeVisible();

  await page.getByRole('menuitem', { name: /refund requests/i }).click();
  await page.getByRole('button', { name: 'Pending' }).click();
  await page.getByPlaceholder('Reason or family').fill(reason);
  const ownRow = page.getByRole('row').filter({ hasText: '$50.00' });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText('Pending');
  // Whoever requested a refund never approves it: a second admin does.
  await expect(ownRow.getByRole('button', { name: 'Approve' })).toBeDisabled();

  const secondContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await secondContext.newPage();
  await signInBeforeLoad(second, 'sharon.pike@example.test');
  await second.goto('/admin');
  await second.getByRole('menuitem', { name: /refund requests/i }).click();
  await second.getByRole('button', { name: 'Pending' }).click();
  await second.getByPlaceholder('Reason or family').fill(reason);
  const row = second.getByRole('row').filter({ hasText: '$50.00' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = second.getByRole('dialog');
  await expect(confirm).toContainText('Approve this refund?');
  await confirm.getByRole('button', { name: /confirm/i }).click();
  await expect(second.getByText('Refund processed: $50.00')).toBeVisible();

  await second.getByRole('button', { name: 'Refunded' }).click();
  const refunded = second.getByRole('row').filter({ hasText: '$50.00' });
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText('Refunded');
  await expect(refunded.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await secondContext.close();
});

test('an advisor sees pending refund requests but no Approve', async ({ page }) => {
  await signInBeforeLoad(page, 'advisor@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /refund requests/i }).click();
  await page.getByRole('button', { name: 'Pending' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Pending' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Process manually' })).toHaveCount(0);
});
