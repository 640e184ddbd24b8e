import { expect, test, type Page } from '@playwright/test';
import {
  WIDTHS,
  backofficePage,
  expectNoSidewaysScroll,
  keepScreenshot,
  openMenu,
} from '../../support/backoffice.ts';

/**
 * The families' card payment status as icons on the parents list (staff-and-crm §9: "Card
 * payment statuses shown as icons: current, delinquent, credit, collections, override"), at
 * 1280 px (the table's Card column) and 390 px (the phone's list). The demo world has them
 * all: a family with a failed installment is delinquent, families on a contract with credit
 * have credit, and two have a status set by hand (collections, override).
 */

interface ParentRow {
  firstName: string;
  lastName: string;
  cardStatus: string;
}

const LABELS = {
  delinquent: 'Card payments delinquent',
  credit: 'Family has credit',
  collections: 'In collections',
} as const;

async function familyWith(page: Page, status: keyof typeof LABELS): Promise<ParentRow> {
  const answer = await page.request.get('/api/v2/parents?per=200&type=Customer');
  const { parents } = (await answer.json()) as { parents: ParentRow[] };
  const parent = parents.find((p) => p.cardStatus === status);
  expect(parent, `a demo family whose card status is ${status}`).toBeDefined();
  return parent!;
}

for (const width of WIDTHS) {
  test(`at ${width} px: the parents list shows delinquent, credit and collections families' card icons`, async ({
    browser,
  }) => {
    const page = await backofficePage(browser, 'admin@demo.test', width);
    await openMenu(page, /parents and leads/i);
    await expect(page.getByRole('tab', { name: /customers|parents/i }).first()).toBeVisible();
    for (const status of ['delinquent', 'credit', 'collections'] as const) {
      const parent = await familyWith(page, status);
      await page.getByPlaceholder('Name or e-mail').fill(parent.lastName);
      // The family's line (a table row, or the phone list's link) carries the status icon.
      const line = page
        .getByRole('row')
        .or(page.getByRole('link'))
        .filter({ hasText: parent.lastName })
        .filter({ hasText: parent.firstName });
      await expect(line).toHaveCount(1);
      const icon = line.getByRole('img', { name: LABELS[status] });
      await expect(icon).toBeVisible();
      if (width >= 900) {
        // Its name in the tooltip too. The search is debounced: a list that refreshes under the
        // pointer replaces the hovered icon, and the new one gets no mouseover until the pointer
        // moves, so each try moves it away first.
        await expect(async () => {
          await page.mouse.move(0, 0);
          await icon.hover();
          await expect(page.getByRole('tooltip')).toHaveText(LABELS[status], { timeout: 2_000 });
        }).toPass();
      }
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `card-${status}-${width}`);
    }
    await page.context().close();
  });
}
