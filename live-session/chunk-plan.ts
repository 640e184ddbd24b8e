import path from 'node:path';
import { build, type Rollup } from 'vite';

/**
 * Fewer, larger chunks for the screens a role lands on. Left to itself, rolldown splits the
 * modules those screens share with the others into one chunk per set of screens that use them:
 * the tutor's schedule loaded 63 scripts, most under 2 KB, and brotli compressed them one by
 * one (as sent) about 15 KB worse than together. The plan comes from a first build, in memory,
 * after tree-shaking (what a screen really loads, which the import graph before it does not
 * tell: barrel modules import everything), and names two kinds of group for the real build:
 * - `app-shell`: what the app's entry loads at once, its own chunk's modules included (rolldown
 *   then keeps them in the entry chunk), except what the sign-in page shares (so the sign-in
 *   page loads no more than before); every screen of the app loads all of it anyway;
 * - `landing-<screens>`: the rest of what the landing screens load at once, one chunk per set of
 *   landing screens that use it. A module's imports are used by every screen that uses it, so a
 *   chunk only imports chunks of the same or more screens: no cycles.
 * Other screens that use a module of a landing chunk load that chunk (usually in the cache
 * already: the role landed there first). Vendor groups and what the sign-in page shares keep
 * their chunks.
 */

/** The route modules each landing screen loads when opened, relative to the app's `src`. */
export type Landings = Record<string, string[]>;

type OutputChunk = Rollup.OutputChunk;

/**
 * The files a chunk loads at once: itself, its styles and its static imports, recursively
 * (also what login.html lists for prefetching, vite.config.ts).
 */
export function staticClosure(
  bundle: Rollup.OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** Module id → group name, from the first build's chunks. */
export function planChunks(output: OutputChunk[], landings: Landings): Map<string, string> {
  const bundle: Rollup.OutputBundle = Object.fromEntries(output.map((c) => [c.fileName, c]));
  const app = new Set<string>();
  const signIn = new Set<string>();
  for (const chunk of output)
    if (chunk.isEntry && !chunk.isDynamicEntry)
      staticClosure(
        bundle,
        chunk.fileName,
        chunk.facadeModuleId?.endsWith('login.html') ? signIn : app,
      );
  const plan = new Map<string, string>();
  const assign = (fileName: string, group: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const id of Object.keys(chunk.modules)) plan.set(id, group);
  };
  for (const fileName of app) {
    const name = bundle[fileName]!.name ?? '';
    const isVendor = name.startsWith('vendor-') || name === 'rolldown-runtime';
    if (!isVendor && !signIn.has(fileName)) assign(fileName, 'app-shell');
  }
  const screensOf = new Map<string, string[]>();
  for (const [screen, routeModules] of Object.entries(landings)) {
    const loaded = new Set<string>();
    for (const routeModule of routeModules) {
      const chunk = output.find((c) => c.facadeModuleId?.endsWith(`/src/${routeModule}`));
      if (!chunk) throw new Error(`chunk plan: no chunk for ${routeModule} (landing ${screen})`);
      staticClosure(bundle, chunk.fileName, loaded);
    }
    for (const fileName of loaded)
      if (!app.has(fileName) && !signIn.has(fileName))
        screensOf.set(fileName, [...(screensOf.get(fileName) ?? []), screen]);
  }
  for (const [fileName, screens] of screensOf) assign(fileName, `landing-${screens.join('-')}`);
  return plan;
}

/** Set in the first build, which must not plan again. */
const PLANNING = 'TP_CHUNK_PLANNING';

/**
 * The real build's groups for the plan of a first build of `configFile` in `mode` (in memory):
 * none during that first build itself.
 */
export async function landingChunkGroups(configFile: string, mode: string, landings: Landings) {
  if (process.env[PLANNING]) return [];
  process.env[PLANNING] = '1';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile,
      root: path.dirname(configFile),
      mode,
      logLevel: 'silent',
      build: { write: false },
    });
  } finally {
    delete process.env[PLANNING];
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) =>
    o.output.filter((x): x is OutputChunk => x.type === 'chunk'),
  );
  const plan = planChunks(chunks, landings);
  return [
    {
      name: (id: string) => plan.get(id) ?? null,
      priority: 0,
      // The plan already holds each module's imports where they belong (see above).
      includeDependenciesRecursively: false,
    },
  ];
}
