import {
  inUrl,
  malformedHeaderValues,
  malformedJsonValues,
  malformedTexts,
  type Malformed,
  type RawText,
} from './malformed-values.ts';
import type { Operation, Parameter, SchemaObject } from './openapi-operations.ts';
import { concreteOf, sampleObject, sampleValue, type SampleIds } from './sample-values.ts';

/** One request of the fuzzer, ready for `TestAgent.request`. */
export interface FuzzRequest {
  /** What is bad in it: `body course.brandId = 2^31`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

type Path = (string | number)[];

/** The JSON media type of the operation's body, if it takes JSON. */
function jsonMediaOf(operation: Operation): string | undefined {
  return Object.keys(operation.body).find((type) => /json/i.test(type));
}

/** The `/api/v2/{plural}` a path belongs to: its record ids are that resource's. */
export function resourceOfPath(path: string): string | null {
  return /^\/api\/v2\/([a-z_]+)/.exec(path)?.[1] ?? null;
}

/** A valid value for a path parameter: the path's resource's real id, an enum's first member. */
function pathValue(operation: Operation, parameter: Parameter, ids: SampleIds): string {
  const schema = parameter.schema ?? {};
  const concrete = concreteOf(schema);
  if (concrete.type === 'integer' && parameter.name === 'id') {
    return String(ids.idFor(resourceOfPath(operation.path) ?? parameter.name));
  }
  return String(sampleValue(schema, parameter.name, ids));
}

/** The parts of a valid call: path values, required query parameters, a body. */
export interface ValidParts {
  path: Record<string, string>;
  /** `name=value` pairs, encoded. */
  query: string[];
  json?: { mediaType: string; schema: SchemaObject; value: unknown };
  form?: { mediaType: string; schema: SchemaObject };
}

export function validParts(operation: Operation, ids: SampleIds): ValidParts {
  const path: Record<string, string> = {};
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') path[parameter.name] = pathValue(operation, parameter, ids);
    if (parameter.in === 'query' && parameter.required) {
      const value = sampleValue(parameter.schema ?? {}, parameter.name, ids);
      query.push(`${parameter.name}=${encodeURIComponent(String(value))}`);
    }
  }
  const parts: ValidParts = { path, query };
  const jsonMedia = jsonMediaOf(operation);
  if (jsonMedia) {
    const schema = operation.body[jsonMedia]!;
    parts.json = { mediaType: jsonMedia, schema, value: sampleObject(schema, ids) };
  }
  const formMedia = Object.keys(operation.body).find((type) => /form/i.test(type));
  if (formMedia) parts.form = { mediaType: formMedia, schema: operation.body[formMedia]! };
  return parts;
}

