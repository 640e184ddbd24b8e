import { fuzzingFile } from './fuzz-file.ts';

// Fuzzing is split over four files (harness-shards.ts) so both of vitest's workers share it.
fuzzingFile({ backend: 'pglite', number: 2 });
