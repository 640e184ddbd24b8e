import type { SchemaObject } from './openapi-operations.ts';
import { acceptsNull, concreteOf, typeOf } from './sample-values.ts';

/** One bad value and what it is, for the failure messages. */
export interface Malformed<T> {
  label: string;
  value: T;
}

/** PostgreSQL's integer ends at 2^31 - 1: the first values past it, both ways. */
const INT32_OVER = 2_147_483_648;
const INT32_UNDER = -2_147_483_649;

/** Long enough to pass no sane length limit, short enough to send thousands of times. */
export const LONG_TEXT = 'x'.repeat(100_000);

/** Strings that are bad anywhere text goes. */
const BAD_TEXT: Malformed<string>[] = [
  { label: 'a NUL byte', value: 'a\u0000b' },
  { label: 'control characters', value: 'a\u0001\u0008\u001b\u007fb' },
  { label: 'a lone surrogate', value: 'a\ud800b' },
  { label: '100k characters', value: LONG_TEXT },
  { label: 'an empty string', value: '' },
  { label: 'blanks', value: ' \t\n ' },
  { label: 'SQL-looking text', value: "' OR 1=1; DROP TABLE users; --" },
  { label: 'LIKE wildcards and backslashes', value: '%_\\%' },
  { label: 'right-to-left and emoji', value: '\u202e\u{1f600}\u0301' },
  { label: 'a path traversal', value: '../../package.json' },
];

/** Times a date-time field must refuse: outside PostgreSQL's range, impossible, or not times. */
const BAD_TIMES: Malformed<string>[] = [
  { label: 'the year 0000', value: '0000-01-01T00:00:00Z' },
  { label: 'the year 10000', value: '+010000-01-01T00:00:00Z' },
  { label: 'the year 10000 unsigned', value: '10000-01-01T00:00:00Z' },
  { label: 'a negative year', value: '-000001-01-01T00:00:00Z' },
  { label: 'the year 0001', value: '0001-01-01T00:00:00Z' },
  { label: 'the year 9999', value: '9999-12-31T23:59:59Z' },
  { label: 'the largest JS date', value: '+275760-09-13T00:00:00Z' },
  { label: 'February 30', value: '2026-02-30T00:00:00Z' },
  { label: 'month 13', value: '2026-13-01T00:00:00Z' },
  { label: 'hour 25', value: '2026-03-10T25:00:00Z' },
  { label: 'a date without a time', value: '2026-03-10' },
  { label: 'a time without an offset', value: '2026-03-10T16:00:00' },
  { label: 'garbage as a time', value: 'not a time' },
  { label: 'an epoch number as text', value: '1773158400000' },
];

const BAD_EMAILS: Malformed<string>[] = [
  { label: 'an address without @', value: 'not-an-email' },
  { label: 'a 100k-character address', value: `${LONG_TEXT}@example.test` },
  { label: 'an address with a NUL byte', value: 'a\u0000b@example.test' },
];

/** Numbers past every bound the server can store or compute with. */
function badNumbers(schema: SchemaObject): Malformed<number>[] {
  const numbers: Malformed<number>[] = [
    { label: '2^31', value: INT32_OVER },
    { label: '-2^31 - 1', value: INT32_UNDER },
    { label: '1e20', value: 1e20 },
    { label: '-1e20', value: -1e20 },
    { label: '1e308', value: 1e308 },
    { label: '2^53 + 2', value: 9_007_199_254_740_994 },
    { label: '-1', value: -1 },
    { label: '0', value: 0 },
    { label: 'a tiny fraction', value: 1e-12 },
  ];
  if (schema.type === 'integer') numbers.push({ label: 'a fraction', value: 1.5 });
  return numbers;
}

/** Text that is not what a field of this type would take, for the wrong-type cases. */
function badText(schema: SchemaObject): Malformed<string>[] {
  const texts = [...BAD_TEXT];
  if (schema.format === 'date-time' || schema.format === 'date') texts.push(...BAD_TIMES);
  if (schema.format === 'email') texts.push(...BAD_EMAILS);
  if (schema.enum) texts.push({ label: 'a value outside the enum', value: 'not-a-member' });
  return texts;
}

/**
 * JSON values a field of `schema` must refuse (or store as they are, never a 5xx): wrong
 * types, numbers out of range, bad text and times, nested structures for scalars. Objects and
 * arrays are walked by the request builder, which puts these in each place.
 */
