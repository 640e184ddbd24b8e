import { describe, expect, it } from 'vitest';
import {
  EMAIL_LIST_MAX_LENGTH,
  EMAIL_LIST_REQUIRED_MESSAGE,
  emailListTooLongMessage,
  invalidEmailMessage,
  normalizeEmailList,
  splitEmailList,
  validateEmailList,
} from './email-list.ts';

describe('validateEmailList address check', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', "o'brien@example.com"])(
    'accepts %j',
    (address) => {
      expect(validateEmailList(address).errors).toEqual([]);
    },
  );

  it.each(['plain', '@example.com', 'a@', 'a@localhost', 'a@b@c.com', 'a@x..com'])(
    'rejects %j',
    (address) => {
      expect(validateEmailList(address).invalidAddresses).toEqual([address]);
    },
  );
});

describe('splitEmailList and normalizeEmailList', () => {
  it('collapses commas, semicolons and whitespace to commas', () => {
    expect(normalizeEmailList('a@x.com; b@y.com  c@z.com,\n d@w.com')).toBe(
      'a@x.com,b@y.com,c@z.com,d@w.com',
    );
  });

  it('drops empty entries from runs of separators and ends', () => {
    expect(splitEmailList(' ,;a@x.com,, ;b@y.com; ')).toEqual(['a@x.com', 'b@y.com']);
  });

  it('gives an empty list for nothing', () => {
    expect(normalizeEmailList('')).toBe('');
    expect(normalizeEmailList(null)).toBe('');
  });
});

describe('validateEmailList', () => {
  it('returns the normalised list without errors when every address is valid', () => {
    expect(validateEmailList('a@x.com; b@y.com')).toEqual({
      value: 'a@x.com,b@y.com',
      invalidAddresses: [],
      errors: [],
    });
  });

  it('names each bad address', () => {
    const result = validateEmailList('a@x.com, nope; also@bad');
    expect(result.invalidAddresses).toEqual(['nope', 'also@bad']);
    expect(result.errors).toEqual([invalidEmailMessage('nope'), invalidEmailMessage('also@bad')]);
    expect(result.errors[0]).toBe('"nope" is not a valid e-mail address.');
  });

  it('accepts a list of exactly 191 characters', () => {
    const address = `${'a'.repeat(EMAIL_LIST_MAX_LENGTH - '@x.com'.length)}@x.com`;
    expect(address).toHaveLength(191);
    expect(validateEmailList(address).errors).toEqual([]);
  });

  it('rejects a stored list longer than 191 characters', () => {
    const many = Array.from({ length: 20 }, (_, i) => `person${i}@example.com`).join(' ');
    const result = validateEmailList(many);
    expect(result.value.length).toBeGreaterThan(191);
    expect(result.errors).toEqual([emailListTooLongMessage()]);
  });

  it('measures the normalised list, not the typed text', () => {
    const typed = `a@x.com${' '.repeat(300)}b@y.com`;
    expect(validateEmailList(typed).errors).toEqual([]);
  });

  it('takes another maximum', () => {
    expect(validateEmailList('a@x.com,b@y.com', { maxLength: 10 }).errors).toEqual([
      emailListTooLongMessage(10),
    ]);
  });

  it('lets an optional list be empty', () => {
    expect(validateEmailList('  ').errors).toEqual([]);
  });

  it('asks for an address when the list is required', () => {
    expect(validateEmailList(' ; ', { required: true }).errors).toEqual([
      EMAIL_LIST_REQUIRED_MESSAGE,
    ]);
  });
});
