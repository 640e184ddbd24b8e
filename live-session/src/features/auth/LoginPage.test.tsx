import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import { signInThroughForm } from '../../test/sign-in-form.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

describe('sign-in page', () => {
  it('signs in and goes to the user’s home', async () => {
    const { router } = renderApp('/login/en');
    await signInThroughForm('student@demo.test');
    await waitFor(() =>
      expect(currentUrl(router)).toMatch(/^\/student\/students\/\d+\/academic-planner$/),
    );
    expect(await screen.findByText('Student planner')).toBeInTheDocument();
  });

  it('asks to fix the form when submitted empty', async () => {
    renderApp('/login/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    // The form's schema loads with its first change or submit: the notice follows it.
    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
  });

  it('shows the server’s sentence when the password is wrong', async () => {
    api.willWrite(); // a failed attempt is counted
    const { router } = renderApp('/login/en');
    await signInThroughForm(TUTOR_EMAIL, 'wrong-password');
    expect(await screen.findByText('Invalid login or password.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/login/en');
  });

  it('says a wrong password in Spanish on the Spanish sign-in', async () => {
    api.willWrite(); // a failed attempt is counted
    renderApp('/login/es');
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), TUTOR_EMAIL);
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Usuario o contraseña no válidos.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid login or password.')).not.toBeInTheDocument();
  });

  it('goes to redirectTo after signing in', async () => {
    const { router } = renderApp(
      `/login/en?redirectTo=${encodeURIComponent('/tutor/schedule?date=2025-01-15')}`,
    );
    await signInThroughForm(TUTOR_EMAIL);
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule?date=2025-01-15'));
  });

  it('ignores a redirectTo that contains logout', async () => {
    const { router } = renderApp('/login/en?redirectTo=%2Flogout');
    await signInThroughForm(TUTOR_EMAIL);
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'));
  });

  it('sends a user already signed in to their home, not to redirectTo', async () => {
    await api.signInAs('student@demo.test');
    const { router } = renderApp('/login/en?redirectTo=%2Fparent%2Fplanner');
    await waitFor(() => expect(currentUrl(router)).toBe('/student/planner'));
  });

  it('prefills the form and shows the message from the query', async () => {
    renderApp('/login/en?login=tutor%40demo.test&message=Your%20password%20was%20changed');
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('tutor@demo.test');
    expect(screen.getByText('Your password was changed')).toBeInTheDocument();
  });

  it('sends /login to the English sign-in, keeping the query', async () => {
    const { router } = renderApp('/login?redirectTo=%2Ftutor');
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en?redirectTo=%2Ftutor'));
    // The title comes with the sign-in page's code, which loads when its route is opened.
    await waitFor(() => expect(document.title).toBe('Sign in'));
  });
});

describe('logout', () => {
  it('signs out, says so, and opens sign-in in the user’s language', async () => {
    api.willWrite();
    await api.query(`update users set language = 'es' where email = $1`, [TUTOR_EMAIL]);
    await api.signInAs(TUTOR_EMAIL);
    const { router } = renderApp('/logout');
    await waitFor(() => expect(currentUrl(router)).toBe('/login/es'));
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
  });
});
