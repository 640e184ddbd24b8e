import { malformedJsonValues, type Malformed } from './malformed-values.ts';
import type { SchemaObject } from './openapi-operations.ts';
import { concreteOf } from './sample-values.ts';

/** Where a value sits in a body: keys and array indexes. */
type Path = (string | number)[];

/** A body that is broken as a whole, and the content type it is sent with. */
export interface BrokenBody {
  label: string;
  contentType: string;
  body: string;
}

/** `value` with `replacement` at `path` (a copy; `undefined` removes the key). */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const items: unknown[] = [...value];
    items[Number(head)] = setAt(items[Number(head)], rest, replacement);
    return items;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = setAt(copy[head], rest, replacement);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/**
 * Every bad value of a JSON body, one at a time, each in its place in an otherwise valid body:
 * for an object, an unknown field, each required field left out, each field walked; for an
 * array, its items walked; at each place, the malformed values of its schema.
 */
export function malformedBodies(
  schema: SchemaObject,
  valid: unknown,
  path: Path = [],
): Malformed<unknown>[] {
  const concrete = concreteOf(schema);
  const where = path.join('.') || '(body)';
  const out: Malformed<unknown>[] = [];
  if (path.length > 0) {
    for (const bad of malformedJsonValues(schema)) {
      out.push({ label: `${where} = ${bad.label}`, value: setAt(valid, path, bad.value) });
    }
  }
  if (concrete.properties) {
    const current = getAt(valid, path);
    if (current && typeof current === 'object') {
      out.push({
        label: `${where} with an unknown field`,
        value: setAt(valid, [...path, 'zzUnknownField'], 'x'),
      });
    }
    for (const name of concrete.required ?? []) {
      out.push({
        label: `${where} without ${name}`,
        value: setAt(valid, [...path, name], undefined),
      });
    }
    for (const [name, property] of Object.entries(concrete.properties)) {
      out.push(...malformedBodies(property, valid, [...path, name]));
    }
  }
  if (concrete.items && Array.isArray(getAt(valid, path))) {
    out.push(...malformedBodies(concrete.items, valid, [...path, 0]));
  }
  return out;
}

/** Whole bodies that are not the JSON the operation takes, with the content type they go with. */
export function brokenJsonBodies(valid: unknown): BrokenBody[] {
  const json = 'application/json';
  const validText = JSON.stringify(valid);
  return [
    { label: 'broken JSON', contentType: json, body: validText.slice(0, -2) },
    { label: 'an empty body', contentType: json, body: '' },
    { label: 'a JSON null', contentType: json, body: 'null' },
    { label: 'a JSON array', contentType: json, body: '[]' },
    { label: 'a JSON string', contentType: json, body: '"text"' },
    { label: 'a number past double range', contentType: json, body: '{"zz": 1e400}' },
    {
      label: 'JSON nested 5,000 deep',
      contentType: json,
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    },
    { label: 'JSON with a NUL escape in a key', contentType: json, body: '{"a\\u0000b": 1}' },
    { label: 'JSON as text/plain', contentType: 'text/plain', body: validText },
    { label: 'JSON without a content type', contentType: '', body: validText },
    {
      label: 'a url-encoded body',
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=b&c=%zz',
    },
    {
      label: 'a multipart body',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--fuzz--\r\n',
    },
  ];
}
