import type { HttpHandler } from 'msw';
import { generateDemoWorld } from '@tp/server/demo-world';
import { accountHandlers } from './account-handlers.ts';
import { authHandlers } from './auth-handlers.ts';
import { createMockState, type MockState } from './state.ts';
import { notFoundHandler, v2Handlers } from './v2-handlers.ts';

let currentState: MockState | null = null;

/**
 * The state the default handlers serve: the demo world around the moment of the first call,
 * made on first use so importing the handlers costs nothing.
 */
export function mockState(): MockState {
  currentState ??= createMockState(generateDemoWorld({ now: new Date() }));
  return currentState;
}

/** Replaces the state the default handlers serve (tests start each case from a fresh world). */
export function useMockState(state: MockState | null): void {
  currentState = state;
}

/** Every mock endpoint over the state `getState` returns; the catch-all 404 comes last. */
export function createHandlers(getState: () => MockState = mockState): HttpHandler[] {
  return [
    ...authHandlers(getState),
    ...accountHandlers(getState),
    ...v2Handlers(getState),
    notFoundHandler(getState),
  ];
}

/** The mock API over the default state. */
export const handlers: HttpHandler[] = createHandlers();

export { createMockState, memorySignInStore, sessionStorageSignInStore } from './state.ts';
export type { MockSignIn, MockState, MockStateOptions, SignInStore } from './state.ts';
export { INVALID_LOGIN_MESSAGE, MOCK_APP_VERSION } from './auth-handlers.ts';
export { INVALID_CSRF_MESSAGE, XSRF_COOKIE, XSRF_HEADER } from './api.ts';
export { RESOURCES } from './definitions.ts';
