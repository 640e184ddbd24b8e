import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad, signInThroughForm } from '../../support/sign-in.ts';

test('an admin spoofs the demo tutor, sees the purple bar and the tutor’s schedule, and returns', async ({
  page,
  baseURL,
}) => {
  // The demo tutor's record, as the spoof header names it (Tutor-{tutorId}).
  const tutorContext = await playwrightRequest.newContext({ baseURL });
  const tutorApi = await apiSignIn(tutorContext, 'tutor@demo.test');
  const tutor = (await tutorApi.get('/api/session.json')).user as {
    tutorId: number;
    firstName: string;
    lastName: string;
  };
  await tutorContext.dispose();
  const target = `Tutor-${tutor.tutorId}`;

  await page.goto('/login/en');
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin/);

  const effectiveUsers: string[] = [];
  const channelAuthorisations: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v2/sessions')) {
      effectiveUsers.push(response.headers()['x-effective-user'] ?? '');
    }
    if (response.url().includes('/api/auth/pusher/auth'))
      channelAuthorisations.push(response.status());
  });
  await page.goto(`/spoof/${target}`);
  await expect(page).toHaveURL(new RegExp(`/tutor/dashboard/students\\?spoof=${target}`));
  const bar = page.getByRole('region', { name: /You are spoofing/ });
  await expect(bar).toContainText(`You are spoofing ${tutor.firstName} ${tutor.lastName}`);
  await expect(page.getByRole('heading', { name: `Hello, ${tutor.firstName}` })).toBeVisible();
  await expect(page.getByText('All times displayed in America/Chicago')).toBeVisible();
  await expect.poll(() => effectiveUsers.length).toBeGreaterThan(0);
  expect(effectiveUsers.every((value) => value.includes(target))).toBe(true);
  // Live updates keep working while spoofing: the tutor's private channel is authorised.
  await expect.poll(() => channelAuthorisations.length).toBeGreaterThan(0);
  expect(channelAuthorisations.every((status) => status === 200)).toBe(true);

  await bar.getByRole('button', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin/);
  expect(await page.evaluate(() => sessionStorage.getItem('tp.spoof'))).toBeNull();
});

test('a tutor who manages no team cannot spoof anyone', async ({ page, baseURL }) => {
  const adminContext = await playwrightRequest.newContext({ baseURL });
  const leader = (await apiSignIn(adminContext, 'leader@demo.test')).user;
  await adminContext.dispose();

  await signInBeforeLoad(page, 'tutor@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page.goto(`/spoof/Tutor-${leader.tutorId}`);
  await expect(page.getByRole('alert').filter({ hasText: /not allowed/i })).toBeVisible();
  await expect(page).toHaveURL(/\/tutor\/dashboard\/students$/);
  await expect(page.getByRole('region', { name: /You are spoofing/ })).toHaveCount(0);
});
