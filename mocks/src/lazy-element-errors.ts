/**
 * testing-library's "element not found" errors, with the page's printout written only when
 * someone reads the error.
 *
 * A failing `getBy` query builds its error with `prettyDOM` of the whole container, and a
 * `findBy` or `waitFor` runs its query every 50 ms until it passes: each miss printed the page
 * again and dropped the error unread. In the back-office's longest files that printing was 4 to
 * 9% of the CPU time. Here the message is written on first read: when the test fails with it
 * (the runner reads it before the test's cleanup unmounts the page) or when `waitFor` gives up
 * and copies it into its stack. So a failure reads exactly as before; a miss costs nothing.
 */
export interface ElementErrorConfig {
  defaultIgnore: string;
}

/** testing-library's own name for these errors: `waitFor` treats them specially. */
const NAME = 'TestingLibraryElementError';

/**
 * A `getElementError` for testing-library's `configure`. `prettyDOM` and `config` are the
 * caller's own testing-library's, so the printout follows its settings.
 */
export function lazyElementError(
  prettyDOM: (dom?: Element | Document) => string | false,
  config: () => ElementErrorConfig,
): (message: string | null, container: Element | Document) => Error {
  return (message, container) => {
    const error = new Error();
    error.name = NAME;
    let written: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      enumerable: false,
      get() {
        written ??= [
          message,
          `Ignored nodes: comments, ${config().defaultIgnore}\n${prettyDOM(container) || ''}`,
        ]
          .filter(Boolean)
          .join('\n\n');
        return written;
      },
      set(value: string) {
        written = value;
      },
    });
    return error;
  };
}
