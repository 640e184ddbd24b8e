import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { REGISTRY, RESOURCES } from '../../resources/registry.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * `GET /api/openapi.json` (the document, built from the resource definitions) and
 * `GET /api/docs` (a readable page of it). Both public: they describe, they expose no data.
 */
export function openApiRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let cached: { version: string; document: JsonSchema; page: string } | null = null;
  const built = (version: string) => {
    if (cached?.version !== version) {
      const document = buildOpenApiDocument(RESOURCES, REGISTRY, version);
      cached = { version, document, page: renderDocsPage(document) };
    }
    return cached;
  };
  routes.get('/openapi.json', (c) => c.json(built(c.get('deps').config.version).document));
  routes.get('/docs', (c) => c.html(built(c.get('deps').config.version).page));
  return routes;
}
