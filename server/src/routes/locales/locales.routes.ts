import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { publicCache } from '../reference/public-cache.ts';
import { availableLocales, localeApps, localeBundle } from './locale-bundles.ts';

/** Strings change only with a deploy; five minutes, then a cheap 304 through the ETag. */
const LOCALE_MAX_AGE_SECONDS = 300;

/**
 * The apps' strings, public (the sign-in pages need them before anyone signs in), mounted at
 * /api/v2:
 * - GET /locales -> `{ locales: [{ code, name }] }`;
 * - GET /locales/{lang}.json?app=tutor -> the strings tree, namespaces at the top, English
 *   filling what the language lacks; without `app`, every app's namespaces. A language or app
 *   there are no strings for is a 404 (the apps then fall back to English themselves).
 */
export function localeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/locales', etag(), publicCache(LOCALE_MAX_AGE_SECONDS));
  routes.use('/locales/*', etag(), publicCache(LOCALE_MAX_AGE_SECONDS));
  routes.get('/locales', (c) => c.json({ locales: availableLocales() }));
  routes.get('/locales/:file{[a-z]{2}(?:-[A-Za-z]{2})?\\.json}', (c) => {
    const language = c.req.param('file').replace(/\.json$/, '');
    const app = c.req.query('app') || null;
    if (app !== null && !localeApps().includes(app))
      throw new NotFound(`There are no strings for the app "${app}".`);
    const strings = localeBundle(language, app);
    if (!strings) throw new NotFound(`There are no strings in "${language}".`);
    return c.json(strings);
  });
  return routes;
}
