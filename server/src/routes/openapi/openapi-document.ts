import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@tp/domain';
import type { Registry } from '../../resources/includes.ts';
import type { Resource } from '../../resources/types.ts';
import { errorBody, validationErrorBody } from './error-bodies.ts';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';
import type { RouteDocumentation } from './route-documentation.ts';
import { SPOOF_PARAMETERS, SPOOF_RESPONSE_HEADERS, withSpoofing } from './spoofing.ts';

/** Include paths are listed this deep; deeper ones work when each step is an association. */
const INCLUDE_DEPTH = 2;

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The component name of a resource's record: `course` -> `Course`. */
export function schemaName(resource: Resource): string {
  return pascal(resource.singular);
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: JsonSchema) => ({
  'application/vnd.api+json': { schema },
  'application/json': { schema },
});

/** Every include path of a resource up to INCLUDE_DEPTH (`brand`, `brand.department`...). */
export function includePaths(
  resource: Resource,
  registry: Registry,
  depth = INCLUDE_DEPTH,
): string[] {
  if (depth === 0) return [];
  return Object.entries(resource.includes).flatMap(([name, association]) => {
    const target = registry[association.target];
    const nested = target
      ? includePaths(target, registry, depth - 1).map((path) => `${name}.${path}`)
      : [];
    return [name, ...nested];
  });
}

/** The record schema plus its associations as optional properties (present when included). */
function recordSchema(resource: Resource, registry: Registry): JsonSchema {
  const schema = toJsonSchema(resource.record, 'output');
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
  for (const [name, association] of Object.entries(resource.includes)) {
    const target = registry[association.target];
    if (!target) continue;
    const one = ref(schemaName(target));
    properties[name] = {
      ...(association.kind === 'hasMany'
        ? { type: 'array', items: one }
        : { anyOf: [one, { type: 'null' }] }),
      description: `Present with include=${name}.`,
      'x-include': true,
    };
  }
  return { ...schema, properties };
}

function filterParameters(resource: Resource): JsonSchema[] {
  return Object.entries(resource.filters).flatMap(([name, filter]) => {
    const one: JsonSchema =
      filter.valueType === 'date-time'
        ? { type: 'string', format: 'date-time' }
        : { type: filter.valueType };
    return [
      { name, in: 'query', description: filter.description, schema: one },
      {
        name: `${name}[]`,
        in: 'query',
        description: `Several values of ${name} (any of them).`,
        schema: { type: 'array', items: one },
        style: 'form',
        explode: true,
      },
    ];
  });
}

function listParameters(resource: Resource, registry: Registry): JsonSchema[] {
  const includes = includePaths(resource, registry);
  return [
    {
      name: 'page',
      in: 'query',
      description: '1-based page number.',
      schema: { type: 'integer', minimum: 1, default: 1 },
    },
    {
      name: 'per',
      in: 'query',
      description: `Page size (default ${DEFAULT_PER_PAGE}, at most ${MAX_PER_PAGE}; larger values are capped).`,
      schema: { type: 'integer', minimum: 1, default: DEFAULT_PER_PAGE },
    },
    {
      name: 'orderBy',
      in: 'query',
      description: 'Column to sort by (snake_case). The id always breaks ties.',
      schema: {
        type: 'string',
        enum: Object.keys(resource.sortable),
        default: resource.defaultOrder.column,
      },
    },
    {
      name: 'orderSort',
      in: 'query',
      schema: { type: 'string', enum: ['asc', 'desc'], default: resource.defaultOrder.sort },
    },
    {
      name: 'noPagination',
      in: 'query',
      description: 'true: every matching record in one answer.',
      schema: { type: 'boolean' },
    },
    {
      name: 'ids[]',
      in: 'query',
      description: 'Only these records (without per: all of them, unpaged).',
      schema: { type: 'array', items: { type: 'integer' } },
      style: 'form',
      explode: true,
    },
    ...includeParameter(includes),
    ...filterParameters(resource),
  ];
}

function includeParameter(includes: string[]): JsonSchema[] {
  if (includes.length === 0) return [];
  return [
    {
      name: 'include',
      in: 'query',
      description: `Comma-separated associations to embed: ${includes.join(', ')}. Unknown paths are a 422.`,
      schema: { type: 'string', example: includes.slice(0, 2).join(',') },
    },
  ];
}

