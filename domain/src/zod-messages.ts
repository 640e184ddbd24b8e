import type { z } from 'zod';
// zod's configuration alone (a global it keeps on globalThis), not its schemas: importing this
// module does not bring the validator into an app's first load.
import { config } from 'zod/v4/core';

import { BLANK_MESSAGE, NOT_VALID_MESSAGE } from './field-messages.ts';

export { BLANK_MESSAGE, NOT_VALID_MESSAGE };

type Issue = z.core.$ZodRawIssue;

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** What a value of the wrong type must be, as a person says it. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be yes or no (true or false)',
  array: 'must be a list',
  object: 'must be a group of fields',
  date: 'must be a date',
  null: 'must be empty',
};

/** A format a text failed, as a person says it. */
const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: 'is not a valid e-mail address',
  url: 'is not a valid web address',
  datetime: 'is not a valid date and time',
  date: 'is not a valid date (YYYY-MM-DD)',
  time: 'is not a valid time',
  duration: 'is not a valid duration',
  uuid: 'is not a valid identifier',
  guid: 'is not a valid identifier',
  ipv4: 'is not a valid IP address',
  ipv6: 'is not a valid IP address',
  base64: 'is not valid base64',
  base64url: 'is not valid base64',
  e164: 'is not a valid phone number',
  lowercase: 'must be in lower case',
  uppercase: 'must be in upper case',
};

const plural = (count: number | bigint, one: string) =>
  `${String(count)} ${one}${Number(count) === 1 ? '' : 's'}`;

/** The words of a value over or under its bound: characters for text, items for lists. */
function boundWords(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const isMin = issue.code === 'too_small';
  const bound = isMin ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      return isMin
        ? `is too short (at least ${plural(bound as number, 'character')})`
        : `is too long (at most ${plural(bound as number, 'character')})`;
    case 'array':
    case 'set':
    case 'file':
      return isMin
        ? `must have at least ${plural(bound as number, issue.origin === 'file' ? 'byte' : 'item')}`
        : `must have at most ${plural(bound as number, issue.origin === 'file' ? 'byte' : 'item')}`;
    case 'date': {
      const day = new Date(Number(bound)).toISOString().slice(0, 10);
      return isMin ? `must be on or after ${day}` : `must be on or before ${day}`;
    }
    default:
      if (isMin)
        return inclusive
          ? `must be at least ${String(bound)}`
          : `must be more than ${String(bound)}`;
      return inclusive ? `must be at most ${String(bound)}` : `must be less than ${String(bound)}`;
  }
}

/**
 * The sentence (after the field's name) for a zod issue no schema words itself: the forms and
 * every 422 speak as the spec does ("can't be blank", "must be at least 0"), never in the
 * validator's words ('Too small: expected number to be >=0', 'Invalid input: expected string,
 * received undefined'). A schema's own message always wins over this map.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return BLANK_MESSAGE;
      return TYPE_WORDS[issue.expected] ?? NOT_VALID_MESSAGE;
    case 'invalid_value':
      if (isBlank(issue.input)) return BLANK_MESSAGE;
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${issue.values.join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return BLANK_MESSAGE;
      return boundWords(issue);
    case 'too_big':
      return boundWords(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'is not in the right format';
    case 'not_multiple_of':
      return `must be in steps of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `holds fields that cannot be written: ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return 'holds a value that is not valid';
    default:
      // invalid_union, custom refinements without words: nothing more precise to tell.
      return NOT_VALID_MESSAGE;
  }
}

// Set once, where domain is loaded, so the forms and the server say the same thing.
config({ customError: (issue) => issueMessage(issue) });
