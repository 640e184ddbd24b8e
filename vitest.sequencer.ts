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

/**
 * The projects in the order their files run: the longest first, the small ones last to even
 * out the end. A worker runs one project's files without reloading its modules (isolate:
 * false); moving to a file of another project costs a new worker, which imports that project's
 * world again (react-admin, MUI, the app and PGlite: seconds each). In the default order the
 * projects interleaved, and the workers switched about ten times a run.
 */
const PROJECT_ORDER = [
  'server',
  'backoffice',
  'live-session',
  'ui',
  'mocks',
  'data-provider',
  'domain',
];

function rankOf(spec: TestSpecification): number {
  const rank = LONG_RUNNING.findIndex((path) => spec.moduleId.endsWith(path));
  return rank === -1 ? LONG_RUNNING.length : rank;
}

function projectRankOf(spec: TestSpecification): number {
  const rank = PROJECT_ORDER.indexOf(spec.project.name);
  return rank === -1 ? PROJECT_ORDER.length : rank;
}

/**
 * The default order (failed, then slowest, then largest first) within each project, the
 * projects one after another, and the long files ahead in theirs.
 */
export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({
        spec,
        index,
        project: projectRankOf(spec),
        rank: rankOf(spec),
      }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
