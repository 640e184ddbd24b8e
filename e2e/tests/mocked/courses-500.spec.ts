import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../../support/sign-in.ts';

declare global {
  interface Window {
    msw?: {
      worker: { use: (...handlers: unknown[]) => void };
      http: { get: (path: string, resolver: () => Response) => unknown };
      HttpResponse: { json: (body: unknown, init?: ResponseInit) => Response };
    };
  }
}

test('a 500 on the courses list shows the catalogue toast', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$|\/admin\/courses/);

  await page.waitForFunction(() => Boolean(window.msw));
  await page.evaluate(() => {
    const { worker, http, HttpResponse } = window.msw!;
    worker.use(
      http.get('/api/v2/courses', () =>
        HttpResponse.json({ error: 'Internal server error', requestId: 'e2e' }, { status: 500 }),
      ),
    );
  });
  // Client-side navigation keeps the worker and its override.
  await page.getByRole('menuitem', { name: /courses/i }).click();
  await page
    .getByRole('button', { name: /refresh/i })
    .first()
    .click();

  await expect(page.getByText('Sorry, there has been a problem')).toBeVisible();
  await expect(
    page.getByText('Our server has experienced an error.  Please contact customer service.', {
      exact: false,
    }),
  ).toBeVisible();
});
