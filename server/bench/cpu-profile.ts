import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

/**
 * Profiles the process's CPU while `work` runs and writes a .cpuprofile (Chrome DevTools or
 * `node bench/profile-summary.mjs <file>` read it). Only the window of `work`, not the seeding.
 */
export async function withCpuProfile<T>(file: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
