import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { waitForMail } from '../../support/mail.ts';

/**
 * The account flows through the real server's HTTP API only, following the links the server
 * wrote into .eml files under DATA_DIR/mail: reset by mail, sign-in link, lock and unlock by
 * mail. Each test works on its own generated parent (never a demo login other tests use).
 */

interface Parent {
  userId: number;
  email: string;
}

/** A fresh API client of its own (its own cookies), with the CSRF header on writes. */
async function browserLike(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  await context.get('/api/session.json');
  // Read on every write, as the apps do: signing in or out issues a fresh token.
  const headers = async () => ({
    'X-XSRF-TOKEN': decodeURIComponent(
      (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    ),
    'Content-Type': 'application/vnd.api+json',
  });
  return {
    context,
    get: (path: string) => context.get(path),
    post: async (path: string, data: unknown) =>
      context.post(path, { data, headers: await headers() }),
    put: async (path: string, data: unknown) =>
      context.put(path, { data, headers: await headers() }),
  };
}

/** The path and query of a mailed link, to call on the server under test. */
function pathOf(link: string): URL {
  return new URL(link);
}

/** Generated parents (not demo logins), newest first, so the tests never touch shared accounts. */
async function generatedParents(request: APIRequestContext): Promise<Parent[]> {
  const admin = await apiSignIn(request, 'admin@demo.test');
  const { parents } = (await admin.get('/api/v2/parents?per=100&orderBy=id&orderSort=desc')) as {
    parents: Parent[];
  };
  return parents.filter((p) => p.email.endsWith('@example.test'));
}

test.describe('account flows through the API and the mailed links', () => {
  test('reset a forgotten password with the mailed link, then sign in with it', async ({
    request,
    baseURL,
  }) => {
    const [parent] = await generatedParents(request);
    const client = await browserLike(baseURL!);

    const asked = await client.post('/api/secret.json', { user: { email: parent!.email } });
    expect(asked.status()).toBe(200);
    const unknown = await client.post('/api/secret.json', {
      user: { email: 'nobody-here@example.test' },
    });
    expect(await unknown.json()).toEqual(await asked.json());

    const mail = await waitForMail({ to: parent!.email, subject: 'Reset password instructions' });
    const link = pathOf(mail.links[0]!);
    expect(link.pathname).toBe('/secret/reset');
    expect(link.searchParams.get('username')).toBe(parent!.email);
    const token = link.searchParams.get('reset_password_token')!;

    const mismatch = await client.put('/api/secret.json', {
      user: { resetPasswordToken: token, password: 'fresh start', passwordConfirmation: 'nope' },
    });
    expect(mismatch.status()).toBe(422);
    expect((await mismatch.json()).errors).toEqual({
      passwordConfirmation: ["doesn't match Password"],
    });

    const reset = await client.put('/api/secret.json', {
      user: {
        resetPasswordToken: token,
        password: 'fresh start',
        passwordConfirmation: 'fresh start',
      },
    });
    expect(reset.status()).toBe(200);
    const { user } = await reset.json();
    expect(user).toMatchObject({ email: parent!.email, hasPassword: true });

    const signIn = await client.post('/api/login.json', {
      login: user.email,
      password: 'fresh start',
    });
    expect(signIn.status()).toBe(200);
    expect((await signIn.json()).user.homeUrl).toBe('/parent/planner');

    const reused = await client.put('/api/secret.json', {
      user: {
        resetPasswordToken: token,
        password: 'again again',
        passwordConfirmation: 'again again',
      },
    });
    expect(reused.status()).toBe(422);
    await client.context.dispose();
  });

  test('sign in with a mailed sign-in link, once', async ({ request, baseURL }) => {
    const [, parent] = await generatedParents(request);
    const client = await browserLike(baseURL!);

    const sso = await client.get(`/api/v2/sso.json?email=${encodeURIComponent(parent!.email)}`);
    expect(await sso.json()).toEqual({
      status: 'ok',
      message: 'If that e-mail has an account, a sign-in link has been sent to it.',
    });
    const mail = await waitForMail({ to: parent!.email, subject: 'Your sign-in link' });
    const link = pathOf(mail.links[0]!);
    expect(link.pathname).toBe('/login/en');
    const token = link.searchParams.get('token')!;

    const signedIn = await client.post('/api/login.json', { token });
    expect(signedIn.status()).toBe(200);
    expect((await (await client.get('/api/session.json')).json()).user.email).toBe(parent!.email);

    const other = await browserLike(baseURL!);
    const again = await other.post('/api/login.json', { token });
    expect(again.status()).toBe(401);
    expect((await again.json()).error).toBe(
      'This sign-in link is invalid or has expired. Please ask for a new one.',
    );
    await client.context.dispose();
    await other.context.dispose();
  });

  test('five wrong passwords lock the account; the mailed unlock link opens it again', async ({
    request,
    baseURL,
  }) => {
    const [, , parent] = await generatedParents(request);
    // A known password first, set by an admin (the staff action of the same API).
    const admin = await apiSignIn(request, 'admin@demo.test');
    await admin.put(`/api/v2/users/${parent!.userId}/change_password`, {
      user: { password: 'known secret', passwordConfirmation: 'known secret' },
    });

    const client = await browserLike(baseURL!);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await client.post('/api/login.json', {
        login: parent!.email,
        password: `wrong ${attempt}`,
      });
      expect(wrong.status()).toBe(401);
      expect((await wrong.json()).error).toBe('Invalid login or password.');
    }
    const locked = await client.post('/api/login.json', {
      login: parent!.email,
      password: 'known secret',
    });
    expect(locked.status()).toBe(401);
    expect((await locked.json()).error).toMatch(/^Your account is locked\./);
    const account = await admin.get(`/api/v2/users/${parent!.userId}`);
    expect(account.user).toMatchObject({ isLocked: true, failedAttempts: 5 });

    const mail = await waitForMail({ to: parent!.email, subject: 'Unlock instructions' });
    const link = pathOf(mail.links[0]!);
    expect(link.pathname).toBe('/success');
    const unlock = await client.get(
      `/api/unlock.json?unlock_token=${encodeURIComponent(link.searchParams.get('unlock_token')!)}`,
    );
    expect(unlock.status()).toBe(200);
    expect((await unlock.json()).user).toMatchObject({ email: parent!.email, hasPassword: true });

    const back = await client.post('/api/login.json', {
      login: parent!.email,
      password: 'known secret',
    });
    expect(back.status()).toBe(200);
    await client.context.dispose();
  });
});
