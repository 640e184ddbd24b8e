// Debian's Chromium as every browser run here drives it (journeys, check:bundles, bench):
// browsers cannot be downloaded on these machines (scripts/ensure-chromium.sh installs it).
// Plain JavaScript so that the bench scripts, run by node without a TypeScript loader, share it.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * A journey's page lives seconds: V8's optimizing compilers (Maglev, TurboFan) spend more CPU
 * compiling its code in the background than the optimized code saves. Without them a journey
 * takes less CPU. The same holds for the mocked mode's PGlite, whose WebAssembly V8 would
 * compile again with TurboFan as it runs (about 8% of the browser's CPU for a mocked sign-in and
 * first list, measured over three runs each way). Test runs only: the bench and check:bundles
 * measure the browser as users have it.
 */
const TEST_RUN_ARGS = ['--js-flags=--no-opt,--no-maglev,--no-wasm-tier-up'];

/**
 * Launch options: headless runs use the headless shell when installed (about half the CPU per
 * page load, as Playwright's own default does); headed runs (--headed, --ui) need the full
 * browser. CHROMIUM_PATH overrides both.
 */
export function chromiumLaunchOptions({ headed = false, testRun = false } = {}) {
  return {
    executablePath:
      process.env.CHROMIUM_PATH ??
      (!headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(testRun ? TEST_RUN_ARGS : []),
    ],
  };
}
