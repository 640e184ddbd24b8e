import type { Registry } from '../../resources/includes.ts';
import type { Resource } from '../../resources/types.ts';
import { ACCOUNT_PATHS, ACCOUNT_SCHEMAS } from './account-paths.ts';
import { AUTH_PATHS, AUTH_SCHEMAS } from './auth-paths.ts';
import { SHARED_CALL_PATHS, SHARED_CALL_SCHEMAS } from '../reference/shared-calls.openapi.ts';
import type { JsonSchema } from './json-schema.ts';
import { resourcePaths, resourceSchemas } from './resource-paths.ts';
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
  Error: {
    type: 'object',
    required: ['error'],
    properties: {
      error: { type: 'string', example: 'You are not allowed to do that.' },
      requestId: { type: 'string', description: 'On 500 only: quote it to support.' },
    },
  },
  ValidationError: {
    type: 'object',
    required: ['error', 'errors'],
    properties: {
      error: { type: 'string', example: 'Validation failed' },
      errors: {
        type: 'object',
        description: 'Rails-style: field (camelCase, or base) to messages.',
        additionalProperties: { type: 'array', items: { type: 'string' } },
        example: { startsAt: ["can't be blank"] },
      },
    },
  },
};

/** The OpenAPI 3.1 document, generated from the same resource definitions the handlers serve. */
export function buildOpenApiDocument(
  resources: readonly Resource[],
  registry: Registry,
  version: string,
): JsonSchema {
  const schemas: Record<string, JsonSchema> = {
    ...SHARED_SCHEMAS,
    ...AUTH_SCHEMAS,
    ...ACCOUNT_SCHEMAS,
    ...SHARED_CALL_SCHEMAS,
  };
  let paths: Record<string, JsonSchema> = {
    ...AUTH_PATHS,
    ...ACCOUNT_PATHS,
    ...SHARED_CALL_PATHS,
  };
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
        'XSRF-TOKEN cookie. Sign in with POST /api/login.json; the session is the tp_auth cookie. ' +
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
    paths: withSpoofing(paths),
    components: {
      schemas,
      parameters: SPOOF_PARAMETERS,
      headers: SPOOF_RESPONSE_HEADERS,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tp_auth' } },
    },
    security: [{ session: [] }],
  };
}
