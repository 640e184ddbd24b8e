import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TUTOR_EMAIL, startLiveTestApi } from '../test/test-api.ts';
import { signInThroughForm } from '../test/sign-in-form.ts';
import { testServices } from '../test/render-app.tsx';
import { StandaloneLoginPage } from './StandaloneLoginPage.tsx';

const api = startLiveTestApi();

/** The page at an address, and where it left for (it leaves by a full page load). */
function openSignIn(pathname: string, search = '') {
  const leave = vi.fn<(url: string) => void>();
  const view = render(
    <StandaloneLoginPage
      httpClient={testServices().httpClient}
      pathname={pathname}
      search={search}
      leave={leave}
    />,
  );
  return { ...view, leave };
}

describe('the stand-alone sign-in page', () => {
  it('signs in and loads the app at the user’s home', async () => {
    const { leave } = openSignIn('/login/en');
    await signInThroughForm('student@demo.test');
    // The home address; the app, loading there, opens the student's own planner.
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/student/planner'));
    expect(await screen.findByText('Redirecting…')).toBeInTheDocument();
  });

  it('goes to redirectTo after signing in', async () => {
    const { leave } = openSignIn(
      '/login/en',
      `?redirectTo=${encodeURIComponent('/tutor/schedule')}`,
    );
    await signInThroughForm(TUTOR_EMAIL);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/tutor/schedule'));
  });

  it('ignores a redirectTo that contains logout', async () => {
    const { leave } = openSignIn('/login/en', '?redirectTo=%2Flogout');
    await signInThroughForm(TUTOR_EMAIL);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/tutor/dashboard'));
  });

  it('sends a user already signed in to their home, not to redirectTo', async () => {
    await api.signInAs('student@demo.test');
    const { leave } = openSignIn('/login/en', '?redirectTo=%2Fparent%2Fplanner');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/student/planner'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('toasts the server’s sentence for a wrong password and stays', async () => {
    api.willWrite(); // a failed attempt is counted
    const { leave } = openSignIn('/login/en');
    await signInThroughForm(TUTOR_EMAIL, 'wrong-password');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid login or password.');
    expect(screen.getByTestId('toasts')).toContainElement(toast);
    // The form is back, ready for another try.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('asks to fix the form when it is sent empty', async () => {
    openSignIn('/login/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Spanish at /login/es, and links to the English page with the query kept', async () => {
    api.willWrite(); // a failed attempt is counted
    openSignIn('/login/es', '?message=Hola');
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), TUTOR_EMAIL);
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Usuario o contraseña no válidos.')).toBeInTheDocument();
    expect(screen.getByText('Hola')).toBeInTheDocument();
    // The screen says it is Spanish, for screen readers and the browser's translation.
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
    const languages = screen.getByRole('navigation');
    expect(languages.querySelector('a[lang="en"]')).toHaveAttribute(
      'href',
      '/login/en?message=Hola',
    );
  });

  it('prefills the form from the query and offers the e-mail link on the public address', async () => {
    openSignIn('/login/en', '?login=tutor%40demo.test');
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: /e-mail/i }));
    expect(await screen.findByRole('form', { name: /link/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /forgot/i })).toHaveAttribute(
      'href',
      '/secret?language=en',
    );
  });
});
