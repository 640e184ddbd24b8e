import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

describe('route guards', () => {
  it('sends a signed-out visitor to sign in with a way back', async () => {
    const { router } = renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/login/en?redirectTo=${encodeURIComponent('/tutor/schedule?date=2025-01-15')}`,
      ),
    );
  });

  it('signs a user without the tutor role out of the tutor app', async () => {
    await api.signInAs('student@demo.test');
    const { router } = renderApp('/tutor/schedule');
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en'));
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
  });

  it('sends a user without the student role to their own home', async () => {
    await api.signInAs('parent@demo.test');
    const { router } = renderApp('/student/planner');
    await waitFor(() => expect(currentUrl(router)).toBe('/parent/planner'));
  });

  it('shows the parent their planner with the student tabs', async () => {
    await api.signInAs('parent@demo.test');
    renderApp('/parent/planner');
    expect(await screen.findByText('Parent planner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Academic planner' })).toBeInTheDocument();
  });

  it('signs out from the placeholder page', async () => {
    await api.signInAs('student@demo.test');
    const { router } = renderApp('/student/planner');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en'));
  });

  it('sends / to the signed-in user’s home', async () => {
    await api.signInAs(TUTOR_EMAIL);
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'));
  });

  it('sends / to sign-in when signed out', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en'));
  });

  it('sends unknown addresses to the home', async () => {
    await api.signInAs(TUTOR_EMAIL);
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'));
  });
});

describe('tutor shell', () => {
  it('titles the page with the chain of state titles', async () => {
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule');
    await waitFor(() => expect(document.title).toBe('Tutor > Schedule'));
  });

  it('shows the footer with the tutor’s zone', async () => {
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule');
    expect(await screen.findByText('All times displayed in America/Chicago')).toBeInTheDocument();
  });

  it('offers Admin Dashboard in the profile menu only to admins', async () => {
    api.willWrite();
    await api.query(`update users set roles = '{tutor,admin}' where email = $1`, [TUTOR_EMAIL]);
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    // The menu's code loads when it is first opened.
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Admin Dashboard from a tutor', async () => {
    await api.signInAs('leader@demo.test');
    renderApp('/tutor/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    // The menu is open (its code loads when first opened) before what it lacks is checked.
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    // A faculty leader is offered the tutors to spoof instead, in the back-office.
    expect(screen.getByRole('menuitem', { name: 'Spoof a tutor' })).toHaveAttribute(
      'href',
      '/admin/tutors',
    );
  });

  it('warns a tutor with no time zone set', async () => {
    api.willWrite();
    await api.query(`update users set time_zone = null where email = $1`, [TUTOR_EMAIL]);
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule');
    expect(await screen.findByText(/You have not set your time zone/)).toBeInTheDocument();
  });
});
