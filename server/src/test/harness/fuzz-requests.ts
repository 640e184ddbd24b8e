import { brokenJsonBodies, malformedBodies } from './malformed-bodies.ts';
import {
  brokenMultipartBodies,
  formData,
  isFile,
  malformedFiles,
  replaceField,
  validFormFields,
} from './malformed-forms.ts';
import {
  inUrl,
  malformedHeaderValues,
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
  const requests: FuzzRequest[] = [];
  const add = (label: string, changes: Partial<Omit<FuzzRequest, 'label' | 'method'>>) => {
    requests.push({
      label,
      method,
      url: changes.url ?? withQuery(validPath, parts.query),
      headers: changes.headers ?? jsonHeaders,
      // A FormData is read once: each request gets its own.
      body: 'body' in changes ? changes.body : formFields ? formData(formFields) : jsonBody,
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
