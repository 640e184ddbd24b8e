import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInThroughForm } from '../../support/sign-in.ts';

/** The dark theme's app bar: the dark palette's paper (ui/src/theme/palettes.ts). */
const DARK_BAR = 'rgb(23, 30, 44)';

/**
 * Arranges, through the API as an admin, a session of today that no tutor covers: it starts a
 * minute ago, so it is "today" in any zone except in the first minute after midnight.
 */
async function addUnstaffedSessionNow(request: APIRequestContext): Promise<string> {
  const admin = await apiSignIn(request, 'admin@demo.test');
  const { courses } = (await admin.get('/api/v2/courses?status=published&per=1')) as {
    courses: { id: number; title: string }[];
  };
  const course = courses[0]!;
  const state = await request.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const res = await request.post('/api/v2/sessions', {
    data: {
      session: {
        courseId: course.id,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        duration: 60,
        supervisorId: null,
      },
    },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      'Content-Type': 'application/vnd.api+json',
    },
  });
  expect(res.status()).toBe(201);
  return course.title;
}

test('an admin lands on the dashboard, opens the sessions without a tutor, and switches to dark', async ({
  page,
  request,
}) => {
  const courseTitle = await addUnstaffedSessionNow(request);

  await page.goto('/admin');
  await signInThroughForm(page, 'admin@demo.test');

  // The home page is the dashboard, not the courses list.
  await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
  const card = page.getByRole('region', { name: "Today's sessions without a tutor" });
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipments to send' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payroll items to review' })).toBeVisible();

  // The card counts the session and links into the list with the same filter.
  const open = card.getByRole('link', { name: /Open the list \(\d+\)/ });
  await expect(open).toBeVisible();
  const counted = Number(/\((\d+)\)/.exec((await open.textContent())!)![1]);
  expect(counted).toBeGreaterThanOrEqual(1);
  await open.click();

  await expect(page).toHaveURL(/\/admin\/sessions\?/);
  await expect(page.getByRole('button', { name: 'Without a tutor' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(counted);
  await expect(rows.filter({ hasText: courseTitle }).first()).toContainText('No tutor');
  // The menu shows where we are: the Sessions entry of the Operations group.
  await expect(page.getByRole('menuitem', { name: 'Sessions' })).toHaveClass(
    /RaMenuItemLink-active/,
  );

  // Dark mode from the app bar, remembered on the next visit.
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect(page.locator('header').first()).toHaveCSS('background-color', DARK_BAR);
  await page.reload();
  await expect(page.locator('header').first()).toHaveCSS('background-color', DARK_BAR);
});
