import type { Registry } from '../../resources/includes.ts';
import type { Resource } from '../../resources/types.ts';
import { withBodyLimits } from './body-limit-answers.ts';
import { errorBody, validationErrorBody } from './error-bodies.ts';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';
import { resourcePaths, resourceSchemas } from './resource-paths.ts';
import type { RouteDocumentation } from './route-documentation.ts';
import { SPOOF_PARAMETERS, SPOOF_RESPONSE_HEADERS, withSpoofing } from './spoofing.ts';

const SHARED_SCHEMAS: Record<string, JsonSchema> = {
  ListMeta: {
    type: 'object',
    required: ['totalCount', 'totalPages', 'pageNumber', 'pageSize'],
    properties: {
      totalCount: { type: 'integer', example: 120 },
      totalPages: { type: 'integer', example: 5 },
      pageNumber: { type: 'integer', example: 1 },
      pageSize: { type: 'integer', example: 25 },
    },
  },
  Error: toJsonSchema(errorBody, 'output'),
  ValidationError: toJsonSchema(validationErrorBody, 'output'),
};

/**
 * The OpenAPI 3.1 document: the resources' paths, generated from the same definitions the
 * handlers serve, merged with the other routes' (`routes`, each route's own description).
 */
export function buildOpenApiDocument(
  resources: readonly Resource[],
  registry: Registry,
  version: string,
  routes: RouteDocumentation = { paths: {}, schemas: {}, parameters: {} },
  publicUrl?: string,
): JsonSchema {
  const schemas: Record<string, JsonSchema> = { ...routes.schemas, ...SHARED_SCHEMAS };
  let paths: Record<string, JsonSchema> = { ...routes.paths };
  Object.assign(schemas, resourceSchemas(resources, registry));
  for (const resource of resources) paths = { ...paths, ...resourcePaths(resource, registry) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tutoring platform API',
      version,
      description:
        'JSON keys are camelCase. Lists answer { <plural>: [...], meta }, one record { <singular>: {...} }; ' +
        'writes send { <singular>: {...} }. Every call except GETs needs the X-XSRF-TOKEN header equal to the ' +
        'XSRF-TOKEN cookie. Sign in with POST /api/login.json; the sign-in is the tp_auth cookie. ' +
        'A signed-in user allowed to may act as another user on any call with the X-Spoof-User header.',
    },
    tags: [
      {
        name: 'auth',
        description:
          'Sign-in (password or mailed link), session, account pages (password reset and setup, e-mail confirmation, unlock), runtime settings and realtime authorisation.',
      },
      { name: 'shared', description: 'Uploads, avatars, locale strings and reference lists.' },
      ...resources.map((r) => ({ name: r.name, description: r.contract.summary })),
    ],
    servers: documentServers(publicUrl),
    paths: withSpoofing(withBodyLimits(paths)),
    components: {
      schemas,
      parameters: { ...routes.parameters, ...SPOOF_PARAMETERS },
      headers: SPOOF_RESPONSE_HEADERS,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tp_auth' } },
    },
    security: [{ session: [] }],
  };
}

/**
 * Where the paths are served: the configured public address, and always this document's own
 * origin, since the paths (`/api/...`) are absolute from the origin that serves the apps.
 */
function documentServers(publicUrl: string | undefined): JsonSchema[] {
  const here = { url: '/', description: 'The server that serves this document' };
  if (!publicUrl) return [here];
  return [{ url: publicUrl.replace(/\/+$/, ''), description: 'This installation' }, here];
}
