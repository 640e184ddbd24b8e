import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { NotFound } from '../../http/errors.ts';
import { answer, refusal } from '../openapi/route-answers.ts';
import { validParams, validQuery } from '../openapi/route-validators.ts';
import { publicCache } from '../reference/public-cache.ts';
import { availableLocales, localeApps, localeBundle } from './locale-bundles.ts';

/** Strings change only with a deploy; five minutes, then a cheap 304 through the ETag. */
const LOCALE_MAX_AGE_SECONDS = 300;

const TAGS = ['shared'];
const PUBLIC = { security: [], tags: TAGS };

const codeAndName = z.object({
  code: z.string().meta({ example: 'es' }),
  name: z.string().meta({ example: 'Español' }),
});

const localeFile = z.object({
  file: z.string().meta({
    description: 'A language code and ".json": es.json, pt-BR.json.',
    example: 'es.json',
  }),
});

const bundleQuery = z.object({
  app: z
    .string()
    .optional()
    .meta({
      description: `One app's namespaces (${localeApps().join(', ')}); without it, every app's.`,
      example: 'tutor',
    }),
});

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
  routes.get(
    '/locales',
    describeRoute({
      ...PUBLIC,
      summary: 'The languages the apps are translated into (public).',
      responses: {
        200: answer('Languages', z.object({ locales: z.array(codeAndName) })),
      },
    }),
    (c) => c.json({ locales: availableLocales() }),
  );
  routes.get(
    '/locales/:file{[a-z]{2}(?:-[A-Za-z]{2})?\\.json}',
    describeRoute({
      ...PUBLIC,
      summary:
        "An app's strings in a language, namespaces at the top, English filling missing keys (public, ETag).",
      responses: {
        200: answer(
          'Strings: namespace, then key, to text',
          z.record(z.string(), z.unknown()).meta({ example: { common: { save: 'Guardar' } } }),
        ),
        404: refusal('No strings for that language or app.'),
      },
    }),
    validParams(localeFile),
    validQuery(bundleQuery),
    (c) => {
      const language = c.req.valid('param').file.replace(/\.json$/, '');
      const app = c.req.valid('query').app || null;
      if (app !== null && !localeApps().includes(app))
        throw new NotFound(`There are no strings for the app "${app}".`);
      const strings = localeBundle(language, app);
      if (!strings) throw new NotFound(`There are no strings in "${language}".`);
      return c.json(strings);
    },
  );
  return routes;
}
