import { spawn, type ChildProcessWithoutNullStreams, type SpawnOptions } from 'node:child_process';

/**
 * Runs a TypeScript file in a node process of its own, with tsx as node's loader rather than
 * tsx's command (which runs the file in a grandchild): a signal sent to the answered process,
 * SIGKILL included, reaches the process doing the work. A killed wrapper would leave the real
 * one running, holding its database.
 */
export function spawnTypeScript(
  file: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  }) as ChildProcessWithoutNullStreams;
}
