/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { APP_FILES_ELEMENT_ID } from './src/login-page/app-files.ts';
import * as calendarLodashFunctions from './src/features/schedule/calendar-lodash.ts';
import { isSignInPagePath } from '../domain/src/sign-in-page.ts';
import { WORKER_EXEC_ARGV } from '../vitest.workers.ts';
import { muiCssVariablesOff } from '../ui/build/mui-css-variables-off.ts';
import { landingChunkGroups, staticClosure, type Landings } from './chunk-plan.ts';

// The API (and its realtime endpoint at /app/{key}) runs on port 3000 in development;
// API_ORIGIN points the proxy at another one. In `--mode mocked` the API runs in the page
// instead (@tp/mocks/vite serves its snapshot). The app is served from the root, the
// back-office from /admin.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The dev server serves login.html at the sign-in addresses, as the API server does. */
function signInPageInDev(): Plugin {
  return {
    name: 'sign-in-page-in-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/';
        const queryAt = url.search(/[?#]|$/);
        if (request.method === 'GET' && isSignInPagePath(url.slice(0, queryAt)))
          request.url = `/login.html${url.slice(queryAt)}`;
        next();
      });
    },
  };
}

/** The lodash functions calendar-lodash.ts answers for react-big-calendar: what it exports. */
const CALENDAR_LODASH = new Set(Object.keys(calendarLodashFunctions));

/**
 * Resolves react-big-calendar's `lodash/<name>` imports (its ESM build's and, in the lazy
 * drag-and-drop addon, its CommonJS build's) to src/features/schedule/calendar-lodash.ts,
 * where they cost a fraction of lodash's modules. Other names, and other packages' imports
 * (which may lean on lodash's iteratee shorthands), keep lodash's own module.
 */
function calendarLodash(): Plugin {
  const shim = fileURLToPath(new URL('src/features/schedule/calendar-lodash.ts', import.meta.url));
  const prefix = '\0calendar-lodash:';
  return {
    name: 'calendar-lodash',
    enforce: 'pre',
    resolveId(source, importer) {
      const name = /^lodash\/(\w+)(?:\.js)?$/.exec(source)?.[1];
      const byCalendar = /[\\/]node_modules[\\/]react-big-calendar[\\/]/.test(importer ?? '');
      return name && byCalendar && CALENDAR_LODASH.has(name) ? prefix + name : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return `export { ${id.slice(prefix.length)} as default } from ${JSON.stringify(shim)};`;
    },
  };
}

/**
 * Lists in login.html the app's first-load files the sign-in page has not loaded (the router,
 * MUI, the app's entry), for the page to prefetch once the form shows and the browser is idle
 * (src/login-page/prefetch-app.ts): after signing in, the app then starts from the cache.
 */
