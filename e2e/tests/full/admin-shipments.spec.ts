import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * The shipments resource end to end: an admin creates a shipment with an observer and an
 * address chosen from the places lookup, the purchase link loses its query string, a tracking number marks it shipped after the confirm,
 * and the CSV export carries exactly what the search selects.
 */
test('an admin creates a shipment, marks it shipped with a tracking number, and exports it', async ({
  page,
}) => {
  const stamp = Date.now();
  const link = `https://shop.example.com/books/e2e-${stamp}`;
  const observer = `observer-${stamp}@example.com`;
  const tracking = `1ZE2E${stamp}`;

  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /shipments/i }).click();
  await expect(page.getByRole('columnheader', { name: /recipient/i })).toBeVisible();

  await page.getByRole('link', { name: /create/i }).click();
  await page.getByLabel('Recipient', { exact: true }).fill('Lily');
  await page.getByRole('option', { name: /Lily Brennan/ }).click();
  await page.getByLabel(/purchase link/i).fill(`${link}?ref=abc&utm_source=mail`);
  // Spec §5: the address comes from the autocomplete (the server's places lookup).
  await page.getByLabel(/search for an address/i).fill('elm springfield');
  await page.getByRole('option', { name: /12 Elm St, Springfield, IL 62701/ }).click();
  await expect(page.getByLabel(/^street/i)).toHaveValue('12 Elm St');
  await expect(page.getByLabel(/^zip/i)).toHaveValue('62701');
  await page.getByLabel(/e-mail/i).fill(observer);
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText('Shipment created')).toBeVisible();

  // Back on the list: find it by its link and open it; the link was stored without its query.
  await page.getByPlaceholder('Tracking, order or link').fill(`e2e-${stamp}`);
  const row = page.getByRole('row', { name: /Lily Brennan/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.click();
  await expect(page.getByLabel(/purchase link/i)).toHaveValue(link);
  await expect(page.getByLabel(/e-mail/i)).toHaveValue(observer);

  // A tracking number on an Amazon order marks it shipped: the form asks first.
  await page.getByLabel(/tracking number/i).fill(tracking);
  await page.getByRole('button', { name: /^save$/i }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('marks this shipment as shipped');
  await confirm.getByRole('button', { name: /save and mark shipped/i }).click();
  await expect(page.getByText('Shipment updated')).toBeVisible();

  // The export is what the search selects: this one shipment, with readable labels.
  await page.getByPlaceholder('Tracking, order or link').fill(tracking);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Lily Brennan/ })).toContainText('Shipped');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(parsed.data).toHaveLength(1);
  expect(parsed.data[0]).toMatchObject({
    Status: 'Shipped',
    Recipient: 'Lily Brennan',
    Originator: 'Amazon',
    'Purchase link': link,
    Tracking: tracking,
    Observers: observer,
    Address: '12 Elm St, Springfield, IL 62701, United States',
  });
});
