import { writeFileSync } from 'node:fs';
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
export default async function setup(project: TestProject): Promise<void> {
  const memo = globalThis as Memo;
  memo[KEY] ??= buildDemoWorldSnapshot(COMPONENT_TEST_NOW).then((bytes) => {
    const file = path.join(tmpdir(), `tp-demo-world-${process.pid}.tar.gz`);
    writeFileSync(file, bytes);
    return file;
  });
  project.provide('demoWorldSnapshot', await memo[KEY]);
}
