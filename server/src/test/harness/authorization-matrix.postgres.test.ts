import { describe } from 'vitest';
import { BACKENDS } from '../harness.ts';
import { describeAuthorizationMatrix } from './matrix-suite.ts';
import { isScopeClass } from './role-classes.ts';

// On PostgreSQL, the classes whose reads the database scopes differently (the rest differ only
// in domain's rules, which the embedded run covers); a file of its own, so it runs beside it.
if (BACKENDS.includes('postgres'))
  describeAuthorizationMatrix('postgres', { label: 'the read scopes', keep: isScopeClass });
else describe.skip('the authorization matrix (postgres): DATABASE_URL_TEST is not set', () => {});
