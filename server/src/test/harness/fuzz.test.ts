import { BACKENDS } from '../harness.ts';
import { describeFuzzing } from './fuzz-suite.ts';
import { fuzzShareOf } from './fuzz-shares.ts';

// Every operation on the embedded database; with PostgreSQL beside it, half of them each
// (fuzz-shares.ts), so each operation is fuzzed once a run and the suite's wall time halves.
describeFuzzing('pglite', BACKENDS.includes('postgres') ? fuzzShareOf('pglite') : undefined);
