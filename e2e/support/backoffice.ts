import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInBeforeLoad } from './sign-in.ts';

/** The widths the back-office journeys run at: a desktop and a phone. */
export const WIDTHS = [1280, 390] as const;

/**
 * A page of its own (its own cookies) at `width`, signed in to the back-office as `email`
 * (through the API: the form has tests of its own); the caller closes its context.
 */
export async function backofficePage(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await signInBeforeLoad(page, email);
  await page.goto('/admin');
  // Signed in once the back-office's app bar offers the user menu.
  await expect(page.getByRole('button', { name: /profile|account|user/i }).first()).toBeVisible();
  return page;
}

/**
 * Clicks a menu entry, opening the drawer first on a phone (where the menu hides in it, and
 * the app bar with its menu button hides while the page is scrolled down).
 */
export async function openMenu(page: Page, name: RegExp) {
  const entry = page.getByRole('menuitem', { name });
  if (!(await entry.isVisible())) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /open menu/i }).click();
  }
  await entry.click();
}

/** Reads a success toast, then closes it (it sits over the page's bottom and top buttons). */
export async function seeToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(toast).toBeHidden();
}

/** The page does not scroll sideways (at 390 px nothing may stick out to the right). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** A full-page screenshot attached to the test's report. */
export async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
