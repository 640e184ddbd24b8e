import { Alert, Button } from '@mui/material';
import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { Loading } from 'react-admin';

/** Said when a page's code could not be downloaded (a dropped network, a deploy in between). */
export const DOWNLOAD_FAILED =
  'This page could not be downloaded. Check your connection, then try again.';

/** A screen whose code downloads when it first renders, or earlier through `preload()`. */
export type LazyScreen<Props extends object = object> = FunctionComponent<Props> & {
  /** Starts the download (once; again after a failure) and resolves with the module. */
  preload: () => Promise<unknown>;
};

/**
 * The export `name` of the module `load` imports, as a component that downloads on first
 * render: each resource's pages and the heavy parts of a page are their own chunks, so the
 * first page opened downloads only its own code (issue 27).
 *
 * Until its code has arrived the screen shows react-admin's loading indicator in a `<Suspense>`
 * of its own, and the page it replaces goes at once. Suspending up to the layout's boundary
 * instead kept that page in the document, hidden, until the new one rendered: a list's row
 * opening its edit page met the list's own fields there. Once loaded, it renders directly.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () => {
    // A failed download (a deploy replaced the chunk, the network dropped) is tried again on
    // the next render rather than remembered.
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** What shows when the code could not be downloaded: why, and a way to try again. */
  function DownloadFailed(props: Props) {
    const [, setRetried] = useState(0);
    const [trying, setTrying] = useState(false);
    if (loaded) return createElement(loaded, props);
    const retry = () => {
      setTrying(true);
      preload().then(
        () => setRetried((count) => count + 1),
        () => setTrying(false),
      );
    };
    return createElement(
      Alert,
      {
        severity: 'error',
        sx: { m: 2 },
        action: createElement(
          Button,
          { color: 'inherit', size: 'small', disabled: trying, onClick: retry },
          'Try again',
        ),
      },
      DOWNLOAD_FAILED,
    );
  }
  // React's lazy component stands in until the code has arrived (typed as the screen it loads).
  // React keeps what a lazy component resolved to, so one that failed would show the failure on
  // every later visit: after a failure the next visit takes a new one, which downloads again.
  let pending: ComponentType<Props> | undefined;
  const newPending = () =>
    lazy(
      (): Promise<{ default: ComponentType<Props> }> =>
        preload().then(
          (module) => ({ default: module[name] }),
          () => {
            pending = undefined;
            return { default: DownloadFailed };
          },
        ),
    ) as unknown as ComponentType<Props>;
  /** Until the code has arrived: one lazy component per visit (mount), in its own Suspense. */
  function PendingScreen(props: Props) {
    // A re-render of a failed page keeps showing why, with Try again; a new visit downloads.
    const [Pending] = useState(() => (pending ??= newPending()));
    return createElement(
      Suspense,
      { fallback: createElement(Loading) },
      createElement(Pending, props),
    );
  }
  function Screen(props: Props) {
    if (loaded) return createElement(loaded, props);
    return createElement(PendingScreen, props);
  }
  return Object.assign(Screen, { preload });
}

/** A resource's pages as react-admin's `<Resource>` takes them, lazy or not. */
export interface ResourceScreens {
  list?: unknown;
  show?: unknown;
  edit?: unknown;
  create?: unknown;
}

function isLazyScreen(screen: unknown): screen is LazyScreen {
  return typeof screen === 'function' && 'preload' in screen;
}

/**
 * Starts downloading the page `path` opens (`/admin/courses`, `/admin/courses/12/show`): the
 * resource's list, show, edit or create as `<Resource>` routes them, or `home` at the root.
 * Called as the app starts, so that page's code downloads beside the sign-in check and the
 * first API calls instead of after them. Answers which page it started, for tests.
 */
export function preloadScreenAt(
  path: string,
  basename: string,
  resources: Readonly<Record<string, ResourceScreens>>,
  home?: unknown,
): unknown {
  if (path !== basename && !path.startsWith(`${basename}/`)) return undefined;
  const [name, id, action] = path.slice(basename.length).split('/').filter(Boolean);
  const screens = name === undefined ? undefined : resources[name];
  const screen =
    name === undefined
      ? home
      : id === undefined
        ? screens?.list
        : id === 'create'
          ? screens?.create
          : action === 'show'
            ? screens?.show
            : screens?.edit;
  if (!isLazyScreen(screen)) return undefined;
  void screen.preload().catch(() => {
    // The page's own render downloads it again and shows the failure.
  });
  return screen;
}
