import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api.ts';

/** Fills the sign-in form both apps share (e-mail and password) and submits it. */
export async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}
