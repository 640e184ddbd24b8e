import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/context.ts';
import { REGISTRY, RESOURCES } from '../../resources/registry.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { documentRoutes } from './route-documentation.ts';

const PUBLIC = { security: [], tags: ['shared'] };

/**
 * `GET /api/openapi.json` (the document: the resources' paths from their definitions, the
 * other routes' from their own descriptions in `app`) and `GET /api/docs` (a readable page of
 * it). Both public: they describe, they expose no data. Built on the first call, once every
 * route is registered, and again only when the version changes.
 */
export function openApiRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let cached: {
    version: string;
    built: Promise<{ json: string; page: string }>;
  } | null = null;
  const built = (version: string, publicUrl: string | undefined) => {
    if (cached?.version !== version) {
      const building = documentRoutes(app).then((documented) => {
        const document = buildOpenApiDocument(RESOURCES, REGISTRY, version, documented, publicUrl);
        // The answer's text too: the document is large, and serializing it again on every call
        // took most of the call's time.
        return { json: JSON.stringify(document), page: renderDocsPage(document) };
      });
      // A failed build is not kept: the next call tries again.
      building.catch(() => {
        if (cached?.built === building) cached = null;
      });
      cached = { version, built: building };
    }
    return cached.built;
  };
  routes.get(
    '/openapi.json',
    describeRoute({
      ...PUBLIC,
      summary: 'This document (OpenAPI 3.1).',
      responses: { 200: { description: 'The document' } },
    }),
    async (c) => {
      const { json } = await built(c.get('deps').config.version, c.get('deps').config.publicUrl);
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    },
  );
  routes.get(
    '/docs',
    describeRoute({
      ...PUBLIC,
      summary: 'This document as a readable page.',
      responses: { 200: { description: 'An HTML page' } },
    }),
    async (c) =>
      c.html((await built(c.get('deps').config.version, c.get('deps').config.publicUrl)).page),
  );
  return routes;
}
