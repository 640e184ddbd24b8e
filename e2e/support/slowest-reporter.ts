import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the run ends by listing. */
const COUNT = 10;

/**
 * Ends the run with its slowest tests (each attempt counted on its own, so a retried test
 * shows its slow attempt), to see where the e2e time goes without opening a report.
 */
export default class SlowestReporter implements Reporter {
  private readonly timings: { title: string; ms: number; status: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project, file] = test.titlePath();
    const retry = result.retry > 0 ? ` (retry ${result.retry})` : '';
    this.timings.push({
      title: `[${project}] ${file} › ${test.title}${retry}`,
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, COUNT);
    if (slowest.length === 0) return;
    console.info(
      `\nSlowest ${slowest.length} tests (run ${(result.duration / 1000).toFixed(0)} s):`,
    );
    for (const { title, ms, status } of slowest) {
      const mark = status === 'passed' ? ' ' : '✘';
      console.info(`  ${mark} ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
