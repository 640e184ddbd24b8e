import { expect, test, type Page } from '@playwright/test';
import {
  WIDTHS,
  backofficePage,
  expectNoSidewaysScroll,
  keepScreenshot,
  openMenu,
  seeToast,
} from '../../support/backoffice.ts';

/**
 * A refund request's whole life (staff-and-crm §4: "A pending request can be edited and
 * approved. An incomplete request can be processed manually."), at 1280 and 390 px, with two
 * people: an advisor requests a refund with a category on a payment's hours line; an admin
 * edits the pending request (amount and reason) and approves it. "Incomplete" is what an
 * approval becomes when the gateway refuses the refund (services/refunds.ts): the demo world's
 * charges under `test-unsettled-` are ones the TEST gateway will not refund (reason code 54),
 * so approving a request on one reaches Incomplete through the screens, with the gateway's
 * sentence; the admin then processes it manually.
 */

interface PaymentRow {
  id: number;
  familyName: string;
  transactionId: string;
  lineItems: { kind: string; refundableCents: number }[];
}

/** The unsettled card charge with money left on its hours line (which a user searches). */
async function unsettledPayment(page: Page): Promise<PaymentRow> {
  const answer = await page.request.get('/api/v2/payments?per=100');
  const { payments } = (await answer.json()) as { payments: PaymentRow[] };
  const payment = payments.find(
    (p) =>
      p.transactionId.startsWith('test-unsettled-') &&
      p.lineItems.some((line) => line.kind === 'hours' && line.refundableCents >= 5_000),
  );
  expect(payment, 'a demo charge the TEST gateway will not refund').toBeDefined();
  return payment!;
}

/** The chip of a refund request's status (not the list's quick filter chips, which click). */
const statusChip = (page: Page, status: string) =>
  page
    .locator('.MuiChip-root:not(.MuiChip-clickable)')
    .filter({ hasText: new RegExp(`^${status}$`) });

for (const width of WIDTHS) {
  test(`at ${width} px: an advisor requests a refund, an admin edits and approves it, the gateway refuses and it is processed manually`, async ({
    browser,
  }) => {
    const stamp = Date.now();
    const reason = `E2E refund ${width} ${stamp}`;
    const advisor = await backofficePage(browser, 'advisor@demo.test', width);

    // The advisor finds the payment by its transaction and requests $20 on its hours line.
    const payment = await unsettledPayment(advisor);
    await openMenu(advisor, /^payments$/i);
    await advisor.getByPlaceholder('Family or transaction').fill(payment.transactionId);
    await advisor.getByText(payment.familyName).first().click();
    await expect(advisor).toHaveURL(new RegExp(`/admin/payments/${payment.id}/show$`));
    const lines = advisor.getByRole('table', { name: 'Line items' });
    await expect(lines).toContainText('5 tutoring hours');
    await expectNoSidewaysScroll(advisor);
    await lines.getByRole('button', { name: 'Request refund' }).click();

    const modal = advisor.getByRole('dialog', { name: 'Request a refund' });
    await modal.getByRole('combobox', { name: /category/i }).click();
    await advisor.getByRole('option', { name: 'Billing error' }).click();
    await modal.getByLabel(/amount/i).fill('20');
    await modal.getByLabel(/reason/i).fill(reason);
    await expectNoSidewaysScroll(advisor);
    await keepScreenshot(advisor, `refund-request-${width}`);
    await modal.getByRole('button', { name: 'Request refund' }).click();
    await seeToast(advisor, 'Refund of $20.00 requested');
    await expect(modal).toBeHidden();
    // The payment's refund requests now list it, pending.
    await expect(
      advisor.getByText('$20.00 · Billing error · 5 tutoring hours', { exact: true }),
    ).toBeVisible();
    await advisor.context().close();

    // The admin finds it among the pending requests and opens it.
    const admin = await backofficePage(browser, 'admin@demo.test', width);
    await openMenu(admin, /refund requests/i);
    await admin.getByRole('button', { name: 'Pending', exact: true }).click();
    await admin.getByPlaceholder('Reason or family').fill(reason);
    const row = admin
      .getByText(`${payment.familyName} · $20.00`)
      .or(admin.getByRole('row').filter({ hasText: '$20.00' }).getByText(payment.familyName));
    await expect(row).toHaveCount(1);
    await expectNoSidewaysScroll(admin);
    await row.click();
    await expect(admin).toHaveURL(/\/admin\/refund_requests\/\d+$/);
    const requestUrl = admin.url();
    await expect(statusChip(admin, 'Pending')).toBeVisible();

    // Edit: $15 and a longer reason; saved, back on the list.
    await admin.getByLabel(/amount/i).fill('15');
    await admin.getByLabel(/reason/i).fill(`${reason} (partial)`);
    await expectNoSidewaysScroll(admin);
    await keepScreenshot(admin, `refund-edit-${width}`);
    await admin.getByRole('button', { name: /save/i }).click();
    await seeToast(admin, 'Refund request updated');
    await expect(admin).toHaveURL(/\/admin\/refund_requests(\?.*)?$/);

    // Approve: the gateway refuses the unsettled charge, and the request is incomplete.
    await admin.goto(requestUrl);
    await expect(admin.getByLabel(/amount/i)).toHaveValue('15');
    await expect(admin.getByLabel(/reason/i)).toHaveValue(`${reason} (partial)`);
    await admin.getByRole('button', { name: 'Approve' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve this refund?' });
    await expect(approve).toContainText(
      `$15.00 goes back to ${payment.familyName}'s card through the payment gateway.`,
    );
    await approve.getByRole('button', { name: /confirm/i }).click();
    await seeToast(
      admin,
      'Refund incomplete: The referenced transaction does not meet the criteria for issuing a credit. (code 54)',
    );
    await expect(statusChip(admin, 'Incomplete')).toBeVisible();
    await expect(admin.getByText('Only a pending refund request can be edited.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: /save/i })).toHaveCount(0);
    await expectNoSidewaysScroll(admin);
    await keepScreenshot(admin, `refund-incomplete-${width}`);

    // Process manually: money returned outside the gateway.
    await admin.getByRole('button', { name: 'Process manually' }).click();
    const manual = admin.getByRole('dialog', { name: 'Mark as processed manually?' });
    await expect(manual).toContainText('Only once the money was returned outside the gateway');
    await manual.getByRole('button', { name: /confirm/i }).click();
    await seeToast(admin, 'Refund marked as processed manually');
    await expect(statusChip(admin, 'Processed manually')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Process manually' })).toHaveCount(0);

    // The list's Processed manually filter shows it at $15.00.
    await openMenu(admin, /refund requests/i);
    await admin.getByRole('button', { name: 'Processed manually', exact: true }).click();
    await admin.getByPlaceholder('Reason or family').fill(reason);
    await expect(admin.getByText(/\$15\.00/)).toHaveCount(1);
    await expect(statusChip(admin, 'Processed manually')).toHaveCount(1);
    await expectNoSidewaysScroll(admin);
    await admin.context().close();
  });
}
