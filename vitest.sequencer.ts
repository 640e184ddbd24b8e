import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files known to run for minutes, longest first. Vitest starts the largest files first
 * when it has no timings (a clean clone in CI), and these are a few lines each, so they would
 * start last and leave one worker busy long after the other ran out of files.
 */
const LONG_RUNNING = [
  'server/src/test/harness/authorization-matrix.test.ts',
  'server/src/test/harness/authorization-matrix-2.test.ts',
  'server/src/test/harness/authorization-matrix.postgres.test.ts',
  'server/src/test/harness/authorization-matrix-2.postgres.test.ts',
  'server/src/test/harness/fuzz.test.ts',
  'server/src/test/harness/fuzz-2.test.ts',
  'server/src/test/harness/fuzz.postgres.test.ts',
  'server/src/test/harness/fuzz-2.postgres.test.ts',
  'server/src/test/harness/concurrency.test.ts',
];

function rankOf(spec: TestSpecification): number {
  const rank = LONG_RUNNING.findIndex((path) => spec.moduleId.endsWith(path));
  return rank === -1 ? LONG_RUNNING.length : rank;
}

/** The default order (failed, then slowest, then largest first) with the long files ahead. */
export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index, rank: rankOf(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
