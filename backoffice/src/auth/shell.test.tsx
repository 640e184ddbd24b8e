import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { timeZoneFooter } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';
import { appExit } from './leaveApp.ts';

const api = createTestApi();

let leaveApp: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveApp = vi.spyOn(appExit, 'leave').mockImplementation(() => undefined);
});
afterEach(() => {
  leaveApp.mockRestore();
});

/** The admin's time zone and pending e-mail as the demo world has them. */
async function admin() {
  const [row] = await api.query<{ time_zone: string | null }>(
    "select time_zone from users where email = 'admin@demo.test'",
  );
  return row!;
}

async function signInWithForm(email: string) {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the back-office shell', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    renderApp('/admin/courses');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('takes a staff member who signs in to the dashboard', async () => {
    renderApp('/admin/login');
    await signInWithForm('admin@demo.test');

    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('sends a tutor who signs in here to the tutor home URL', async () => {
    renderApp('/admin/login');
    await signInWithForm('tutor@demo.test');

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/tutor/dashboard'));
  });

  it('sends a signed-in parent who opens /admin to the parent home URL, loading no staff data', async () => {
    await api.signInAs('parent@demo.test');
    renderApp('/admin/courses');

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/parent/planner'));
    expect(api.requestsTo('/api/v2/courses')).toHaveLength(0);
  });

  it('shows the time zone footer in the user zone', async () => {
    const { time_zone: timeZone } = await admin();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/courses');

    expect(await screen.findByText(timeZoneFooter(timeZone!))).toBeInTheDocument();
  });

  it('warns about a missing time zone and an unconfirmed e-mail, and falls back to the browser zone', async () => {
    api.willWrite();
    await api.query(
      "update users set time_zone = null, unconfirmed_email = 'new-address@demo.test' where email = 'admin@demo.test'",
    );
    await api.signInAs('admin@demo.test');
    renderApp('/admin/courses');

    expect(await screen.findByText(/You have not set your time zone/)).toBeInTheDocument();
    expect(screen.getByText(/new-address@demo.test/)).toBeInTheDocument();
    // The tests run with TZ=UTC.
    expect(screen.getByText(timeZoneFooter('UTC'))).toBeInTheDocument();
  });
});
