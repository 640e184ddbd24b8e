import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, signInHandlers, startApiServer } from '../../test/api.ts';
import { ADMIN_TUTOR, PARENT, STUDENT, TUTOR } from '../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

startApiServer();

const emptySchedule = [
  http.get('/api/v2/sessions', () => HttpResponse.json({ sessions: [], meta: {} })),
  http.get('/api/v2/availabilities', () => HttpResponse.json({ availabilities: [], meta: {} })),
];

describe('route guards', () => {
  it('sends a signed-out visitor to sign in with a way back', async () => {
    server.use(...signInHandlers(null));
    const { router } = renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/login/en?redirectTo=${encodeURIComponent('/tutor/schedule?date=2025-01-15')}`,
      ),
    );
  });

  it('signs a user without the tutor role out of the tutor app', async () => {
    server.use(...signInHandlers(STUDENT));
    const { router } = renderApp('/tutor/schedule');
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en'));
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
  });

  it('sends a user without the student role to their own home', async () => {
    server.use(...signInHandlers(PARENT));
    const { router } = renderApp('/student/planner');
    await waitFor(() => expect(currentUrl(router)).toBe('/parent/planner'));
  });

  it('shows the parent a plain page saying the planner is not there yet', async () => {
    server.use(...signInHandlers(PARENT));
    renderApp('/parent/planner');
    expect(
      await screen.findByRole('heading', { name: 'Parent planner is not available yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out from the placeholder page', async () => {
    server.use(...signInHandlers(STUDENT));
    const { router } = renderApp('/student/planner');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en'));
  });

  it('sends / to the signed-in user’s home', async () => {
    server.use(...signInHandlers(TUTOR), ...emptySchedule);
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule'));
  });

  it('sends / to sign-in when signed out', async () => {
    server.use(...signInHandlers(null));
    const { router } = renderApp('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/login/en'));
  });

  it('sends unknown addresses to the home', async () => {
    server.use(...signInHandlers(TUTOR), ...emptySchedule);
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule'));
  });
});

describe('tutor shell', () => {
  it('titles the page with the chain of state titles', async () => {
    server.use(...signInHandlers(TUTOR), ...emptySchedule);
    renderApp('/tutor/schedule');
    await waitFor(() => expect(document.title).toBe('Tutor > Schedule'));
  });

  it('shows the footer with the tutor’s zone', async () => {
    server.use(...signInHandlers(TUTOR), ...emptySchedule);
    renderApp('/tutor/schedule');
    expect(await screen.findByText('All times displayed in America/Chicago')).toBeInTheDocument();
  });

  it('offers Admin Dashboard in the profile menu only to admins', async () => {
    server.use(...signInHandlers(ADMIN_TUTOR), ...emptySchedule);
    renderApp('/tutor/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Admin Dashboard from a tutor', async () => {
    server.use(...signInHandlers(TUTOR), ...emptySchedule);
    renderApp('/tutor/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('warns a tutor with no time zone set', async () => {
    server.use(...signInHandlers({ ...TUTOR, timeZone: null }), ...emptySchedule);
    renderApp('/tutor/schedule');
    expect(await screen.findByText(/You have not set your time zone/)).toBeInTheDocument();
  });
});
