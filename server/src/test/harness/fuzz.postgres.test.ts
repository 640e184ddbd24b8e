import { describe } from 'vitest';
import { BACKENDS } from '../harness.ts';
import { describeFuzzing } from './fuzz-suite.ts';

// A file of its own, so it runs beside the embedded run.
if (BACKENDS.includes('postgres')) describeFuzzing('postgres');
else describe.skip('malformed input (postgres): DATABASE_URL_TEST is not set', () => {});
