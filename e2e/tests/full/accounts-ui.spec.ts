import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { waitForMail, type ReceivedMail } from '../../support/mail.ts';
import { signInThroughForm } from '../../support/sign-in.ts';

interface Account {
  userId: number;
  email: string;
}

/** The path and query of the mail's link to `pathname`, to open on the server under test. */
function linkTo(mail: ReceivedMail, pathname: string): string {
  for (const link of mail.links) {
    const url = new URL(link);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathname} in "${mail.subject}"`);
}

/**
 * Generated parents whose account speaks English, oldest of the newest first. The newest few
 * belong to the API journeys (accounts-api.spec.ts); these screens take the next ones, so no
 * two journeys share an account, and no demo login is touched.
 */
async function englishParents(request: APIRequestContext): Promise<Account[]> {
  const admin = await apiSignIn(request, 'admin@demo.test');
  const { parents } = (await admin.get('/api/v2/parents?per=40&orderBy=id&orderSort=desc')) as {
    parents: Account[];
  };
  const accounts: Account[] = [];
  for (const parent of parents.filter((p) => p.email.endsWith('@example.test')).slice(6)) {
    const { user } = (await admin.get(`/api/v2/users/${parent.userId}`)) as {
      user: { language: string };
    };
    if (user.language === 'en') accounts.push(parent);
  }
  return accounts;
}

async function setKnownPassword(request: APIRequestContext, account: Account, password: string) {
  const admin = await apiSignIn(request, 'admin@demo.test');
  await admin.put(`/api/v2/users/${account.userId}/change_password`, {
    user: { password, passwordConfirmation: password },
  });
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function fillNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(confirmation);
}

test.describe('account screens against the real server', () => {
  test('a parent resets the password from the mailed link and is signed in', async ({
    page,
    request,
  }) => {
    const [parent] = await englishParents(request);
    await page.goto('/login/en');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/secret\?language=en$/);
    await page.getByLabel(/E-mail/).fill(parent!.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: `A link to reset your password has been sent to: ${parent!.email}`,
      }),
    ).toHaveCount(2); // the toast and the screen

    const mail = await waitForMail({ to: parent!.email, subject: 'Reset password instructions' });
    await page.goto(linkTo(mail, '/secret/reset'));
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await fillNewPassword(page, 'fresh pass 1', 'fresh pass 2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(page.getByText('Please fix the errors on the form.')).toBeVisible();
    await fillNewPassword(page, 'fresh pass 1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Successfully set password')).toBeVisible();
    await expect(page).toHaveURL(/\/parent\/planner/);

    // The link is single-use.
    await page.goto('/logout');
    await page.goto(linkTo(mail, '/secret/reset'));
    await fillNewPassword(page, 'fresh pass 3');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(/Reset password token/)).toBeVisible();
  });

  test('a parent signs in by the e-mailed link', async ({ page, request }) => {
    const [, parent] = await englishParents(request);
    await page.goto('/login/en');
    await page.getByRole('button', { name: 'E-mail me a sign-in link instead' }).click();
    await page.getByLabel(/E-mail/).fill(parent!.email);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    // 'ok' is a warning toast with the server's message (spec §4).
    await expect(
      page.getByRole('alert').filter({ hasText: 'a sign-in link has been sent to it' }),
    ).toBeVisible();

    const mail = await waitForMail({ to: parent!.email, subject: 'Your sign-in link' });
    await page.goto(linkTo(mail, '/login/en'));
    await expect(page).toHaveURL(/\/parent\/planner/);
  });

  test('five wrong passwords lock an account; the mailed unlock link opens it again', async ({
    page,
    request,
  }) => {
    const [, , parent] = await englishParents(request);
    await setKnownPassword(request, parent!, 'known secret');
    await page.goto('/login/en');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInWith(page, parent!.email, `wrong ${attempt}`);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    }
    await signInWith(page, parent!.email, 'known secret');
    await expect(page.getByRole('alert').filter({ hasText: /locked/i })).toBeVisible();

    await page.goto('/unlock');
    await page.getByLabel(/E-mail/).fill(parent!.email);
    await page.getByRole('button', { name: 'Send unlock instructions' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: `Instructions for unlocking your account have been sent to ${parent!.email}`,
      }),
    ).toHaveCount(2);

    const mail = await waitForMail({ to: parent!.email, subject: 'Unlock instructions' });
    await page.goto(linkTo(mail, '/success'));
    await expect(page.getByText(`The account ${parent!.email} has been unlocked.`)).toBeVisible();
    // After 5 seconds the screen moves on to sign-in with the login filled in.
    await expect(page).toHaveURL(/\/login\/en\?login=/, { timeout: 8_000 });
    await expect(page.getByLabel(/E-mail/)).toHaveValue(parent!.email);
    await page.getByLabel(/Password/).fill('known secret');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/parent\/planner/);
  });

  test('resending the confirmation says where the instructions went', async ({ page }) => {
    await page.goto('/verification?email=tutor%40demo.test');
    await expect(page.getByLabel(/E-mail/)).toHaveValue('tutor@demo.test');
    await page.getByRole('button', { name: 'Resend confirmation' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: 'Instructions for verifying your email have been sent to tutor@demo.test',
      }),
    ).toHaveCount(2);
  });

  test('a wrong token goes to sign-in with the server’s sentence, in Spanish', async ({ page }) => {
    await page.goto('/success?confirmation_token=not-a-token&language=es');
    await expect(page).toHaveURL(/\/login\/es\?message=/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText(/token/i)).toBeVisible();
  });

  test('logging out warns and opens sign-in', async ({ page }) => {
    await page.goto('/login/en');
    await signInThroughForm(page, 'tutor@demo.test');
    await expect(page).toHaveURL(/\/tutor\/dashboard/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login\/en$/);
    await expect(page.getByText('You have been signed out')).toBeVisible();
  });
});
