/** What the in-page API keeps its cookies in: the page's own `document.cookie`. */
export interface CookieJar {
  /** The Cookie request header the browser would send. */
  header(): string;
  /** Takes the Set-Cookie lines of an answer. */
  store(setCookies: readonly string[]): void;
}

/**
 * A Set-Cookie line as `document.cookie` accepts it. A script may not write an HttpOnly
 * cookie (the browser drops the whole line), and the page has no network to keep it from:
 * the in-page API stands where the network would be, so the flag is left off here.
 */
export function pageCookieLine(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((part) => !/^\s*(httponly|secure)\s*$/i.test(part))
    .join(';');
}

/**
 * The page's cookies as the in-page API's cookie jar: the HTTP client reads XSRF-TOKEN there,
 * and in a page (or jsdom) no response of the in-page API ever reaches the browser's own
 * cookie handling, so its Set-Cookie lines are written here and the Cookie header rebuilt
 * from here.
 */
export const documentCookies: CookieJar = {
  header: () => document.cookie,
  store(setCookies) {
    for (const line of setCookies) document.cookie = pageCookieLine(line);
  },
};

/** Removes every cookie of the page (tests start each case signed out). */
export function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
