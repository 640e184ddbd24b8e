import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_INVITED_PARENT_EMAIL,
  DEMO_PASSWORD,
  DEMO_UNCONFIRMED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
} from '@tp/server/demo-world';
import { waitForMail, type ReceivedMail } from '../../support/mail.ts';

/**
 * The confirmation journeys of the two demo-world parents made for them (account-states.ts
 * in mocks): an invited parent confirms the e-mail and chooses a first password on /setup;
 * a parent who changed address confirms the new one. Each account serves one test only.
 */

/** The path and query of the mail's link to `pathname`, to open on the server under test. */
function linkTo(mail: ReceivedMail, pathname: string): string {
  for (const link of mail.links) {
    const url = new URL(link);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathname} in "${mail.subject}"`);
}

/** Asks /verification for confirmation instructions to `email` and waits for the mail. */
async function requestConfirmation(page: Page, email: string): Promise<ReceivedMail> {
  await page.goto(`/verification?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(/E-mail/)).toHaveValue(email);
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Instructions for verifying your email have been sent to ${email}`,
    }),
  ).toHaveCount(2); // the toast and the screen
  return waitForMail({ to: email, subject: 'Confirmation instructions' });
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('confirming an e-mail against the real server', () => {
  test('an invited parent confirms the e-mail, chooses a password and is signed in', async ({
    page,
  }) => {
    const mail = await requestConfirmation(page, DEMO_INVITED_PARENT_EMAIL);
    const confirmationLink = linkTo(mail, '/success');
    expect(
      new URL(confirmationLink, 'http://x').searchParams.get('confirmation_token'),
    ).toBeTruthy();

    // /success reads the server's answer (hasPassword false, a fresh resetPasswordToken) and
    // sends the account on to /setup with that token.
    await page.goto(confirmationLink);
    await expect(
      page.getByText(`Your e-mail ${DEMO_INVITED_PARENT_EMAIL} has been verified.`),
    ).toBeVisible();
    await expect(page.getByText(/Next you will choose a password/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue now' }).click();
    await expect(page).toHaveURL(/\/setup\?/);
    const setupUrl = new URL(page.url());
    expect(setupUrl.searchParams.get('login')).toBe(DEMO_INVITED_PARENT_EMAIL);
    expect(setupUrl.searchParams.get('reset_password_token')).toBeTruthy();

    await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
    await page.getByLabel(/^Password/).fill('first choice 1');
    await page.getByLabel(/^Confirm password/).fill('first choice 1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('Successfully set password')).toBeVisible();
    await expect(page).toHaveURL(/\/parent\/planner/);
    const session = await page.request.get('/api/session.json');
    expect((await session.json()).user).toMatchObject({
      email: DEMO_INVITED_PARENT_EMAIL,
      unconfirmedEmail: null,
    });

    // The new password is the account's: sign out and in again with it.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login\/en$/);
    await signInWith(page, DEMO_INVITED_PARENT_EMAIL, 'first choice 1');
    await expect(page).toHaveURL(/\/parent\/planner/);
  });

  test('a parent who changed address confirms the new one and signs in with it', async ({
    page,
  }) => {
    await page.goto('/login/en');
    await signInWith(page, DEMO_UNCONFIRMED_PARENT_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/parent\/planner/);
    // The parent's placeholder page shows no shell warnings: the session carries the state.
    const before = await page.request.get('/api/session.json');
    expect((await before.json()).user).toMatchObject({
      email: DEMO_UNCONFIRMED_PARENT_EMAIL,
      unconfirmedEmail: DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
    });

    const mail = await requestConfirmation(page, DEMO_UNCONFIRMED_PARENT_NEW_EMAIL);
    await page.goto(linkTo(mail, '/success'));
    await expect(
      page.getByText(`Your e-mail ${DEMO_UNCONFIRMED_PARENT_NEW_EMAIL} has been verified.`),
    ).toBeVisible();
    // Signed in with a password: "Continue now" goes home rather than to /setup.
    await page.getByRole('button', { name: 'Continue now' }).click();
    await expect(page).toHaveURL(/\/parent\/planner/);
    const after = await page.request.get('/api/session.json');
    expect((await after.json()).user).toMatchObject({
      email: DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
      unconfirmedEmail: null,
    });

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login\/en$/);
    await signInWith(page, DEMO_UNCONFIRMED_PARENT_NEW_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/parent\/planner/);
    // The old address no longer signs in.
    await page.goto('/logout');
    await signInWith(page, DEMO_UNCONFIRMED_PARENT_EMAIL, DEMO_PASSWORD);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid login or password.' }),
    ).toBeVisible();
  });
});
