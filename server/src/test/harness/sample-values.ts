import type { SchemaObject } from './openapi-operations.ts';

/**
 * Valid values for the parts of a request the fuzzer leaves alone: one bad part in an
 * otherwise valid request reaches as deep into the server as it can (a 2^31 `points` only
 * reaches the database when the session and student it names exist).
 */
export interface SampleIds {
  /** A real record's id for a body field or parameter (`courseId`, `tutorIds`) or a path's resource (`courses`). */
  idFor(name: string): number;
}

/** `courseId` -> `courses`, `tutorIds` -> `tutors`, `availabilityId` -> `availabilities`. */
export function pluralOfIdField(name: string): string | null {
  const match = /^(\w+?)Ids?$/.exec(name);
  if (!match) return null;
  const singular = match[1]!;
  return singular.endsWith('y') ? `${singular.slice(0, -1)}ies` : `${singular}s`;
}

/** The schemas a value may take (`anyOf`, `oneOf`, `type: [a, b]`), the null one last. */
export function alternativesOf(schema: SchemaObject): SchemaObject[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return [...branches].sort((a, b) => Number(isNull(a)) - Number(isNull(b)));
  if (Array.isArray(schema.type)) {
    return schema.type
      .map((type) => ({ ...schema, type }))
      .sort((a, b) => Number(isNull(a)) - Number(isNull(b)));
  }
  return [schema];
}

function isNull(schema: SchemaObject): boolean {
  return schema.type === 'null';
}

/** Whether the schema accepts null (so null is not a malformed value for it). */
export function acceptsNull(schema: SchemaObject): boolean {
  return alternativesOf(schema).some(isNull) || schema.nullable === true;
}

/** The schema's JSON type, looking through `anyOf` and type lists to the first non-null one. */
export function typeOf(schema: SchemaObject): string | undefined {
  const first = alternativesOf(schema)[0]!;
  if (typeof first.type === 'string') return first.type;
  if (first.enum) return typeof first.enum[0];
  if (first.properties) return 'object';
  return undefined;
}

/** The first non-null alternative, where the schema's details (format, bounds, enum) live. */
export function concreteOf(schema: SchemaObject): SchemaObject {
  return alternativesOf(schema)[0]!;
}

const SAMPLE_TIME = Date.parse('2026-03-12T16:00:00.000Z');

/** Names that mean "a later time" in the payloads (endsAt after startsAt). */
const LATER_TIME = /^ends|End|^until|Until/;

function sampleString(schema: SchemaObject, name: string): string {
  if (schema.format === 'date-time') {
    return new Date(SAMPLE_TIME + (LATER_TIME.test(name) ? 3_600_000 : 0)).toISOString();
  }
  if (schema.format === 'date') return '2026-03-12';
  if (schema.format === 'email') return 'fuzz-sample@example.test';
  if (/timeZone/i.test(name)) return 'America/New_York';
  if (/^language$/.test(name)) return 'en';
  if (/password/i.test(name)) return 'Fuzz-sample-password-1';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return 'Fuzz sample'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 11)));
}

function sampleNumber(schema: SchemaObject, name: string, ids: SampleIds): number {
  if (schema.type === 'integer' && pluralOfIdField(name)) return ids.idFor(name);
  const low =
    schema.minimum ??
    (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined);
  const high =
    schema.maximum ??
    (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined);
  // A duration of an hour matches the sample times an hour apart.
  const wanted = /duration/i.test(name) ? 60 : 1;
  return Math.min(high ?? Infinity, Math.max(low ?? -Infinity, wanted));
}

/**
 * A valid value for `schema`, its field called `name`: the example when there is one, a real
 * record's id for an `...Id` field, the first enum member, a time in the seeded world's week.
 */
export function sampleValue(schema: SchemaObject, name: string, ids: SampleIds): unknown {
  const concrete = concreteOf(schema);
  if (concrete.const !== undefined) return concrete.const;
  if (concrete.enum) return concrete.enum[0];
  const type = typeOf(concrete);
  if (concrete.example !== undefined && type !== 'object' && type !== 'array')
    return concrete.example;
  switch (type) {
    case 'integer':
    case 'number':
      return sampleNumber(concrete, name, ids);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(concrete, name);
    case 'array': {
      const item = concrete.items ? sampleValue(concrete.items, name, ids) : 'x';
      return [item];
    }
    case 'object':
      return sampleObject(concrete, ids);
    default:
      return null;
  }
}

/** Every documented property with a valid value (optional ones too, so all of them are exercised). */
export function sampleObject(schema: SchemaObject, ids: SampleIds): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      sampleValue(property, key, ids),
    ]),
  );
}
