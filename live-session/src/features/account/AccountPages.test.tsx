import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_INVITED_PARENT_EMAIL, TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

/** Asks the API for a mail to `email` (as the screens do), and answers its link as an app path. */
async function mailedPath(path: string, body: unknown, email: string): Promise<string> {
  const { status } = await api.request('POST', path, body);
  if (status >= 300) throw new Error(`POST ${path} answered ${status}`);
  const link = api.mailedLink(email);
  return `${link.pathname}${link.search}`;
}

/** The reset link mailed to `email`. */
function resetLink(email: string) {
  return mailedPath('/api/secret.json', { user: { email } }, email);
}

describe('/secret', () => {
  it('mails a reset link and says where it went', async () => {
    api.willWrite();
    renderApp('/secret');
    await userEvent.type(await screen.findByLabelText(/E-mail/), TUTOR_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = `A link to reset your password has been sent to: ${TUTOR_EMAIL}`;
    expect(await screen.findAllByText(sent)).toHaveLength(2); // the toast and the screen
    expect(screen.getAllByText('Password Reset').length).toBeGreaterThan(0);
    expect(api.mailedLink(TUTOR_EMAIL).pathname).toBe('/secret/reset');
  });

  it('asks to fix the form for an address that is not one', async () => {
    renderApp('/secret');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByText('E-mail is not a valid address')).toBeInTheDocument();
    expect(api.requestsTo('/api/secret.json')).toEqual([]);
  });

  it('speaks Spanish with language=es', async () => {
    renderApp('/secret?language=es');
    expect(
      await screen.findByRole('heading', { name: '¿Olvidó su contraseña?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
  });
});

describe('/secret/reset', () => {
  const anyResetUrl =
    '/secret/reset?reset_password_token=t&first_name=Marcus&last_name=Okafor&username=tutor%40demo.test';

  it('refuses passwords that do not match (noMatch), without calling the server', async () => {
    renderApp(anyResetUrl);
    await userEvent.type(await screen.findByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(api.requestsTo('/api/secret.json')).toEqual([]);
  });

  it('refuses a password shorter than 6 characters', async () => {
    renderApp(anyResetUrl);
    await userEvent.type(await screen.findByLabelText(/^Password/), 'abc');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  // Going home loads the dashboard's lists before it picks a tab: more than 5 s on a busy machine.
  it(
    'sets the password from the mailed link, says so, and signs in to the user’s home',
    { timeout: 15_000 },
    async () => {
      api.willWrite();
      const { router } = renderApp(await resetLink(TUTOR_EMAIL));
      expect(await screen.findByText(/Hi Marcus Okafor/)).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/^Password/), 'new-secret');
      await userEvent.type(screen.getByLabelText(/^Confirm password/), 'new-secret');
      await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
      expect(await screen.findByText('Successfully set password')).toBeInTheDocument();
      await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'));
    },
  );

  it('shows the server’s sentence for a refused token', async () => {
    renderApp(anyResetUrl.replace('token=t', 'token=stale'));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'demo1234');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Reset password token is invalid.')).toBeInTheDocument();
  });

  it('says the link is incomplete without a token', async () => {
    renderApp('/secret/reset');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/secret?language=en',
    );
  });
});

describe('/setup', () => {
  it('sets the first password of an invited account, then signs in and goes home', async () => {
    api.willWrite();
    const token = new URLSearchParams(
      (await resetLink(DEMO_INVITED_PARENT_EMAIL)).split('?')[1],
    ).get('reset_password_token')!;
    const login = encodeURIComponent(DEMO_INVITED_PARENT_EMAIL);
    const { router } = renderApp(`/setup?login=${login}&reset_password_token=${token}`);
    await userEvent.type(await screen.findByLabelText(/^Password/), 'first-secret');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'first-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/parent/planner'));
  });
});

