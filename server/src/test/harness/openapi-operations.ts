import type { App } from '../../app.ts';

/** A JSON Schema as the OpenAPI document writes it (the parts the harness reads). */
export interface SchemaObject {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  $ref?: string;
  [key: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  $ref?: string;
}

/** One operation of the OpenAPI document: what the harness tests send requests to. */
export interface Operation {
  /** `GET /api/v2/sessions/{id}`: how a failure names the operation. */
  key: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path template, with `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The request body's media types and their schemas (refs resolved one level). */
  body: Record<string, SchemaObject>;
  /** False when the operation is public (`security: []`). */
  needsSignIn: boolean;
  tags: string[];
  /** The statuses it documents answers for (`200`, `409`...). */
  responses: string[];
}

/** A path item: its operations by method, and parameters shared by all of them. */
type PathItem = Partial<Record<(typeof METHODS)[number], RawOperation>> & {
  parameters?: Parameter[];
};

export interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, SchemaObject>; parameters?: Record<string, Parameter> };
  security?: unknown[];
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  security?: unknown[];
  tags?: string[];
  responses?: Record<string, unknown>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Follows `$ref`s into `components` (schemas and parameters) until a concrete object. */
export function resolveRef<T extends { $ref?: string }>(document: OpenApiDocument, node: T): T {
  let current: T = node;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const [, , group, name] = current.$ref.split('/');
    const components = document.components as unknown as Record<string, Record<string, T>>;
    const target = components[group!]?.[name!];
    if (!target) throw new Error(`unresolved reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Fetches the app's own OpenAPI document (the harness covers what it documents). */
export async function fetchOpenApiDocument(app: App): Promise<OpenApiDocument> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

/** Every operation the document describes, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const body: Record<string, SchemaObject> = {};
      for (const [type, media] of Object.entries(raw.requestBody?.content ?? {})) {
        if (media.schema) body[type] = resolveRef(document, media.schema);
      }
      const security = raw.security ?? document.security;
      // The operation's own parameters override the path item's of the same name and place.
      const own = (raw.parameters ?? []).map((p) => resolveRef(document, p));
      const shared = (item.parameters ?? [])
        .map((p) => resolveRef(document, p))
        .filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: [...shared, ...own],
        body,
        needsSignIn: !(Array.isArray(security) && security.length === 0),
        tags: raw.tags ?? [],
        responses: Object.keys(raw.responses ?? {}),
      });
    }
  }
  return operations;
}

/** Fills a path template's `{name}` placeholders (values are URL-encoded). */
export function fillPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The schema with every `$ref` inside it replaced by its target, to `depth` levels of
 * references (a recursive schema stops there, as `{}`).
 */
export function inlineRefs(
  document: OpenApiDocument,
  schema: SchemaObject,
  depth = 8,
): SchemaObject {
  if (schema.$ref) {
    if (depth === 0) return {};
    return inlineRefs(document, resolveRef(document, schema), depth - 1);
  }
  const inline = (child: SchemaObject) => inlineRefs(document, child, depth);
  const out: SchemaObject = { ...schema };
  if (schema.items) out.items = inline(schema.items);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, inline(child)]),
    );
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (branches) out[key] = branches.map(inline);
  }
  return out;
}
