import { COMPONENT_TEST_NOW, startTestApi } from '@tp/mocks/node';

/** The server's "now" in these tests: the demo world is generated around it. */
export const TEST_NOW = COMPONENT_TEST_NOW;

/**
 * The real API for a back-office test file (see @tp/mocks/node): its own copy of the demo
 * world, signed out before each test.
 */
export const createTestApi = startTestApi;
