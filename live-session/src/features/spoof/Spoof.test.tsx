import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSpoofTarget } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';
import { server, startApiServer } from '../../test/api.ts';
import { ADMIN, ADMIN_TUTOR, TUTOR } from '../../test/fixtures.ts';
import { currentUrl, renderApp, testServices } from '../../test/render-app.tsx';

startApiServer();
afterEach(() => sessionStorage.clear());

const SPOOFED_TUTOR = { ...TUTOR, spoofedBy: { id: ADMIN.id, firstName: 'Ada', lastName: 'User' } };

/**
 * session.json as the server answers it around a spoof: the spoofer without the header, the
 * tutor (with spoofedBy) for `Tutor-7`, 403 for anyone else. Records each call's spoof header.
 */
function spoofHandlers(
  spoofer: AuthUser,
  seen: Array<string | null> = [],
  seenBySchedule: Array<string | null> = [],
) {
  return [
    http.get('*/api/session.json', ({ request }) => {
      const target = request.headers.get('X-Spoof-User');
      seen.push(target);
      if (!target) return HttpResponse.json({ user: spoofer });
      if (target === 'Tutor-7') return HttpResponse.json({ user: SPOOFED_TUTOR });
      return HttpResponse.json(
        { error: 'You are not allowed to spoof that user.' },
        { status: 403 },
      );
    }),
    http.get('*/api/v2/sessions', ({ request }) => {
      seenBySchedule.push(request.headers.get('X-Spoof-User'));
      return HttpResponse.json({ sessions: [], meta: {} });
    }),
    http.get('*/api/v2/availabilities', () => HttpResponse.json({ availabilities: [], meta: {} })),
  ];
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
  it(
    'lands on the tutor’s schedule with the purple bar, the marker and the header',
    { timeout: 15_000 },
    async () => {
      const seenBySchedule: Array<string | null> = [];
      server.use(...spoofHandlers(ADMIN, [], seenBySchedule));
      const { router } = renderApp('/spoof/Tutor-7', services());
      await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule?spoof=Tutor-7'));
      expect(await screen.findByText('You are spoofing Tina Turner')).toBeInTheDocument();
      expect(currentSpoofTarget()).toBe('Tutor-7');
      // The schedule's calls go out as the tutor.
      await waitFor(() => expect(seenBySchedule).toContain('Tutor-7'));
      expect(seenBySchedule).not.toContain(null);
    },
  );

  it('refuses with the server’s sentence and stays the spoofer', async () => {
    server.use(...spoofHandlers(ADMIN_TUTOR));
    const { router } = renderApp('/spoof/Tutor-99', services());
    expect(await screen.findByText('You are not allowed to spoof that user.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule'));
    expect(currentSpoofTarget()).toBeNull();
    expect(screen.queryByText(/You are spoofing/)).not.toBeInTheDocument();
  });

  it('refuses a malformed target without asking the server', async () => {
    const seen: Array<string | null> = [];
    server.use(...spoofHandlers(ADMIN_TUTOR, seen));
    renderApp('/spoof/Admin-1', services());
    expect(await screen.findByText(/"Admin-1" is not a user to spoof/)).toBeInTheDocument();
    expect(seen.every((header) => header === null)).toBe(true);
  });
});

describe('the spoof bar', () => {
  it('returns to the spoofer’s dashboard, ending the spoof', async () => {
    server.use(...spoofHandlers(ADMIN));
    const appServices = services();
    renderApp('/spoof/Tutor-7', appServices);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to dashboard' }));
    await waitFor(() => expect(appServices.loadPage).toHaveBeenCalledWith('/admin'));
    expect(currentSpoofTarget()).toBeNull();
  });

  it('is not shown to a tutor nobody spoofs', async () => {
    server.use(...spoofHandlers(TUTOR));
    renderApp('/tutor/schedule', services());
    expect(await screen.findByText('All times displayed in America/Chicago')).toBeInTheDocument();
    expect(screen.queryByText(/You are spoofing/)).not.toBeInTheDocument();
  });
});

describe('permission change at session refresh', () => {
  function changingRoles(first: AuthUser, then: AuthUser) {
    let current = first;
    return {
      handlers: [
        http.get('*/api/session.json', () => HttpResponse.json({ user: current })),
        http.get('*/api/v2/sessions', () => HttpResponse.json({ sessions: [], meta: {} })),
        http.get('*/api/v2/availabilities', () =>
          HttpResponse.json({ availabilities: [], meta: {} }),
        ),
      ],
      change: () => {
        current = then;
      },
    };
  }

  it('warns and reloads the app when the user’s roles changed', async () => {
    const roles = changingRoles(TUTOR, { ...TUTOR, roles: ['tutor', 'faculty_leader'] });
    server.use(...roles.handlers);
    const appServices = services();
    renderApp('/tutor/schedule', appServices);
    await screen.findByText('All times displayed in America/Chicago');
    roles.change();
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
    const roles = changingRoles(TUTOR, { ...TUTOR, firstName: 'Tanya' });
    server.use(...roles.handlers);
    const appServices = services();
    renderApp('/tutor/schedule', appServices);
    await screen.findByText('All times displayed in America/Chicago');
    roles.change();
    fireEvent.focus(window);
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByText('Tanya Turner')).toBeInTheDocument();
    expect(screen.queryByText('Permission Change')).not.toBeInTheDocument();
    expect(appServices.reloadApp).not.toHaveBeenCalled();
  });
});
