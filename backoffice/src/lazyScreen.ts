import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A screen whose code downloads when it first renders, or earlier through `preload()`. */
export type LazyScreen<Props extends object = object> = FunctionComponent<Props> & {
  /**
   * Starts the download (once; again after a failure), and its companions', and resolves with
   * the module.
   */
  preload: () => Promise<unknown>;
  /** Starts this screen's download alone. */
  download: () => Promise<unknown>;
  /** Screens whose code starts downloading with this one's (the pages of one resource). */
  companions: LazyScreen[];
};

/**
 * The export `name` of the module `load` imports, as a component that downloads on first
 * render: each resource's pages and the heavy parts of a page are their own chunks, so the
 * first page opened downloads only its own code (issue 27). Rendered inside react-admin's
 * layout, whose `<Suspense>` shows its loading indicator meanwhile.
 *
 * Once its code has arrived the screen renders at once, without suspending: a suspended screen
 * keeps the page it replaces in the document (hidden) until it renders, and a screen of the
 * same resource (a list's row opening its edit page) would meet the list's own fields there.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const download = () => {
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
  const preload = () => {
    for (const companion of screen.companions)
      void companion.download().catch(() => {
        // Its own render downloads it again and shows the failure.
      });
    return download();
  };
  // React's lazy component stands in until the code has arrived (typed as the screen it loads).
  const Pending = lazy(() =>
    preload().then((module) => ({ default: module[name] })),
  ) as unknown as ComponentType<Props>;
  function Screen(props: Props) {
    return createElement(loaded ?? Pending, props);
  }
  const screen: LazyScreen<Props> = Object.assign(Screen, {
    preload,
    download,
    companions: [] as LazyScreen[],
  });
  return screen;
}

/**
 * Makes the lazy pages of one resource download together: opening its list also brings its
 * edit, show and create pages, so moving between them never waits on code.
 */
export function loadTogether(screens: ResourceScreens): void {
  const lazies = Object.values(screens).filter(isLazyScreen);
  for (const screen of lazies) screen.companions = lazies.filter((other) => other !== screen);
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
