import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [key: string]: unknown };

/**
 * A zod schema as JSON Schema, describing what a client sends (`io: 'input'`: a date-time
 * string, not the Date it becomes on the server).
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return inlineOwnDefinition(json);
}

/**
 * A schema registered with an id (`.meta({ id })`) comes out as a `$ref` to its own `$defs`
 * entry; a component is the schema itself.
 */
function inlineOwnDefinition(json: JsonSchema): JsonSchema {
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  const name = typeof json.$ref === 'string' ? json.$ref.replace(/^#\/\$defs\//, '') : null;
  const own = name && defs?.[name];
  if (!name || !own) return json;
  const { [name]: _own, ...others } = defs;
  return Object.keys(others).length > 0 ? { ...own, $defs: others } : own;
}

const EXAMPLE_TIME = '2026-03-10T15:00:00.000Z';

/** A plausible example value for a schema, for the docs page. */
export function exampleOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): unknown {
  // `true`/`false` are schemas too (a closed tuple's `items: false`): nothing to show.
  if (depth > 6 || typeof schema !== 'object' || schema === null) return null;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    const target = components[name];
    return target ? exampleOf(target, components, depth + 1) : null;
  }
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const nonNull = (options as JsonSchema[]).find((o) => o.type !== 'null') ?? options[0];
      return exampleOf(nonNull as JsonSchema, components, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([, property]) => !property['x-include'])
          .map(([name, property]) => [name, exampleOf(property, components, depth + 1)]),
      );
    }
    case 'array':
      if (Array.isArray(schema.prefixItems))
        return (schema.prefixItems as JsonSchema[]).map((item) =>
          exampleOf(item, components, depth + 1),
        );
      return [exampleOf((schema.items ?? {}) as JsonSchema, components, depth + 1)];
    case 'integer':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'binary') return '(the file)';
      return schema.format === 'date-time' ? EXAMPLE_TIME : 'string';
    default:
      return null;
  }
}
