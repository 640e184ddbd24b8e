// The back-office's resources in the mocked mode: the same screens over the same engine, run
// in the page over the demo world, with no server behind them.
import { expect, test, type Page } from '@playwright/test';
import { waitForMockedApi } from '@tp/mocks/playwright';
import { signInThroughForm } from '../../support/sign-in.ts';

async function signInToBackoffice(page: Page, email: string) {
  await page.goto('/admin/login');
  await waitForMockedApi(page);
  await signInThroughForm(page, email);
  await expect(page.getByRole('menuitem', { name: 'Courses' })).toBeVisible();
}

/**
 * Every list an admin opens from the menu, each with a row of the demo world in it: in two
 * journeys, so that each stays under half a minute on a busy machine and the mocked lane's two
 * workers share them.
 */
const ADMIN_LISTS: readonly {
  lists: string;
  entries: readonly { menu: string; path: string }[];
}[] = [
  {
    lists: 'the courses and people lists',
    entries: [
      { menu: 'Courses', path: '/admin/courses' },
      { menu: 'Enrollments', path: '/admin/enrollments' },
      { menu: 'Brands', path: '/admin/brands' },
      { menu: 'Subjects', path: '/admin/subjects' },
      { menu: 'Tiers', path: '/admin/tiers' },
      { menu: 'Students', path: '/admin/students' },
      { menu: 'Parents and leads', path: '/admin/parents' },
      { menu: 'Tutors', path: '/admin/tutors' },
    ],
  },
  {
    lists: 'the staff and operations lists',
    entries: [
      { menu: 'Tutoring history', path: '/admin/tutoring_histories' },
      { menu: 'Employees', path: '/admin/employees' },
      { menu: 'Teams', path: '/admin/teams' },
      { menu: 'Lead sources', path: '/admin/lead_sources' },
      { menu: 'Sessions', path: '/admin/sessions' },
      { menu: 'Shipments', path: '/admin/shipments' },
      { menu: 'Reviews', path: '/admin/reviews' },
      { menu: 'Payroll items', path: '/admin/payroll_items' },
    ],
  },
];

for (const { lists, entries } of ADMIN_LISTS) {
  test(`an admin opens ${lists} from the menu and each shows the demo world`, async ({ page }) => {
    const failedCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 500) {
        failedCalls.push(`${response.status()} ${response.url()}`);
      }
    });
    await signInToBackoffice(page, 'admin@demo.test');
    for (const { menu, path } of entries) {
      await page.getByRole('menuitem', { name: menu, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
      // A data row (a header row alone would mean the list came back empty).
      await expect(page.locator('tbody tr').first(), menu).toBeVisible();
    }
    expect(failedCalls).toEqual([]);
  });
}

test('an admin creates a team in the mocked mode and finds it in the list', async ({ page }) => {
  const name = `Mocked team ${Date.now()}`;
  await signInToBackoffice(page, 'admin@demo.test');
  await page.getByRole('menuitem', { name: 'Teams', exact: true }).click();
  await page.getByRole('link', { name: /create/i }).click();
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^manager/i).fill('Audrey');
  await page.getByRole('option', { name: /Audrey Chen-Park/ }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(`Team ${name} created`)).toBeVisible();

  await page.getByPlaceholder('Search teams').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Audrey Chen-Park');
});

test('the menu follows the role: an advisor works parents and leads but sees no payroll', async ({
  page,
}) => {
  await signInToBackoffice(page, 'advisor@demo.test');
  await expect(page.getByRole('menuitem', { name: 'Parents and leads' })).toBeVisible();
  // Payroll is for admins, HR and instruction managers (the API answers 403 to the rest).
  await expect(page.getByRole('menuitem', { name: 'Payroll items', exact: true })).toHaveCount(0);
});