function appFilesForSignInPage(): Plugin {
  return {
    name: 'app-files-for-sign-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk, filename }) {
        if (!bundle || !chunk || !filename.endsWith('login.html')) return undefined;
        const app = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            output.facadeModuleId?.endsWith('index.html'),
        );
        if (!app) return undefined;
        const loaded = staticClosure(bundle, chunk.fileName);
        const files = [...staticClosure(bundle, app.fileName)]
          .filter((file) => !loaded.has(file))
          .map((file) => `/${file}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: APP_FILES_ELEMENT_ID },
            children: JSON.stringify(files),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

/**
 * Whether the build has the sign-in page on its own (login.html: React and the sign-in form).
 * Not in the mocked mode, where every page boots the in-page API (PGlite and the demo world,
 * seconds of CPU): a sign-in page of its own would boot it once for the form and the app again
 * after it, so there the sign-in addresses are the app's own route (one boot).
 */
const hasSignInPage = (mode: string) => mode !== 'mocked';

/**
 * The route modules each budgeted landing screen loads when opened (e2e/bench/landing-pages.mjs
 * measures them): their first loads are planned into few chunks (chunk-plan.ts).
 */
const LANDINGS: Landings = {
  dashboard: [
    'features/spoof/TutorFrame.tsx',
    'features/dashboard/DashboardPage.tsx',
    'features/dashboard/DashboardRedirect.tsx',
  ],
  schedule: ['features/spoof/TutorFrame.tsx', 'features/schedule/SchedulePage.tsx'],
  planner: [
    'features/family/FamilyHome.tsx',
    'features/family/FamilyShell.tsx',
    'features/family/planner/AcademicPlannerTab.tsx',
  ],
};

export default defineConfig(
  async ({ mode, command }): Promise<UserConfig> => ({
    base: '/',
    plugins: [
      react(),
      calendarLodash(),
      muiCssVariablesOff(),
      hasSignInPage(mode) && [signInPageInDev(), appFilesForSignInPage()],
      mode === 'mocked' && import('@tp/mocks/vite').then((m) => m.mockedApi()),
    ],
    resolve: {
      alias: [
        // The calendar's lifecycle polyfill, a no-op with React 19 (lifecycles-compat.ts).
        {
          find: /^react-lifecycles-compat$/,
          replacement: fileURLToPath(
            new URL('src/features/schedule/lifecycles-compat.ts', import.meta.url),
          ),
        },
        // react-big-calendar's popup overlay, loaded when first opened (lazy-overlay.tsx).
        {
          find: /^react-overlays$/,
          replacement: fileURLToPath(
            new URL('src/features/schedule/lazy-overlay.tsx', import.meta.url),
          ),
        },
      ],
    },
    build: {
      // Every browser the apps support preloads modules itself (modulepreload); the polyfill
      // would be on every page's first load, the sign-in page's too.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          ...(hasSignInPage(mode) && {
            login: fileURLToPath(new URL('login.html', import.meta.url)),
          }),
        },
        output: {
          codeSplitting: {
            // The vendor chunks the first loads need, named by what they hold so their content
            // (and URL) changes only when those libraries are upgraded: the browser keeps them
            // across deploys of the app. React is one the sign-in page shares with the app; the
            // router and MUI are the app's. Each screen's own code and the MUI components it
            // uses stay in the route chunks rolldown splits by itself, except the landing
            // screens' (the last group, chunk-plan.ts). `$initial` keeps out the parts only a
            // lazy screen uses (react-dom/server, MUI's pickers' styled helpers).
            groups: [
              {
                name: 'vendor-react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                tags: ['$initial'],
                priority: 3,
              },
              {
                name: 'vendor-router',
                test: /[\\/]node_modules[\\/]react-router[\\/]/,
                tags: ['$initial'],
                priority: 2,
              },
              {
                name: 'vendor-mui',
                test: /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|styled-engine|utils|private-theming|material[\\/]styles))[\\/]/,
                tags: ['$initial'],
                priority: 1,
              },
              // The production build's landing screens (the mocked mode's build keeps rolldown's
              // own chunks: its pages boot the in-page API, and no budget applies to them).
              ...(command === 'build' && mode !== 'mocked'
                ? await landingChunkGroups(fileURLToPath(import.meta.url), mode, LANDINGS)
                : []),
            ],
          },
        },
      },
    },
    server: {
      port: 5174,
      // The Host header is passed through: the API answers the realtime host and port the
      // browser used (GET /api/config.json), so websockets come back through this proxy.
      proxy:
        mode === 'mocked'
          ? undefined
          : {
              '/api': { target: API_ORIGIN },
              '/app': { target: API_ORIGIN, ws: true },
            },
    },
    test: {
      name: 'live-session',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'chunk-plan.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      globalSetup: ['@tp/mocks/vitest-setup'],
      env: { TZ: 'UTC' },
      // The pages run against the real API in-process: a sign-in and a first render take
      // seconds on a loaded 2-core machine, past Vitest's 5 s default.
      testTimeout: 20_000,
      // A file's hooks sign in and arrange rows over the in-process API: on a busy 2-core machine
      // that can take longer than Vitest's 10 s default, which skips the whole file.
      hookTimeout: 60_000,
      // Files share a worker's modules (MUI, react-big-calendar, the in-process API) instead of
      // importing them again: each file renders its own app over its own API; none mocks a module.
      isolate: false,
      execArgv: WORKER_EXEC_ARGV,
    },
  }),
);
