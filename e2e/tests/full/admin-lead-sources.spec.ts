import { expect, test } from '@playwright/test';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Lead sources end to end: an admin creates a school, moves it through spec §4's status
 * machine (Uncategorized, Target, Managed), sees a refused transition named (the form and the
 * server say the same), and merges a pending school into an actual school.
 */
test('an admin creates a lead source and moves it through the status machine', async ({ page }) => {
  const name = `E2E Academy ${Date.now()}`;
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /lead sources/i }).click();
  await expect(page.getByRole('columnheader', { name: /assigned to/i })).toBeVisible();

  await page.getByRole('link', { name: /create/i }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'High School' }).click();
  await page.getByLabel('Charter').check();
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText(`Lead source ${name} created`)).toBeVisible();

  // Find it, open it: Uncategorized by default.
  await page.getByPlaceholder('Name or city').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Uncategorized');

  const moveTo = async (status: string) => {
    await page.getByRole('row', { name: new RegExp(name) }).click();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: status, exact: true }).click();
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect(page.getByText(`Lead source ${name} updated`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(status);
  };
  await moveTo('Target');
  await moveTo('Managed');

  // Managed may only stay or end: Target is refused, naming both statuses.
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page.getByText('From Managed: Managed, Ended.')).toBeVisible();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Target', exact: true }).click();
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText('cannot change from Managed to Target')).toBeVisible();

  // The server refuses it too, whoever sends it: a 422 naming both statuses.
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const refused = await page.request.put(`/api/v2/lead_sources/${id}`, {
    data: { lead_source: { status: 'target' } },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual({
    status: ['cannot change from Managed to Target'],
  });

  // Ended is allowed.
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Ended', exact: true }).click();
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText(`Lead source ${name} updated`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Ended');
});

test('an advisor merges a pending school into an actual school; a school cannot be merged', async ({
  page,
}) => {
  await signInBeforeLoad(page, 'advisor@demo.test');
  await page.goto('/admin');
  await expect(page.getByRole('menuitem', { name: /lead sources/i })).toBeVisible();

  // An actual school answers with the spec's alert.
  await page.goto(`/admin/lead_sources?filter=${encodeURIComponent('{"type":"School"}')}`);
  await page.getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Merge into a school' }).click();
  await expect(page.getByText('School must be pending to merge')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  // The pending "Lincoln High" merges into Lincoln High School.
  await page.goto(`/admin/lead_sources?filter=${encodeURIComponent('{"type":"PendingSchool"}')}`);
  await page.getByRole('row', { name: /Lincoln High/ }).click();
  await page.getByRole('button', { name: 'Merge into a school' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Actual school').fill('Lincoln High');
  await page
    .getByRole('option', { name: /^Lincoln High School/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(/Lincoln High was merged into Lincoln High School/)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(/Lincoln High School/);

  // The pending school is gone.
  await page.goto(`/admin/lead_sources?filter=${encodeURIComponent('{"type":"PendingSchool"}')}`);
  await expect(page.getByRole('row', { name: /Lincoln High\b(?! School)/ })).toHaveCount(0);
});
