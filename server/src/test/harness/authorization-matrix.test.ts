import { BACKENDS } from '../harness.ts';
import { describeAuthorizationMatrix } from './matrix-suite.ts';
import { isScopeClass, type RoleClass } from './role-classes.ts';

/** The rows the spoofing row and the stand-in are judged against: always on this run. */
const REFERENCE_ROWS = ['tutor', 'admin'];

// Every role class the rules tell apart, on the embedded database. With PostgreSQL beside it,
// the read-scope classes run there (authorization-matrix.postgres.test.ts) and this run takes
// the rest: each row runs once on some backend, and the suite's wall time halves.
const keep = BACKENDS.includes('postgres')
  ? (role: RoleClass) => !isScopeClass(role) || REFERENCE_ROWS.includes(role.label)
  : () => true;
describeAuthorizationMatrix('pglite', {
  label: BACKENDS.includes('postgres') ? 'the classes PostgreSQL does not run' : 'every role class',
  keep,
});