/** The path with its parameters filled in: values as given (already encoded, or badly on purpose). */
function fillRaw(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function withQuery(path: string, query: string[]): string {
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
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
function brokenJsonBodies(valid: unknown): { label: string; contentType: string; body: string }[] {
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

/** A tiny valid PNG: uploads and avatars judge a file by its content. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

function isFile(schema: SchemaObject): boolean {
  return schema.format === 'binary';
}

type FormFields = [string, string | File][];

function validFormFields(schema: SchemaObject, ids: SampleIds): FormFields {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => [
    name,
    isFile(property)
      ? new File([PNG_BYTES], 'fuzz.png', { type: 'image/png' })
      : String(sampleValue(property, name, ids)),
  ]);
}

function formData(fields: FormFields): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** Form fields with one replaced (or removed, or doubled). */
function replaceField(fields: FormFields, name: string, values: (string | File)[]): FormFields {
  const index = fields.findIndex(([field]) => field === name);
  const replacement = values.map((value): [string, string | File] => [name, value]);
  return [...fields.slice(0, index), ...replacement, ...fields.slice(index + 1)];
}

/** Bad files: missing, empty, text instead of a file, names no disk takes, two at once. */
function malformedFiles(): Malformed<(string | File)[]>[] {
  const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
  return [
    { label: 'missing', value: [] },
    { label: 'text instead of a file', value: ['not a file'] },
    { label: 'an empty file', value: [new File([], 'empty.png', { type: 'image/png' })] },
    { label: 'a name with a NUL byte', value: [png('a\u0000b.png')] },
    { label: 'a name of 1,000 characters', value: [png(`${'n'.repeat(1000)}.png`)] },
    { label: 'a path as its name', value: [png('../../../etc/passwd.png')] },
    { label: 'a name of control characters', value: [png('\u0001\u001b.png')] },
    { label: 'no name', value: [png('')] },
    {
      label: 'text that claims to be a PNG',
      value: [new File(['hello'], 'x.png', { type: 'image/png' })],
    },
    { label: 'two files', value: [png('one.png'), png('two.png')] },
  ];
}

/** Multipart bodies that are broken as multipart. */
function brokenMultipartBodies(): { label: string; contentType: string; body: string }[] {
  const part =
    '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n';
  return [
    {
      label: 'multipart without a boundary',
      contentType: 'multipart/form-data',
      body: `${part}--fuzz--\r\n`,
    },
    {
      label: 'garbage for a multipart body',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: 'garbage',
    },
    {
      label: 'a truncated multipart body',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: part.slice(0, 40),
    },
    {
      label: 'a part without its closing boundary',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: part,
    },
    {
      label: 'a boundary that does not match',
      contentType: 'multipart/form-data; boundary=other',
      body: `${part}--fuzz--\r\n`,
    },
    {
      label: 'an empty multipart body',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: '',
    },
    {
      label: 'a part without a name',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: '--fuzz\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--fuzz--\r\n',
    },
    {
      label: 'a part header without a colon',
      contentType: 'multipart/form-data; boundary=fuzz',
      body: '--fuzz\r\nnot a header\r\n\r\nabc\r\n--fuzz--\r\n',
    },
    {
      label: 'a boundary of 10,000 characters',
      contentType: `multipart/form-data; boundary=${'b'.repeat(10_000)}`,
      body: `--${'b'.repeat(10_000)}\r\n`,
    },
    { label: 'JSON to a multipart route', contentType: 'application/json', body: '{"file": "x"}' },
  ];
}

/**
 * Every malformed request for one operation: bad path parameters, bad query parameters (and
 * unknown ones, and bad encodings), bad headers, bad JSON bodies field by field, broken JSON,
 * wrong content types, bad form fields, bad files and broken multipart bodies. The rest of
 * each request is valid. The valid request itself comes last (it may delete its record).
 */
export function fuzzRequests(operation: Operation, ids: SampleIds): FuzzRequest[] {
  const method = operation.method.toUpperCase();
  const parts = validParts(operation, ids);
  const validPath = fillRaw(operation.path, parts.path);
  const jsonBody = parts.json && JSON.stringify(parts.json.value);
  const jsonHeaders: Record<string, string> = parts.json
    ? { 'Content-Type': parts.json.mediaType }
    : {};
  const formFields = parts.form ? validFormFields(parts.form.schema, ids) : undefined;
  const validBody = jsonBody ?? (formFields ? formData(formFields) : undefined);
  const requests: FuzzRequest[] = [];
  const add = (label: string, changes: Partial<Omit<FuzzRequest, 'label' | 'method'>>) => {
    requests.push({
      label,
      method,
      url: changes.url ?? withQuery(validPath, parts.query),
      headers: changes.headers ?? jsonHeaders,
      // A FormData is read once: each request gets its own.
      body: 'body' in changes ? changes.body : formFields ? formData(formFields) : validBody,
    });
  };

  for (const parameter of operation.parameters) {
    const { name, schema } = parameter;
    if (parameter.in === 'path') {
      for (const text of malformedTexts(schema)) {
        const raw = inUrl(text);
        if (raw === null) continue;
        add(`path ${name} = ${text.label}`, {
          url: withQuery(fillRaw(operation.path, { ...parts.path, [name]: raw }), parts.query),
        });
      }
    }
    if (parameter.in === 'query') {
      const others = parts.query.filter((pair) => !pair.startsWith(`${name}=`));
      for (const text of malformedTexts(schema)) {
        const raw = inUrl(text);
        if (raw === null) continue;
        add(`query ${name} = ${text.label}`, {
          url: withQuery(validPath, [...others, `${name}=${raw}`]),
        });
      }
      if (concreteOf(schema ?? {}).type === 'array') {
        const many = Array.from({ length: 1001 }, (_, i) => `${name}=${i + 1}`);
        add(`query ${name} with 1,001 values`, { url: withQuery(validPath, [...others, ...many]) });
      }
    }
    if (parameter.in === 'header') {
      for (const text of malformedHeaderValues(schema)) {
        add(`header ${name} = ${text.label}`, { headers: { ...jsonHeaders, [name]: text.value } });
      }
    }
  }
  add('an unknown query parameter', {
    url: withQuery(validPath, [...parts.query, 'zzUnknown=%00']),
  });
  add('a query of bad encodings', {
    url: withQuery(validPath, [...parts.query, '%=%', '%zz', 'a[=b', 'include=%ff']),
  });

  if (parts.json) {
    const { schema, value } = parts.json;
    for (const bad of malformedBodies(schema, value)) {
      add(`body ${bad.label}`, { body: JSON.stringify(bad.value) });
    }
    for (const broken of brokenJsonBodies(value)) {
      add(`body: ${broken.label}`, {
        headers: broken.contentType ? { 'Content-Type': broken.contentType } : {},
        body: broken.body,
      });
    }
  }

  if (parts.form && formFields) {
    const multipart = /multipart/i.test(parts.form.mediaType);
    for (const [name, property] of Object.entries(parts.form.schema.properties ?? {})) {
      const variants: Malformed<(string | File)[]>[] = isFile(property)
        ? malformedFiles()
        : [
            ...malformedTexts(property)
              .filter((text: RawText) => !text.raw)
              .map((text) => ({ label: text.label, value: [text.value] })),
            { label: 'missing', value: [] },
            { label: 'given twice', value: ['1', '2'] },
          ];
      for (const variant of variants) {
        const fields = replaceField(formFields, name, variant.value);
        add(`form ${name} = ${variant.label}`, {
          headers: multipart ? {} : { 'Content-Type': parts.form.mediaType },
          body: multipart
            ? formData(fields)
            : new URLSearchParams(
                fields.map(([key, value]): [string, string] => [key, String(value)]),
              ).toString(),
        });
      }
    }
    if (multipart) {
      for (const broken of brokenMultipartBodies()) {
        add(`body: ${broken.label}`, {
          headers: { 'Content-Type': broken.contentType },
          body: broken.body,
        });
      }
    } else {
      add('body: broken url-encoding', {
        headers: { 'Content-Type': parts.form.mediaType },
        body: '%=%&a=%zz&b=%ff',
      });
    }
  }

  if (Object.keys(operation.body).length === 0) {
    if (method !== 'GET')
      add('an unexpected body', {
        body: '{"zz": 1',
        headers: { 'Content-Type': 'application/json' },
      });
  }
  requests.push(validRequest(operation, ids));
  return requests;
}

/** The operation's valid request: real ids in its path, its required query, a valid body. */
export function validRequest(operation: Operation, ids: SampleIds): FuzzRequest {
  const parts = validParts(operation, ids);
  const request: FuzzRequest = {
    label: 'the valid request',
    method: operation.method.toUpperCase(),
    url: withQuery(fillRaw(operation.path, parts.path), parts.query),
    headers: {},
  };
  if (parts.json) {
    request.headers = { 'Content-Type': parts.json.mediaType };
    request.body = JSON.stringify(parts.json.value);
  } else if (parts.form) {
    const fields = validFormFields(parts.form.schema, ids);
    if (/multipart/i.test(parts.form.mediaType)) request.body = formData(fields);
    else {
      request.headers = { 'Content-Type': parts.form.mediaType };
      request.body = new URLSearchParams(
        fields.map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
    }
  }
  return request;
}
