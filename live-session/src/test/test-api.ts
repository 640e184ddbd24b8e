import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startTestApi, type TestApi } from '@tp/mocks/node';

export { COMPONENT_TEST_NOW, DEMO_INVITED_PARENT_EMAIL } from '@tp/mocks/node';
export type { TestApi } from '@tp/mocks/node';

/**
 * The real API for a test file (see @tp/mocks/node). The screen is unmounted before the API
 * is reset after each test (after-hooks run last-registered first), so no call of a screen
 * still on display reaches a reset API.
 */
export function startLiveTestApi(): TestApi {
  const api = startTestApi();
  afterEach(cleanup);
  return api;
}

/** The demo tutor the tutor-app tests sign in as (America/Chicago, like the spec's examples). */
export const TUTOR_EMAIL = 'tutor@demo.test';

/** A demo user's names and tutor id, as the demo world has them. */
export async function demoUser(api: TestApi, email: string) {
  const [user] = await api.query<{
    id: number;
    firstName: string;
    lastName: string;
    tutorId: number | null;
  }>(
    `select u.id, u.first_name as "firstName", u.last_name as "lastName", t.id as "tutorId"
       from users u
       left join employees e on e.user_id = u.id
       left join tutors t on t.id = e.id
      where u.email = $1`,
    [email],
  );
  if (!user) throw new Error(`${email} is not in the demo world`);
  return user;
}
