import type { Query } from './query-string.ts';

/**
 * How long a list page asked ahead (at the page's start) stands for the list's own call: the
 * seconds a page takes to render on a slow phone, far less than signing out and in again, so
 * it is never another user's, and no older than what the page would have read as it opened.
 */
export const PREFETCHED_LIST_FRESH_MS = 5000;

/** List answers asked ahead, each taken once by the same call while it is fresh. */
export interface ListPrefetches {
  /** Keeps the answer to `url` with `query`, asked now (a failure is the taker's to handle). */
  put(url: string, query: Query, answer: Promise<unknown>): void;
  /** The answer kept for `url` and `query`, once, while fresh; undefined otherwise. */
  take(url: string, query: Query): Promise<unknown> | undefined;
  /** Drops every kept answer (someone else signed in, or no one). */
  clear(): void;
}

/** The same request as a key: the URL and its params, in the order listQuery builds them. */
const keyOf = (url: string, query: Query): string => `${url} ${JSON.stringify(query)}`;

export function listPrefetches(now: () => number = Date.now): ListPrefetches {
  const kept = new Map<string, { answer: Promise<unknown>; at: number }>();
  return {
    put(url, query, answer) {
      // Not handled here: the list's own call sees the failure and asks again.
      answer.catch(() => undefined);
      kept.set(keyOf(url, query), { answer, at: now() });
    },
    take(url, query) {
      const key = keyOf(url, query);
      const entry = kept.get(key);
      kept.delete(key);
      if (!entry) return undefined;
      const age = now() - entry.at;
      return age >= 0 && age < PREFETCHED_LIST_FRESH_MS ? entry.answer : undefined;
    },
    clear() {
      kept.clear();
    },
  };
}
