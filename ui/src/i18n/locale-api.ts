import type { HttpClient } from '@tp/data-provider';
import type { LocaleStrings } from '@tp/domain';

/** GET /api/v2/locales/{language}.json?app= (spec §7 "Reference data"): an app's strings. */
export function localePath(language: string): string {
  return `/api/v2/locales/${encodeURIComponent(language)}.json`;
}

function isStrings(value: unknown): value is LocaleStrings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isStrings(v));
}

// One request per client, language and app; a failed one is forgotten so a later screen retries.
const cache = new WeakMap<HttpClient, Map<string, Promise<LocaleStrings>>>();

/**
 * The strings the API serves for `language` and `app`, namespaces at the top (`{ account:
 * {...} }`). Shared and cached per HTTP client; rejects when the answer is not a strings tree.
 */
export function fetchLocaleStrings(
  httpClient: HttpClient,
  language: string,
  app: string,
): Promise<LocaleStrings> {
  const requests = cache.get(httpClient) ?? new Map<string, Promise<LocaleStrings>>();
  cache.set(httpClient, requests);
  const key = `${language}|${app}`;
  const cached = requests.get(key);
  if (cached) return cached;
  const request = httpClient(localePath(language), { query: { app } }).then(({ json }) => {
    if (!isStrings(json)) throw new Error(`GET ${localePath(language)} answered no strings.`);
    return json;
  });
  requests.set(key, request);
  request.catch(() => {
    if (requests.get(key) === request) requests.delete(key);
  });
  return request;
}
