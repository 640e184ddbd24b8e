/** The readable cookie the server sets so the browser can echo it as the CSRF header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The value of one cookie of the current document, URL-decoded, or null when it is not set
 * (or when there is no document, as in a worker or on the server).
 */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is still the token the server set.
      return raw;
    }
  }
  return null;
}
