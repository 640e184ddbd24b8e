import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/** `server: src/…`: the project names the package, the path is the project's own. */
const nameOf = (module: TestModule) => `${module.project.name}: ${module.relativeModuleId}`;

/**
 * Prints the ten slowest test files and tests at the end of a run (beside the default
 * reporter), so a change that slows the suite shows in every run's log.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => ({ name: nameOf(module), ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    const tests = testModules
      .flatMap((module) =>
        [...module.children.allTests()].map((test) => ({
          name: `${nameOf(module)} > ${test.fullName}`,
          ms: test.diagnostic()?.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    const lines = [
      `The ${SHOWN} slowest test files:`,
      ...files.map((file) => `${seconds(file.ms)}  ${file.name}`),
      `The ${SHOWN} slowest tests:`,
      ...tests.map((test) => `${seconds(test.ms)}  ${test.name}`),
    ];
    console.log(`\n${lines.join('\n')}\n`);
  }
}
