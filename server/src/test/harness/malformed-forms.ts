import { PNG } from '../../storage/testing/sample-files.ts';
import type { BrokenBody } from './malformed-bodies.ts';
import type { Malformed } from './malformed-values.ts';
import type { SchemaObject } from './openapi-operations.ts';
import { sampleValue, type SampleIds } from './sample-values.ts';

/** A file field in a form schema (`format: binary`). */
export function isFile(schema: SchemaObject): boolean {
  return schema.format === 'binary';
}

/** A form's fields in order (a name may repeat). */
export type FormFields = [string, string | File][];

export function validFormFields(schema: SchemaObject, ids: SampleIds): FormFields {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => [
    name,
    isFile(property)
      ? new File([PNG], 'fuzz.png', { type: 'image/png' })
      : String(sampleValue(property, name, ids)),
  ]);
}

export function formData(fields: FormFields): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** Form fields with one replaced (or removed, or doubled). */
export function replaceField(
  fields: FormFields,
  name: string,
  values: (string | File)[],
): FormFields {
  const index = fields.findIndex(([field]) => field === name);
  const replacement = values.map((value): [string, string | File] => [name, value]);
  return [...fields.slice(0, index), ...replacement, ...fields.slice(index + 1)];
}

/** Bad files: missing, empty, text instead of a file, names no disk takes, two at once. */
export function malformedFiles(): Malformed<(string | File)[]>[] {
  const png = (name: string) => new File([PNG], name, { type: 'image/png' });
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
export function brokenMultipartBodies(): BrokenBody[] {
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
