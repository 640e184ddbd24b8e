// `npm run bench` (its landing-page part): how soon each role's landing page shows its first
// real content in the built product, in Chromium with an empty cache, at full speed and with
// the CPU slowed 4× (as on a mid-range phone). Prints the median of BENCH_RUNS (default 3)
// beside each budget. A figure, not a test: nothing fails on a slow machine.
import {
  LANDING_PAGES,
  kb,
  launchChromium,
  openLandingPage,
  startProduct,
} from './landing-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = { 1: 1500, 4: 3000 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const product = await startProduct();
const browser = await launchChromium();
try {
  // One load of each page first: the server's own first answers (a cold query plan, a
  // compressed file read once) are not what a user meets on a running product.
  for (const page of LANDING_PAGES) await openLandingPage(browser, product.url, page);
  const rows = [];
  for (const page of LANDING_PAGES) {
    const row = { page: page.name };
    for (const slowdown of [1, 4]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await openLandingPage(browser, product.url, page, { cpuSlowdown: slowdown }));
      const ms = median(runs.map((r) => r.ms));
      row[`CPU ${slowdown}×`] =
        `${ms} ms / ${BUDGET_MS[slowdown]} ${ms <= BUDGET_MS[slowdown] ? '✓' : '✗'}`;
      row.JavaScript = `${kb(runs[0].br)} KB br / ${page.budgetKb}`;
    }
    rows.push(row);
  }
  console.info(
    `First real content of each landing page (median of ${RUNS}, empty cache, ms since navigation):`,
  );
  console.table(rows);
} finally {
  await browser.close();
  product.stop();
}
