import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_FILES_ELEMENT_ID, appFilesOf, prefetchAppFiles } from './app-files.ts';

function listFiles(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = APP_FILES_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
}

const prefetchLinks = () => [...document.head.querySelectorAll('link[rel="prefetch"]')];

describe('the app files the sign-in page prefetches', () => {
  afterEach(() => {
    document.getElementById(APP_FILES_ELEMENT_ID)?.remove();
    for (const link of prefetchLinks()) link.remove();
    vi.useRealTimers();
  });

  it('reads the paths the build listed, and nothing that is not one', () => {
    listFiles('["/assets/index-a.js", "https://elsewhere.example/x.js", 3, "/assets/app.css"]');
    expect(appFilesOf(document)).toEqual(['/assets/index-a.js', '/assets/app.css']);
  });

  it('reads no files without the list or from a broken one', () => {
    expect(appFilesOf(document)).toEqual([]);
    listFiles('{not json');
    expect(appFilesOf(document)).toEqual([]);
  });

  it('prefetches them, as the app requests them, once the browser is idle', () => {
    vi.useFakeTimers();
    listFiles('["/assets/index-a.js", "/assets/vendor-router-b.js"]');
    // jsdom has no requestIdleCallback: the page waits its idle timeout instead.
    prefetchAppFiles(document, window);
    expect(prefetchLinks()).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    const links = prefetchLinks() as HTMLLinkElement[];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-a.js',
      '/assets/vendor-router-b.js',
    ]);
    expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  it('asks for nothing on a page without the list (the development server)', () => {
    vi.useFakeTimers();
    prefetchAppFiles(document, window);
    vi.advanceTimersByTime(5000);
    expect(prefetchLinks()).toHaveLength(0);
  });
});