const errorResponse = (description: string) => ({
  description,
  content: jsonContent(ref('Error')),
});
const STANDARD_ERRORS = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not allowed (or a missing/invalid X-XSRF-TOKEN header on writes).'),
};

function resourcePaths(resource: Resource, registry: Registry): Record<string, JsonSchema> {
  const name = schemaName(resource);
  const tag = resource.name;
  const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const one = {
    type: 'object',
    required: [resource.singular],
    properties: { [resource.singular]: ref(name) },
  };
  const includes = includePaths(resource, registry);
  const collection: JsonSchema = {
    get: {
      tags: [tag],
      summary: `List ${resource.name}`,
      description: `${resource.summary} Staff see all; tutors, students and parents see their own where the role allows.`,
      parameters: listParameters(resource, registry),
      responses: {
        200: {
          description: 'A page of records',
          content: jsonContent({
            type: 'object',
            required: [resource.name, 'meta'],
            properties: {
              [resource.name]: { type: 'array', items: ref(name) },
              meta: ref('ListMeta'),
            },
          }),
        },
        ...STANDARD_ERRORS,
        422: {
          description: 'Invalid list parameters',
          content: jsonContent(ref('ValidationError')),
        },
      },
    },
  };
  const member: JsonSchema = {
    parameters: [idParameter],
    get: {
      tags: [tag],
      summary: `Show one ${resource.singular}`,
      parameters: includeParameter(includes),
      responses: {
        200: { description: 'The record', content: jsonContent(one) },
        ...STANDARD_ERRORS,
        404: errorResponse('Missing, or not visible to the caller.'),
      },
    },
  };
  if (resource.write) {
    const writeResponses = (status: number, description: string) => ({
      [status]: { description, content: jsonContent(one) },
      ...STANDARD_ERRORS,
      409: { description: 'Conflict (duplicate)', content: jsonContent(ref('ValidationError')) },
      422: { description: 'Invalid payload', content: jsonContent(ref('ValidationError')) },
    });
    const body = (schema: string) => ({
      required: true,
      content: jsonContent({
        type: 'object',
        required: [resource.singular],
        properties: { [resource.singular]: ref(schema) },
      }),
    });
    collection.post = {
      tags: [tag],
      summary: `Create a ${resource.singular}`,
      requestBody: body(`${name}Create`),
      responses: writeResponses(201, 'Created'),
    };
    const update = {
      tags: [tag],
      summary: `Update a ${resource.singular} (any subset of fields)`,
      requestBody: body(`${name}Update`),
      responses: {
        ...writeResponses(200, 'Updated'),
        404: errorResponse('Missing, or not visible to the caller.'),
      },
    };
    member.put = update;
    member.patch = { ...update, summary: `${update.summary}; same as PUT` };
    member.delete = {
      tags: [tag],
      summary: `Delete a ${resource.singular}`,
      responses: {
        204: { description: 'Deleted' },
        ...STANDARD_ERRORS,
        404: errorResponse('Missing, or not visible to the caller.'),
        409: {
          description: 'Other records depend on it',
          content: jsonContent(ref('ValidationError')),
        },
      },
    };
  }
  return { [`/api/v2/${resource.name}`]: collection, [`/api/v2/${resource.name}/{id}`]: member };
}

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
): JsonSchema {
  const schemas: Record<string, JsonSchema> = { ...routes.schemas, ...SHARED_SCHEMAS };
  let paths: Record<string, JsonSchema> = { ...routes.paths };
  for (const resource of resources) {
    const name = schemaName(resource);
    schemas[name] = recordSchema(resource, registry);
    if (resource.write) {
      schemas[`${name}Create`] = toJsonSchema(resource.write.create);
      schemas[`${name}Update`] = toJsonSchema(resource.write.update);
    }
    paths = { ...paths, ...resourcePaths(resource, registry) };
  }
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
      {
        name: 'users',
        description:
          'Staff account actions: show, lock and unlock, freeze and unfreeze, change password.',
      },
      { name: 'shared', description: 'Uploads, avatars, locale strings and reference lists.' },
      ...resources.map((r) => ({ name: r.name, description: r.summary })),
    ],
    paths: withSpoofing(paths),
    components: {
      schemas,
      parameters: { ...routes.parameters, ...SPOOF_PARAMETERS },
      headers: SPOOF_RESPONSE_HEADERS,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tp_auth' } },
    },
    security: [{ session: [] }],
  };
}
