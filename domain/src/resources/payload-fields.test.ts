import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  MAX_INTEGER,
  TIME_OUT_OF_RANGE_MESSAGE,
  hasControlCharacters,
  int32,
  isStorableTime,
  isoDateTimeInput,
  recordId,
  storableText,
} from './payload-fields.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('record ids and integers stay within PostgreSQL integer', () => {
  it('accepts 2^31 - 1 and refuses 2^31 as a record id', () => {
    expect(recordId.safeParse(MAX_INTEGER).success).toBe(true);
    expect(recordId.safeParse(2_147_483_648).success).toBe(false);
    expect(recordId.safeParse(99_999_999_999).success).toBe(false);
  });

  it('refuses whole numbers past int32 either way, and fractions', () => {
    expect(int32.safeParse(-2_147_483_648).success).toBe(true);
    expect(int32.safeParse(-2_147_483_649).success).toBe(false);
    expect(int32.safeParse(2_147_483_648).success).toBe(false);
    expect(int32.safeParse(1e20).success).toBe(false);
    expect(int32.safeParse(1.5).success).toBe(false);
  });
});

describe('times are between the years 1900 and 9999', () => {
  it('accepts the first and last moments of the range', () => {
    expect(isoDateTimeInput.parse('1900-01-01T00:00:00Z')).toEqual(
      new Date('1900-01-01T00:00:00Z'),
    );
    expect(isoDateTimeInput.safeParse('9999-12-31T23:59:59.999Z').success).toBe(true);
  });

  it('refuses the year 0000 (PostgreSQL has no year 0) with a message', () => {
    const result = isoDateTimeInput.safeParse('0000-01-01T00:00:00Z');
    expect(messagesOf(result)).toEqual([TIME_OUT_OF_RANGE_MESSAGE]);
  });

  it('says only that something that is no time at all is not one', () => {
    expect(messagesOf(isoDateTimeInput.safeParse('x'))).toEqual(['is not a valid date and time']);
    expect(messagesOf(isoDateTimeInput.safeParse('2026-11-01'))).toEqual([
      'is not a valid date and time',
    ]);
  });

  it('refuses a time whose offset carries it past 9999 in UTC', () => {
    expect(isoDateTimeInput.safeParse('9999-12-31T23:00:00-05:00').success).toBe(false);
  });

  it('refuses extended years and impossible dates', () => {
    expect(isoDateTimeInput.safeParse('+010000-01-01T00:00:00Z').success).toBe(false);
    expect(isoDateTimeInput.safeParse('2026-02-30T00:00:00Z').success).toBe(false);
  });

  it('judges Dates the list filters read loosely', () => {
    expect(isStorableTime(new Date('2026-03-10T16:00:00Z'))).toBe(true);
    expect(isStorableTime(new Date('+275760-09-13T00:00:00Z'))).toBe(false);
    expect(isStorableTime(new Date('-000001-01-01T00:00:00Z'))).toBe(false);
    expect(isStorableTime(new Date('garbage'))).toBe(false);
  });
});

describe('text carries no control characters', () => {
  it('refuses a NUL byte, escape, backspace and DEL', () => {
    for (const text of ['a\u0000b', 'a\u001bb', 'a\u0008b', 'a\u007fb']) {
      expect(hasControlCharacters(text)).toBe(true);
      expect(messagesOf(storableText.safeParse(text))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it('keeps tabs, line breaks, accents and emoji', () => {
    const text = 'Línea 1\r\n\tLínea 2 \u{1f600}';
    expect(hasControlCharacters(text)).toBe(false);
    expect(storableText.parse(text)).toBe(text);
  });

  it('chains with trim and length checks', () => {
    const name = storableText.trim().min(1).max(5);
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('a\u0000').success).toBe(false);
  });
});
