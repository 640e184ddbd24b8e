import {
  actionPath,
  DEFAULT_PER_PAGE,
  MAX_EMBEDDED_RECORDS,
  MAX_INCLUDE_DEPTH,
  MAX_PER_PAGE,
  LOCK_VERSION_FIELD,
  STALE_RECORD_MESSAGE,
  type ActionContract,
} from '@tp/domain';
import type { Registry } from '../../resources/includes.ts';
import { withLockVersion } from '../../resources/lock-version.ts';
import { isDeleteOnlyResource } from '../../resources/routes.ts';
import type { Resource } from '../../resources/types.ts';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';

/**
 * The OpenAPI paths and schemas of the v2 resources, generated from their declarations and
 * their contracts in domain: list, show, create, update, delete and every named action.
 */

/** Include paths are listed this deep in the docs; up to MAX_INCLUDE_DEPTH work. */
const LISTED_INCLUDE_DEPTH = 2;

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The component name of a resource's record: `course` -> `Course`. */
export function schemaName(resource: Resource): string {
  return pascal(resource.singular);
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const jsonContent = (schema: JsonSchema) => ({
  'application/vnd.api+json': { schema },
  'application/json': { schema },
});

/** Every include path of a resource up to `depth` (`brand`, `brand.department`...). */
export function includePaths(
  resource: Resource,
  registry: Registry,
  depth = LISTED_INCLUDE_DEPTH,
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
  const schema = toJsonSchema(resource.contract.record, 'output');
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
  const version = properties[LOCK_VERSION_FIELD];
  if (version) properties[LOCK_VERSION_FIELD] = { ...version, description: LOCK_VERSION_DOC };
  for (const [name, association] of Object.entries(resource.includes)) {
    const target = registry[association.target];
    if (!target) continue;
    const one = ref(schemaName(target));
    properties[name] = {
      ...(association.kind === 'hasMany'
        ? { type: 'array', items: one }
        : { anyOf: [one, { type: 'null' }] }),
      description: `Present with include=${name}; only what the caller may read.`,
      'x-include': true,
    };
  }
  return { ...schema, properties };
}

function filterParameters(resource: Resource): JsonSchema[] {
  return Object.entries(resource.filters).flatMap(([name, filter]) => {
    const one: JsonSchema =
      filter.valueType === 'date-time' || filter.valueType === 'date'
        ? { type: 'string', format: filter.valueType }
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

function includeParameter(includes: string[]): JsonSchema[] {
  if (includes.length === 0) return [];
  return [
    {
      name: 'include',
      in: 'query',
      description:
        `Comma-separated associations to embed: ${includes.join(', ')}; at most ${MAX_INCLUDE_DEPTH} levels, ` +
        `${MAX_EMBEDDED_RECORDS} embedded records an answer. Embedded records obey the caller's read scope ` +
        'and field rules. Unknown or deeper paths are a 422.',
      schema: { type: 'string', example: includes.slice(0, 2).join(',') },
    },
  ];
}

function listParameters(resource: Resource, registry: Registry): JsonSchema[] {
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
      description:
        'Column to sort by (snake_case). The id always breaks ties. A column the caller may not read is not sortable for them.',
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
      description: `Only these records (at most ${MAX_PER_PAGE}; without per: all of them, unpaged).`,
      schema: { type: 'array', items: { type: 'integer' } },
      style: 'form',
      explode: true,
    },
    ...includeParameter(includePaths(resource, registry)),
    ...filterParameters(resource),
  ];
}

const errorResponse = (description: string) => ({
  description,
  content: jsonContent(ref('Error')),
});
const validationResponse = (description: string) => ({
  description,
  content: jsonContent(ref('ValidationError')),
});
const STANDARD_ERRORS = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not allowed (or a missing/invalid X-XSRF-TOKEN header on writes).'),
};
const NOT_FOUND = { 404: errorResponse('Missing, or not visible to the caller.') };

const LOCK_VERSION_DOC =
  'Optimistic locking: 0 when created, one more on every change. Send it back with an update: if the record changed since, the update answers 409 and changes nothing.';

/** `{ "<key>": schema }`, the body or answer shape keyed by the resource's singular name. */
function deleteOperation(resource: Resource, tag: string) {
  return {
    tags: [tag],
    operationId: `${resource.name}.delete`,
    summary: `Delete a ${resource.singular}`,
    responses: {
      204: { description: 'Deleted' },
      ...STANDARD_ERRORS,
      ...NOT_FOUND,
      409: validationResponse('Other records depend on it'),
    },
  };
}

function keyed(key: string, schema: JsonSchema): JsonSchema {
  return { type: 'object', required: [key], properties: { [key]: schema } };
}

function actionOperation(resource: Resource, name: string, action: ActionContract<never>) {
  const input = action.input;
  const inputSchema = input ? toJsonSchema(input.schema) : null;
  const queryParameters =
    input?.in === 'query' && inputSchema
      ? Object.entries((inputSchema.properties ?? {}) as Record<string, JsonSchema>).map(
          ([param, schema]) => ({
            name: schema.type === 'array' ? `${param}[]` : param,
            in: 'query',
            required: ((inputSchema.required ?? []) as string[]).includes(param),
            schema,
          }),
        )
      : [];
  const status = action.status ?? 200;
  const success =
    status === 204
      ? { description: 'Done' }
      : {
          description: action.output ? 'The result' : 'The record after the action',
          content: jsonContent(
            action.output
              ? toJsonSchema(action.output, 'output')
              : keyed(resource.singular, ref(schemaName(resource))),
          ),
        };
  return {
    tags: [resource.name],
    operationId: `${resource.name}.${name}`,
    summary: action.summary,
    ...(queryParameters.length > 0 ? { parameters: queryParameters } : {}),
    ...(input?.in === 'body' && inputSchema
      ? {
          requestBody: {
            required: true,
            content: jsonContent(input.keyed ? keyed(resource.singular, inputSchema) : inputSchema),
          },
        }
      : {}),
    responses: {
      [status]: success,
      ...STANDARD_ERRORS,
      ...(action.on === 'member' ? NOT_FOUND : {}),
      409: validationResponse('Conflict'),
      422: validationResponse('Invalid input'),
    },
  };
}

/** The paths of one resource: its collection, its members and its actions. */
export function resourcePaths(resource: Resource, registry: Registry): Record<string, JsonSchema> {
  const name = schemaName(resource);
  const tag = resource.name;
  const base = `/api/v2/${resource.name}`;
  const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const one = keyed(resource.singular, ref(name));
  const collection: JsonSchema = {
    get: {
      tags: [tag],
      operationId: `${resource.name}.list`,
      summary: `List ${resource.name}`,
      description: `${resource.contract.summary} Staff see all; tutors, students and parents see their own where the role allows.`,
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
        422: validationResponse('Invalid list parameters'),
      },
    },
  };
  const member: JsonSchema = {
    parameters: [idParameter],
    get: {
      tags: [tag],
      operationId: `${resource.name}.show`,
      summary: `Show one ${resource.singular}`,
      parameters: includeParameter(includePaths(resource, registry)),
      responses: {
        200: { description: 'The record', content: jsonContent(one) },
        ...STANDARD_ERRORS,
        ...NOT_FOUND,
      },
    },
  };
  const { create, update } = resource.contract;
  if (resource.write && update) {
    const writeResponses = (status: number, description: string, conflict: string) => ({
      [status]: { description, content: jsonContent(one) },
      ...STANDARD_ERRORS,
      409: validationResponse(conflict),
      422: validationResponse('Invalid payload'),
    });
    const body = (schema: string) => ({
      required: true,
      content: jsonContent(keyed(resource.singular, ref(schema))),
    });
    if (create) {
      collection.post = {
        tags: [tag],
        operationId: `${resource.name}.create`,
        summary: `Create a ${resource.singular}`,
        requestBody: body(`${name}Create`),
        responses: writeResponses(201, 'Created', 'Conflict (duplicate)'),
      };
    }
    const updateOperation = {
      tags: [tag],
      summary: `Update a ${resource.singular} (any subset of fields)`,
      requestBody: body(`${name}Update`),
      responses: {
        ...writeResponses(
          200,
          'Updated',
          `Conflict: a duplicate, or a stale lockVersion (the record changed since it was read; nothing was changed): "${STALE_RECORD_MESSAGE}"`,
        ),
        ...NOT_FOUND,
      },
    };
    member.put = { ...updateOperation, operationId: `${resource.name}.update` };
    member.patch = {
      ...updateOperation,
      operationId: `${resource.name}.patch`,
      summary: `${updateOperation.summary}; same as PUT`,
    };
    // An update-only resource (routes.ts) is neither created nor deleted through the API.
    if (create) {
      member.delete = deleteOperation(resource, tag);
    }
  }
  if (isDeleteOnlyResource(resource)) member.delete = deleteOperation(resource, tag);
  const paths: Record<string, JsonSchema> = { [base]: collection, [`${base}/{id}`]: member };
  for (const [actionName, action] of Object.entries(resource.contract.actions ?? {})) {
    const path = actionPath(base, action, '{id}');
    const item = (paths[path] ??= action.on === 'member' ? { parameters: [idParameter] } : {});
    item[action.method.toLowerCase()] = actionOperation(resource, actionName, action);
  }
  return paths;
}

/** The component schemas of the resources: records, and create and update payloads. */
export function resourceSchemas(
  resources: readonly Resource[],
  registry: Registry,
): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const resource of resources) {
    const name = schemaName(resource);
    schemas[name] = recordSchema(resource, registry);
    const { create, update } = resource.contract;
    if (resource.write && update) {
      if (create) schemas[`${name}Create`] = toJsonSchema(create);
      schemas[`${name}Update`] = toJsonSchema(withLockVersion(update));
    }
  }
  return schemas;
}
