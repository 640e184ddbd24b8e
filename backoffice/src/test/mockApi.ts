import { createMockState, generateDemoWorld, memorySignInStore } from '@tp/mocks';
import type { DemoEmail, MockState } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';

/** A fixed "now" so the demo world and its upcoming sessions are the same on every run. */
export const TEST_NOW = new Date('2025-03-05T15:00:00Z');
const WORLD = generateDemoWorld({ now: TEST_NOW });

/** A fresh copy of the demo world, signed out, as the mock API's whole state. */
export function freshMockState(): MockState {
  return createMockState(WORLD, { now: () => TEST_NOW, signInStore: memorySignInStore() });
}

/** Signs a demo account in, as the login call would (the session's CSRF token is fixed). */
export function signInAs(state: MockState, email: DemoEmail): void {
  const user = state.world.users.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not in the demo world`);
  state.setSignIn({ userId: user.id, csrfToken: 'test-csrf-token' });
}

/**
 * The mock API over a state the test replaces in beforeEach, and the URLs it was asked for
 * (so a test can assert the params a screen sent).
 */
export function createTestApi() {
  let state = freshMockState();
  const server = createMockServer(() => state);
  const requests: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
  return {
    server,
    requests,
    get state() {
      return state;
    },
    reset() {
      state = freshMockState();
      requests.length = 0;
      server.resetHandlers();
    },
    /** The requests made to one path, e.g. `/api/v2/courses`. */
    requestsTo(pathname: string): URL[] {
      return requests.filter((url) => url.pathname === pathname);
    },
  };
}
