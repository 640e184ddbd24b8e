import { expect, test, type Request } from '@playwright/test';
import { signInThroughForm } from '../../support/sign-in.ts';

/** The script file a request names, without its content hash: `vendor-mui-Df8ZtJsH.js` → `vendor-mui`. */
function chunkName(request: Request): string {
  return (new URL(request.url()).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');
}

for (const width of [1280, 390]) {
  test(`the sign-in page loads only the form, then the app from its prefetch (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const scripts: string[] = [];
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/assets/')) return;
      if (request.resourceType() === 'script') scripts.push(chunkName(request));
      else if (request.resourceType() === 'other') prefetched.push(chunkName(request));
    });

    // A visitor from outside the app, sent on to the schedule after signing in.
    await page.goto(`/login?redirectTo=${encodeURIComponent('/tutor/schedule')}`);
    await expect(page).toHaveURL(/\/login\/en\?redirectTo=/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel(/e-?mail/i)).toBeFocused();
    // React and the form; the router, MUI and the app's entry are not part of this page.
    expect(scripts).toContain('vendor-react');
    expect(scripts).not.toContain('vendor-router');
    expect(scripts).not.toContain('vendor-mui');
    // The app's first load is fetched while the visitor types.
    await expect
      .poll(() => prefetched)
      .toEqual(expect.arrayContaining(['vendor-router', 'vendor-mui']));

    // A wrong password: the toast says so, and the page stays.
    await page.getByLabel(/e-?mail/i).fill('tutor@demo.test');
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid login or password.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\/en/);

    await signInThroughForm(page, 'tutor@demo.test');
    await expect(page).toHaveURL(/\/tutor\/schedule$/);
    await expect(page.getByText('All times displayed in America/Chicago')).toBeVisible();
  });
}
