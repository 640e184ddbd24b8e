import { afterEach, beforeEach } from 'vitest';
import { beginTestIsolation, endTestIsolation } from './test-isolation.ts';

// Every test of the server project runs isolated from the others (see createTestContext).
beforeEach(({ task }) =>
  beginTestIsolation({
    ownDatabase: task.meta.ownDatabase === true,
    racing: task.meta.racing === true,
  }),
);
afterEach(() => endTestIsolation());
