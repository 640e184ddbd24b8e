import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface JsonServerPeer {
  /** The page the bench asks of it: 25 courses, newest start first, each with its brand. */
  coursesUrl: string;
  stop(): Promise<void>;
}

/** json-server's command line, when the devDependency is installed; null when it is not. */
function jsonServerBin(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve('json-server/package.json')), 'lib/cli/bin.js');
  } catch {
    return null;
  }
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`json-server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('json-server did not start within 10 s');
}

/**
 * json-server 0.17 (the server ra-data-json-server speaks to) serving `collections` from a
 * db.json file, as its own process on `port`; null when json-server is not installed.
 */
export async function startJsonServer(
  collections: Record<string, unknown[]>,
  port: number,
): Promise<JsonServerPeer | null> {
  const bin = jsonServerBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'tp-json-server-'));
  const file = path.join(dir, 'db.json');
  writeFileSync(file, JSON.stringify(collections));
  const child = spawn(process.execPath, [bin, '--quiet', '--port', String(port), file], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${base}/brands`, child);
  return {
    coursesUrl: `${base}/courses?_sort=startsAt,id&_order=desc,desc&_page=1&_limit=25&_expand=brand`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
