import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';

const LEADER = 'leader@demo.test';

interface WireTeam {
  id: number;
  name: string;
}

/**
 * Issue 24's faculty leader journey (spec scheduling §2 Team view): the leader opens Team from
 * the navigation and sees each team they belong to or manage, with the week's delivery and
 * availability bars, the team manager and the team's tutors.
 */
test('a faculty leader opens the Team page and sees their team', async ({ page }) => {
  test.setTimeout(30_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const leader = await apiSignIn(page.request, LEADER);
  const employeeId =
    (leader.user as { employeeId?: number | null }).employeeId ?? leader.user.tutorId;
  const { teams } = (await leader.get(
    `/api/v2/teams?memberOrManagerId=${employeeId}&noPagination=true`,
  )) as { teams: WireTeam[] };
  expect(teams.length, 'the demo leader is in a team').toBeGreaterThan(0);

  await page.goto('/tutor/dashboard');
  // The dashboard opens its first tab (a redirect) before the navigation is used.
  await expect(page).toHaveURL(/\/tutor\/dashboard\/students$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/tutor\/team$/);
  for (const team of teams) {
    const section = page.getByRole('region', { name: team.name });
    await expect(section.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
    await expect(section.getByText(/^Week \d+$/)).toBeVisible();
    for (const figure of ['Delivery', 'Availability']) {
      // The bar has no width at 0% (a week that has just begun, in the team's zone): it is on
      // the track with its value, and the legend below says the figure.
      const label = new RegExp(`^${figure} \\d+%$`);
      const bar = section.getByRole('progressbar', { name: label }).first();
      await expect(bar).toBeAttached();
      await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expect(section.getByText(label).first()).toBeVisible();
    }
    await expect(section.getByRole('heading', { name: 'Team manager', exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Tutors', exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: /^Email / }).first()).toBeVisible();
  }
  await expect(page.getByText('You are not in a team.')).toBeHidden();
});
