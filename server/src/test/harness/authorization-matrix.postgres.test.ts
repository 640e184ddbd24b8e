import { authorizationMatrixFile } from './matrix-file.ts';

// The matrix is split over four files (harness-shards.ts, matrix-file.ts) so both of vitest's
// workers share it.
authorizationMatrixFile({ backend: 'postgres', number: 1 });
