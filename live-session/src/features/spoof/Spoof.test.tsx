import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSpoofTarget } from '@tp/data-provider';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, renderApp, testServices } from '../../test/render-app.tsx';

const api = startLiveTestApi();
afterEach(() => sessionStorage.clear());

/** The demo tutor, as a spoof target (`Tutor-{id}`) and by name. */
let tutor: { target: string; name: string };
beforeAll(async () => {
  const user = await demoUser(api, TUTOR_EMAIL);
  tutor = { target: `Tutor-${user.tutorId}`, name: `${user.firstName} ${user.lastName}` };
});

/** The X-Spoof-User header of every call to `pathname`, from now on. */
function spoofHeadersOf(pathname: string): Array<string | null> {
  const seen: Array<string | null> = [];
  api.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === pathname) seen.push(request.headers.get('X-Spoof-User'));
  });
  return seen;
}

/** The app's services with page loads recorded. */
function services() {
  return {
    ...testServices(),
    loadPage: vi.fn(),
    reloadApp: vi.fn(),
  };
}

describe('starting a spoof at /spoof/:target', () => {
  afterEach(() => api.server.events.removeAllListeners('request:start'));

  it(
    'lands on the tutor’s schedule with the purple bar, the marker and the header',
    { timeout: 15_000 },
    async () => {
      const seenBySchedule = spoofHeadersOf('/api/v2/sessions');
      await api.signInAs('admin@demo.test');
      const { router } = renderApp(`/spoof/${tutor.target}`, services());
      await waitFor(() =>
        expect(currentUrl(router)).toBe(`/tutor/dashboard/students?spoof=${tutor.target}`),
      );
      expect(await screen.findByText(`You are spoofing ${tutor.name}`)).toBeInTheDocument();
      expect(currentSpoofTarget()).toBe(tutor.target);
      // The schedule's calls go out as the tutor.
      await waitFor(() => expect(seenBySchedule).toContain(tutor.target));
      expect(seenBySchedule).not.toContain(null);
    },
  );

  it('refuses with the server’s sentence and stays the spoofer', async () => {
    await api.signInAs('leader@demo.test');
    const { router } = renderApp('/spoof/Tutor-9999', services());
    expect(await screen.findByText('You are not allowed to spoof that user.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/dashboard/students'));
    expect(currentSpoofTarget()).toBeNull();
    expect(screen.queryByText(/You are spoofing/)).not.toBeInTheDocument();
  });

  it('refuses a malformed target without asking the server', async () => {
    const seen = spoofHeadersOf('/api/session.json');
    await api.signInAs('leader@demo.test');
    renderApp('/spoof/Admin-1', services());
    expect(await screen.findByText(/"Admin-1" is not a user to spoof/)).toBeInTheDocument();
    expect(seen.every((header) => header === null)).toBe(true);
  });
});

describe('the spoof bar', () => {
  it('returns to the spoofer’s dashboard, ending the spoof', async () => {
    await api.signInAs('admin@demo.test');
    const appServices = services();
    renderApp(`/spoof/${tutor.target}`, appServices);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() => expect(appServices.loadPage).toHaveBeenCalledWith('/admin'));
    expect(currentSpoofTarget()).toBeNull();
  });

  it('returns to the page the spoof was started from', async () => {
    await api.signInAs('admin@demo.test');
    const appServices = services();
    const from = encodeURIComponent('/admin/tutors/7/show?tab=1');
    renderApp(`/spoof/${tutor.target}?from=${from}`, appServices);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() =>
      expect(appServices.loadPage).toHaveBeenCalledWith('/admin/tutors/7/show?tab=1'),
    );
  });

  it('never returns to another site named in the address', async () => {
    await api.signInAs('admin@demo.test');
    const appServices = services();
    renderApp(`/spoof/${tutor.target}?from=${encodeURIComponent('//evil.example')}`, appServices);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() => expect(appServices.loadPage).toHaveBeenCalledWith('/admin'));
  });

  it('is not shown to a tutor nobody spoofs', async () => {
    await api.signInAs(TUTOR_EMAIL);
    renderApp('/tutor/schedule', services());
    expect(await screen.findByText('All times displayed in America/Chicago')).toBeInTheDocument();
    expect(screen.queryByText(/You are spoofing/)).not.toBeInTheDocument();
  });
});

describe('permission change at session refresh', () => {
  async function tutorOnSchedule() {
    api.willWrite();
    await api.signInAs(TUTOR_EMAIL);
    const appServices = services();
    renderApp('/tutor/schedule', appServices);
    await screen.findByText('All times displayed in America/Chicago');
    return appServices;
  }

  it('warns and reloads the app when the user’s roles changed', async () => {
    const appServices = await tutorOnSchedule();
    await api.query(`update users set roles = '{tutor,faculty_leader}' where email = $1`, [
      TUTOR_EMAIL,
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.focus(window);
      expect(await screen.findByText('Permission Change')).toBeInTheDocument();
      expect(appServices.reloadApp).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(appServices.reloadApp).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not reload when the roles are the same', async () => {
    const appServices = await tutorOnSchedule();
    await api.query(`update users set first_name = 'Tanya' where email = $1`, [TUTOR_EMAIL]);
    fireEvent.focus(window);
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('Tanya Okafor')).toBeInTheDocument();
    expect(screen.queryByText('Permission Change')).not.toBeInTheDocument();
    expect(appServices.reloadApp).not.toHaveBeenCalled();
  });
});
