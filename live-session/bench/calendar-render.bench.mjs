/* global window -- the page functions below run in the browser */
// Benchmark: how long the tutor's week calendar takes to render 150 items in Chromium.
// Builds a one-page app around live-session's ScheduleCalendar (calendar-page/), serves it,
// and times, in the page, React's render of the week plus the browser's layout, from
// nothing each run. Prints the median of the runs; the bar is under 100 ms.
// Usage: node live-session/bench/calendar-render.bench.mjs [runs]   (default 15)
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[2] ?? 15);
const WARMUP_RUNS = 3;
const BAR_MS = 100;

const outDir = await mkdtemp(path.join(os.tmpdir(), 'tp-calendar-bench-'));
await build({
  configFile: false,
  root: path.join(here, 'calendar-page'),
  logLevel: 'error',
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer(async (req, res) => {
  const file = path.join(outDir, req.url === '/' ? 'index.html' : path.normalize(req.url));
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
/**
 * CPU seconds this script and the browser it started (its renderer) have used, from /proc: unlike the
 * wall time it does not grow when other work shares the machine. Null where /proc is absent.
 */
function browserCpuSeconds(rootPid) {
  try {
    const parents = new Map();
    const ticks = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parents.set(Number(entry), Number(fields[1]));
        ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
      } catch {
        // The process ended meanwhile.
      }
    }
    const isOurs = (pid) => {
      for (let at = pid; at > 1; at = parents.get(at) ?? 0) if (at === rootPid) return true;
      return false;
    };
    let total = 0;
    for (const [pid, used] of ticks) if (isOurs(pid)) total += used;
    return total / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof window.runCalendarBench === 'function');
  for (const mode of ['schedule', 'availability']) {
    // The first renders compile the code: warm up, then measure.
    await page.evaluate(([n, m]) => window.runCalendarBench(n, m), [WARMUP_RUNS, mode]);
    const cpuBefore = browserCpuSeconds(process.pid);
    const times = await page.evaluate(([n, m]) => window.runCalendarBench(n, m), [runs, mode]);
    const cpuAfter = browserCpuSeconds(process.pid);
    const cpuPerRender =
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / runs;
    const shown = await page.evaluate(() => window.calendarItemsOnScreen());
    const figure = median(times);
    if (figure >= BAR_MS) failed = true;
    console.log(
      `calendar week, 150 items (${shown} drawn), ${mode} mode: median ${figure.toFixed(1)} ms ` +
        `over ${runs} runs (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); ` +
        `bar ${BAR_MS} ms` +
        (cpuPerRender === null ? '' : `; browser CPU ${cpuPerRender.toFixed(1)} ms per render`),
    );
  }
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`The week took ${BAR_MS} ms or more to render.`);
  process.exitCode = 1;
}
