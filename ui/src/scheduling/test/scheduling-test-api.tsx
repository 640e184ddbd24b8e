import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createHttpClient } from '@tp/data-provider';
import { COMPONENT_TEST_NOW, startTestApi, type TestApi } from '@tp/mocks/node';
import { ToastProvider } from '../../toast/ToastProvider.tsx';

export const TUTOR_EMAIL = 'tutor@demo.test';

/**
 * The real API for the scheduling dialogs' tests, signed in as the demo tutor, with the page's
 * clock at the demo world's "now" (the server's clock is fixed there too).
 */
export function startSchedulingApi(): TestApi {
  const api = startTestApi();
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(COMPONENT_TEST_NOW);
    await api.signInAs(TUTOR_EMAIL);
  });
  afterEach(() => vi.useRealTimers());
  return api;
}

/** The app's HTTP client against the in-process API. */
export function testHttpClient() {
  return createHttpClient({ baseUrl: window.location.origin });
}

/** Renders a dialog where the app would: inside the toasts' provider. */
export function renderWithToasts(ui: ReactElement) {
  return render(<ToastProvider>{ui}</ToastProvider>);
}

/** The demo tutor's user, employee (tutor) id and names. */
export async function demoTutor(api: TestApi) {
  const [row] = await api.query<{ userId: number; tutorId: number; name: string }>(
    `select u.id as "userId", t.id as "tutorId", u.first_name || ' ' || u.last_name as name
       from users u join employees e on e.user_id = u.id join tutors t on t.id = e.id
      where u.email = $1`,
    [TUTOR_EMAIL],
  );
  return row!;
}
