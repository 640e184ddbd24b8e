import type { Page } from '@playwright/test';
import { apiSignIn, DEMO_PASSWORD } from './api.ts';

/** Fills the sign-in form both apps share (e-mail and password) and submits it. */
export async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * Signs the page's browser context in through the real API (`page.request` shares the
 * context's cookies), before its first `page.goto`: for journeys whose subject is not the
 * sign-in form. Saves a page load and a form per journey; the form itself keeps tests of its
 * own (accounts-ui, tutor-schedule, the mocked project's).
 */
export async function signInBeforeLoad(page: Page, email: string) {
  await apiSignIn(page.request, email);
}