export function malformedJsonValues(schema: SchemaObject): Malformed<unknown>[] {
  const concrete = concreteOf(schema);
  const type = typeOf(schema);
  const values: Malformed<unknown>[] = [];
  if (!acceptsNull(schema)) values.push({ label: 'null', value: null });
  if (type !== 'array') {
    values.push({ label: 'an array for a scalar', value: [1, 'a'] });
  }
  if (type !== 'object') {
    values.push({ label: 'an object for a scalar', value: { nested: { deeper: 1 } } });
  }
  if (type !== 'boolean') values.push({ label: 'a boolean', value: true });
  if (type !== 'string') values.push({ label: 'a number as text', value: '12' });
  if (type !== 'number' && type !== 'integer') values.push({ label: 'a number', value: 12 });
  switch (type) {
    case 'integer':
    case 'number':
      values.push(...badNumbers(concrete));
      break;
    case 'string':
      values.push(...badText(concrete));
      break;
    case 'boolean':
      values.push({ label: '"true" as text', value: 'true' }, { label: '1', value: 1 });
      break;
    case 'array':
      values.push(
        { label: 'text for an array', value: 'a,b' },
        { label: 'an array of nulls', value: [null, null] },
        { label: 'nested arrays', value: [[[1]]] },
        { label: 'an array of 10,001 items', value: Array.from({ length: 10_001 }, (_, i) => i) },
      );
      break;
    case 'object':
      values.push({ label: 'text for an object', value: 'a=b' });
      break;
  }
  return values;
}

/**
 * A text value of a query, path or form field. `raw` ones are already (badly) percent-encoded
 * and go into a URL as they are; the others are encoded there, and sent as they are in forms.
 */
export interface RawText extends Malformed<string> {
  raw?: true;
}

/** Percent-encodings a URL decoder must not choke on. */
export const BAD_ENCODINGS: RawText[] = [
  { label: 'a bare %', value: '%', raw: true },
  { label: 'a bad % escape', value: '%zz', raw: true },
  { label: 'a byte that is not UTF-8', value: '%ff', raw: true },
  { label: 'an overlong UTF-8 NUL', value: '%C0%80', raw: true },
  { label: 'an encoded lone surrogate', value: '%ED%A0%80', raw: true },
];

const BAD_INTEGER_TEXT: RawText[] = [
  { label: '2^31', value: String(INT32_OVER) },
  { label: '-2^31 - 1', value: String(INT32_UNDER) },
  { label: '20 digits', value: '99999999999999999999' },
  { label: '1e20', value: '1e20' },
  { label: '-1', value: '-1' },
  { label: '0', value: '0' },
  { label: 'a fraction', value: '1.5' },
  { label: 'hexadecimal', value: '0x10' },
  { label: 'NaN', value: 'NaN' },
  { label: 'Infinity', value: 'Infinity' },
  { label: 'leading zeros', value: '000000000001' },
  { label: 'a padded number', value: ' 1 ' },
  { label: '10k digits', value: '9'.repeat(10_000) },
];

/**
 * Text a query, path or form field of `schema` must refuse: for a number, every way past
 * its range; for a boolean or enum, words it does not know; for any, the bad text and
 * percent-encodings.
 */
export function malformedTexts(schema: SchemaObject | undefined): RawText[] {
  const concrete = schema ? concreteOf(schema) : {};
  const type = schema ? typeOf(schema) : undefined;
  const item = type === 'array' && concrete.items ? concreteOf(concrete.items) : concrete;
  const itemType = type === 'array' && concrete.items ? typeOf(concrete.items) : type;
  const texts: RawText[] = [];
  if (itemType === 'integer' || itemType === 'number') texts.push(...BAD_INTEGER_TEXT);
  if (itemType === 'boolean') texts.push({ label: 'a word that is not a boolean', value: 'maybe' });
  if (item.enum) texts.push({ label: 'a value outside the enum', value: 'not-a-member' });
  texts.push(...badText(itemType === 'string' ? item : { type: 'string' }));
  texts.push(...BAD_ENCODINGS);
  return texts;
}

/** The value as it goes into a URL; null for text no URL can carry (a lone surrogate). */
export function inUrl(text: RawText): string | null {
  if (text.raw) return text.value;
  try {
    return encodeURIComponent(text.value);
  } catch {
    return null;
  }
}

/**
 * Header values of `schema` (printable ASCII only: a header cannot carry a NUL byte). Where
 * the schema has an example with a number in it (`Tutor-42`), that number goes past int32.
 */
export function malformedHeaderValues(schema: SchemaObject | undefined): RawText[] {
  const example = typeof schema?.example === 'string' ? schema.example : '';
  const withNumber = (digits: string) =>
    /\d+/.test(example) ? example.replace(/\d+/, digits) : digits;
  return [
    { label: 'a number of 2^31', value: withNumber(String(INT32_OVER)) },
    { label: 'a number of 20 digits', value: withNumber('99999999999999999999') },
    { label: 'a value outside the pattern', value: 'not-a-match' },
    { label: '10k characters', value: 'x'.repeat(10_000) },
  ];
}
