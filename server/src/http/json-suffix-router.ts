import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

const API_PREFIX = '/api/';
/** A literal `.json` at the end of a path (`/login.json`, `/courses/1.json`). */
const LITERAL_SUFFIX = /\.json$/;
/** A `.json` closing the last parameter's pattern (`/locales/:file{[a-z]{2}\.json}`). */
const PATTERN_SUFFIX = /\\\.json\}$/;

/** An API path as the router sees it: without its `.json` suffix (other paths as they are). */
export function routedPath(path: string): string {
  return path.startsWith(API_PREFIX) ? path.replace(LITERAL_SUFFIX, '') : path;
}

/** A registered API path pattern without the `.json` it was written with. */
function registeredPath(path: string): string {
  if (!path.startsWith(API_PREFIX)) return path;
  return path.replace(LITERAL_SUFFIX, '').replace(PATTERN_SUFFIX, '}');
}

/**
 * Hono's default router with one rule: an API path answers the same with or without a
 * trailing `.json`. The spec writes its paths both ways (`GET /courses/{id}.json`,
 * `PUT /employees/{id}/terminate.json`, `POST /api/login.json`), and clients send them as
 * written; one rule here serves them all, instead of a second registration per route. Routes
 * are registered and matched without the suffix; the OpenAPI document keeps the paths as the
 * routes were written (Hono's `app.routes` is untouched).
 */
export class JsonSuffixRouter<T> implements Router<T> {
  readonly name = 'JsonSuffixRouter';
  readonly #router: Router<T> = new SmartRouter<T>({
    routers: [new RegExpRouter<T>(), new TrieRouter<T>()],
  });

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, registeredPath(path), handler);
  }

  match(method: string, path: string): Result<T> {
    return this.#router.match(method, routedPath(path));
  }
}
