/**
 * The element of login.html listing the app's first-load files (a JSON array of paths), which
 * the build writes (vite.config.ts) and the sign-in page prefetches.
 */
export const APP_FILES_ELEMENT_ID = 'tp-app-files';

/** The listed files, or none (a development server, or a page without the list). */
export function appFilesOf(document: Document): string[] {
  const text = document.getElementById(APP_FILES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files)
      ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/'))
      : [];
  } catch {
    return [];
  }
}

/** How long the page waits for the browser to be idle before prefetching anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Once the browser is idle (the form has shown), asks it to prefetch the app's files at low
 * priority, so the app loads from the cache after signing in.
 */
export function prefetchAppFiles(document: Document, window: Window): void {
  const files = appFilesOf(document);
  if (files.length === 0) return;
  const prefetch = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      // As the app requests its scripts (Vite's crossorigin), so the cached copy is the one used.
      link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(prefetch, IDLE_TIMEOUT_MS);
}