describe('/verification and /unlock', () => {
  it('resends the confirmation to the address in the query', async () => {
    api.willWrite();
    renderApp(`/verification?email=${encodeURIComponent(DEMO_INVITED_PARENT_EMAIL)}`);
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue(DEMO_INVITED_PARENT_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(
      await screen.findAllByText(
        `Instructions for verifying your email have been sent to ${DEMO_INVITED_PARENT_EMAIL}`,
      ),
    ).not.toHaveLength(0);
    expect(api.mailedLink(DEMO_INVITED_PARENT_EMAIL).pathname).toBe('/success');
  });

  it('sends unlock instructions', async () => {
    renderApp('/unlock');
    await userEvent.type(await screen.findByLabelText(/E-mail/), TUTOR_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send unlock instructions' }));
    expect(
      await screen.findAllByText(
        `Instructions for unlocking your account have been sent to ${TUTOR_EMAIL}`,
      ),
    ).not.toHaveLength(0);
    expect(api.requestsTo('/api/unlock.json')).toHaveLength(1);
  });
});

describe('/success', () => {
  it('confirms the e-mail and sends an account without a password to setup after 5 seconds', async () => {
    api.willWrite();
    const email = DEMO_INVITED_PARENT_EMAIL;
    const link = await mailedPath('/api/verification.json', { user: { email } }, email);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = renderApp(link);
      expect(
        await screen.findByText(`Your e-mail ${email} has been verified.`),
      ).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(currentUrl(router)).toMatch(/^\/success/);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(currentUrl(router)).toMatch(
        new RegExp(
          `^/setup\\?login=${encodeURIComponent(email)}&language=en&reset_password_token=`,
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('unlocks a locked account from the mailed link and offers to go to sign-in at once', async () => {
    api.willWrite();
    await api.query('update users set locked_at = now() where email = $1', [TUTOR_EMAIL]);
    const link = await mailedPath(
      '/api/unlock.json',
      { user: { email: TUTOR_EMAIL } },
      TUTOR_EMAIL,
    );
    const { router } = renderApp(link);
    expect(
      await screen.findByText(`The account ${TUTOR_EMAIL} has been unlocked.`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue now' }));
    // The navigation ends once the sign-in page's code has loaded (a lazy route).
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/login/en?login=${encodeURIComponent(TUTOR_EMAIL)}`),
    );
  });

  it('goes to sign-in with the server’s sentence when the token is refused', async () => {
    const { router } = renderApp('/success?confirmation_token=stale&language=es');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/login/es?message=${encodeURIComponent('Confirmation token is invalid.').replace(/%20/g, '+')}`,
      ),
    );
    expect(await screen.findByText('Confirmation token is invalid.')).toBeInTheDocument();
  });
});

describe('/login e-mail sign-in', () => {
  it('mails a sign-in link and shows the answer as a warning', async () => {
    api.willWrite();
    renderApp('/login/en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-mail me a sign-in link instead' }),
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), TUTOR_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(
      await screen.findByText('If that e-mail has an account, a sign-in link has been sent to it.'),
    ).toBeInTheDocument();
    const link = api.mailedLink(TUTOR_EMAIL);
    expect(link.pathname).toBe('/login/en');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('shows a refused sign-in link as an error', async () => {
    api.server.use(
      http.get('*/api/v2/sso.json', () =>
        HttpResponse.json({ status: 'error', message: 'Too many requests.' }),
      ),
    );
    renderApp('/login/en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-mail me a sign-in link instead' }),
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), TUTOR_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('offers no e-mail sign-in when sent from inside an app', async () => {
    renderApp('/login/en?redirectTo=%2Ftutor%2Fschedule');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sign-in link/ })).not.toBeInTheDocument();
  });

  it('hides the Facebook link unless the runtime config enables it', async () => {
    renderApp('/login/en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in with Facebook')).not.toBeInTheDocument();
  });

  it('says "We\'re sorry. There\'s been an error." when the start-up sign-in check fails, and still offers the form', async () => {
    api.server.use(
      http.get('*/api/session.json', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    renderApp('/login/en');
    expect(await screen.findByText("We're sorry. There's been an error.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers Facebook and the OpenID Connect provider by name, each in a new window', async () => {
    api.server.use(
      http.get('*/api/config.json', () =>
        HttpResponse.json({
          version: 'test',
          socialSignIn: { facebook: true, oidc: { name: 'Campus ID' } },
        }),
      ),
    );
    renderApp('/login/en');
    const facebook = await screen.findByRole('link', { name: 'Sign in with Facebook' });
    expect(facebook).toHaveAttribute('href', '/api/auth/facebook');
    expect(facebook).toHaveAttribute('target', '_blank');
    const oidc = screen.getByRole('link', { name: 'Sign in with Campus ID' });
    expect(oidc).toHaveAttribute('href', '/api/auth/oidc');
    expect(oidc).toHaveAttribute('target', '_blank');
  });

  it('signs in with Spanish labels at /login/es', async () => {
    renderApp('/login/es');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/secret?language=es',
    );
  });

  it('translates a sign-in failure given as a key (login.locked) in Spanish', async () => {
    // The server may answer a Devise key instead of a sentence (spec §8).
    api.server.use(
      http.post('*/api/login.json', () => HttpResponse.json({ error: 'locked' }, { status: 401 })),
    );
    renderApp('/login/es');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await userEvent.type(screen.getByLabelText(/Correo/), TUTOR_EMAIL);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Su cuenta está bloqueada.')).toBeInTheDocument();
    expect(screen.getByText('Hmm, algo no está bien')).toBeInTheDocument();
  });
});
