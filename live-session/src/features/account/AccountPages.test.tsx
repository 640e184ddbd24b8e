import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, signInHandlers, startApiServer } from '../../test/api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { accountHandlers, VALID_TOKEN, type AccountCalls } from './account-handlers.ts';

startApiServer();

function setUp(options: Parameters<typeof accountHandlers>[1] = {}) {
  const calls: AccountCalls = { bodies: [] };
  server.use(...signInHandlers(), ...accountHandlers(calls, options));
  return calls;
}

describe('/secret', () => {
  it('mails a reset link and says where it went', async () => {
    const calls = setUp();
    renderApp('/secret');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = 'A link to reset your password has been sent to: tutor@demo.test';
    expect(await screen.findAllByText(sent)).toHaveLength(2); // the toast and the screen
    expect(screen.getAllByText('Password Reset').length).toBeGreaterThan(0);
    expect(calls.bodies).toContainEqual({
      method: 'POST',
      path: '/api/secret.json',
      body: { user: { email: 'tutor@demo.test' } },
    });
  });

  it('asks to fix the form for an address that is not one', async () => {
    const calls = setUp();
    renderApp('/secret');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByText('E-mail is not a valid address')).toBeInTheDocument();
    expect(calls.bodies).toEqual([]);
  });

  it('speaks Spanish with language=es', async () => {
    setUp();
    renderApp('/secret?language=es');
    expect(
      await screen.findByRole('heading', { name: '¿Olvidó su contraseña?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
  });
});

describe('/secret/reset', () => {
  const resetUrl = (token: string) =>
    `/secret/reset?reset_password_token=${token}&first_name=Tina&last_name=Turner&username=tutor%40demo.test`;

  it('refuses passwords that do not match (noMatch), without calling the server', async () => {
    const calls = setUp();
    renderApp(resetUrl(VALID_TOKEN));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(calls.bodies).toEqual([]);
  });

  it('refuses a password shorter than 6 characters', async () => {
    setUp();
    renderApp(resetUrl(VALID_TOKEN));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'abc');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('sets the password, says so, and signs in to the user’s home', async () => {
    const calls = setUp();
    const { router } = renderApp(resetUrl(VALID_TOKEN));
    expect(await screen.findByText(/Hi Tina Turner/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Successfully set password')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule'));
    expect(calls.bodies[0]).toEqual({
      method: 'PUT',
      path: '/api/secret.json',
      body: {
        user: {
          resetPasswordToken: VALID_TOKEN,
          password: 'demo1234',
          passwordConfirmation: 'demo1234',
        },
      },
    });
  });

  it('shows the server’s sentence for a refused token', async () => {
    setUp();
    renderApp(resetUrl('stale'));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'demo1234');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Reset password token is invalid.')).toBeInTheDocument();
  });

  it('says the link is incomplete without a token', async () => {
    setUp();
    renderApp('/secret/reset');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/secret?language=en',
    );
  });
});

describe('/setup', () => {
  it('sets the first password, then signs in and goes home', async () => {
    const calls = setUp();
    const { router } = renderApp('/setup?login=tutor%40demo.test&reset_password_token=s-tok');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'demo1234');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule'));
    expect(calls.bodies[0]).toEqual({
      method: 'PUT',
      path: '/api/setup.json',
      body: {
        user: {
          resetPasswordToken: 's-tok',
          password: 'demo1234',
          passwordConfirmation: 'demo1234',
        },
      },
    });
  });
});

describe('/verification and /unlock', () => {
  it('resends the confirmation to the address in the query', async () => {
    const calls = setUp();
    renderApp('/verification?email=tutor%40demo.test');
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(
      await screen.findAllByText(
        'Instructions for verifying your email have been sent to tutor@demo.test',
      ),
    ).not.toHaveLength(0);
    expect(calls.bodies[0]).toMatchObject({ method: 'POST', path: '/api/verification.json' });
  });

  it('sends unlock instructions', async () => {
    const calls = setUp();
    renderApp('/unlock');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send unlock instructions' }));
    expect(
      await screen.findAllByText(
        'Instructions for unlocking your account have been sent to tutor@demo.test',
      ),
    ).not.toHaveLength(0);
    expect(calls.bodies[0]).toMatchObject({
      method: 'POST',
      path: '/api/unlock.json',
      body: { user: { email: 'tutor@demo.test' } },
    });
  });
});

describe('/success', () => {
  it('confirms the e-mail and sends an account without a password to setup after 5 seconds', async () => {
    setUp({ hasPassword: false });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = renderApp(`/success?confirmation_token=${VALID_TOKEN}`);
      expect(
        await screen.findByText('Your e-mail new@demo.test has been verified.'),
      ).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(currentUrl(router)).toMatch(/^\/success/);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(currentUrl(router)).toBe('/setup?login=new%40demo.test&language=en');
    } finally {
      vi.useRealTimers();
    }
  });

  it('unlocks and offers to go to sign-in at once', async () => {
    setUp({ hasPassword: true });
    const { router } = renderApp(`/success?unlock_token=${VALID_TOKEN}`);
    expect(
      await screen.findByText('The account new@demo.test has been unlocked.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue now' }));
    expect(currentUrl(router)).toBe('/login/en?login=new%40demo.test');
  });

  it('goes to sign-in with the server’s sentence when the token is refused', async () => {
    setUp();
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
  it('mails a sign-in link from the public address and shows the answer as a warning', async () => {
    const calls = setUp();
    renderApp('/login/en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-mail me a sign-in link instead' }),
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(
      await screen.findByText('If that e-mail has an account, a link is on its way.'),
    ).toBeInTheDocument();
    expect(calls.bodies[0]).toEqual({
      method: 'GET',
      path: '/api/v2/sso.json',
      body: { email: 'tutor@demo.test' },
    });
  });

  it('shows a refused sign-in link as an error', async () => {
    setUp({ sso: { status: 'error', message: 'Too many requests.' } });
    renderApp('/login/en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-mail me a sign-in link instead' }),
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('offers no e-mail sign-in when sent from inside an app', async () => {
    setUp();
    renderApp('/login/en?redirectTo=%2Ftutor%2Fschedule');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sign-in link/ })).not.toBeInTheDocument();
  });

  it('hides the Facebook link unless the runtime config enables it', async () => {
    setUp();
    renderApp('/login/en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in with Facebook')).not.toBeInTheDocument();
  });

  it('signs in with Spanish labels at /login/es', async () => {
    setUp();
    renderApp('/login/es');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/secret?language=es',
    );
  });

  it('translates a sign-in failure given as a key (login.locked) in Spanish', async () => {
    setUp();
    // The server may answer a Devise key instead of a sentence (spec §8).
    server.use(
      http.post('*/api/login.json', () => HttpResponse.json({ error: 'locked' }, { status: 401 })),
    );
    renderApp('/login/es');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await userEvent.type(screen.getByLabelText(/Correo/), 'tutor@demo.test');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Su cuenta está bloqueada.')).toBeInTheDocument();
    expect(screen.getByText('Hmm, algo no está bien')).toBeInTheDocument();
  });
});
