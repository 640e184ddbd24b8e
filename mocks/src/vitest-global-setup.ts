import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoWorldSnapshot } from './snapshot/build-snapshot.ts';
import { COMPONENT_TEST_NOW } from './test-now.ts';
import type {} from './vitest-context.ts';

const KEY = Symbol.for('tp.demoWorldSnapshot');
type Memo = { [KEY]?: Promise<string> };

/**
 * vitest globalSetup of the component-test projects: builds the demo world snapshot once per
 * run (projects share it through the main process's globalThis) and hands its path to the
 * test files, which load it into PGlite (`startTestApi`).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const memo = globalThis as Memo;
  memo[KEY] ??= (async () => {
    const started = Date.now();
    const bytes = await buildDemoWorldSnapshot(COMPONENT_TEST_NOW);
    const file = path.join(tmpdir(), `tp-demo-world-${process.pid}.tar.gz`);
    writeFileSync(file, bytes);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`Demo world snapshot for the component tests: built in ${seconds} s`);
    return file;
  })();
  const file = await memo[KEY];
  project.provide('demoWorldSnapshot', file);
  // Teardowns run once every project's tests are done; a second removal finds nothing.
  return () => rmSync(file, { force: true });
}
