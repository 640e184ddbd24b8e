import { describe } from 'vitest';
import { BACKENDS } from '../harness.ts';
import { describeFuzzing } from './fuzz-suite.ts';
import { fuzzShareOf } from './fuzz-shares.ts';

// A file of its own, so it runs beside the embedded run, on the other half of the operations.
if (BACKENDS.includes('postgres')) describeFuzzing('postgres', fuzzShareOf('postgres'));
else describe.skip('malformed input (postgres): DATABASE_URL_TEST is not set', () => {});
