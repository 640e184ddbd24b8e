import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './handlers/index.ts';
import type { MockState } from './handlers/state.ts';

/**
 * The mock API for component tests in Node: `server.listen()` in beforeAll, `close()` in
 * afterAll. Pass a state getter to serve a world of the test's own.
 */
export function createMockServer(getState?: () => MockState): SetupServer {
  return setupServer(...createHandlers(getState));
}

export { MockApiClient } from './handlers/mock-api-client.ts';
