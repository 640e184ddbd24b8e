import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseCreate } from './resources/courses.ts';
import { BLANK_MESSAGE } from './zod-messages.ts';

function messagesOf(result: { success: boolean; error?: z.ZodError }): Record<string, string[]> {
  return result.error ? (z.flattenError(result.error).fieldErrors as Record<string, string[]>) : {};
}

describe('messages for missing values', () => {
  it("says can't be blank for a missing or empty required field", () => {
    const errors = messagesOf(courseCreate.safeParse({ title: '   ' }));
    expect(errors.title).toEqual([BLANK_MESSAGE]);
    expect(errors.name).toEqual([BLANK_MESSAGE]);
    expect(errors.brandId).toEqual([BLANK_MESSAGE]);
  });

  it('keeps the other messages and a schema’s own words', () => {
    const errors = messagesOf(
      courseCreate.safeParse({ title: 'x'.repeat(192), name: 'n', brandId: 'one' }),
    );
    expect(errors.title?.[0]).not.toBe(BLANK_MESSAGE);
    expect(errors.brandId?.[0]).not.toBe(BLANK_MESSAGE);
    const own = z.string({ error: 'name it' }).safeParse(undefined);
    expect(own.error?.issues[0]?.message).toBe('name it');
  });

  it('says a choice left empty is blank, and names the choices for another value', () => {
    const choice = z.object({ recipientType: z.enum(['Student', 'Parent']) });
    expect(messagesOf(choice.safeParse({ recipientType: '' })).recipientType).toEqual([
      BLANK_MESSAGE,
    ]);
    expect(messagesOf(choice.safeParse({})).recipientType).toEqual([BLANK_MESSAGE]);
    expect(messagesOf(choice.safeParse({ recipientType: 'Tutor' })).recipientType).toEqual([
      'must be one of Student, Parent',
    ]);
  });
});

describe('messages for values that are there but wrong', () => {
  const first = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('says bounds as a person would, for numbers, text and lists', () => {
    expect(first(z.number().min(0), -1)).toBe('must be at least 0');
    expect(first(z.number().positive(), 0)).toBe('must be more than 0');
    expect(first(z.number().max(10), 11)).toBe('must be at most 10');
    expect(first(z.string().max(3), 'abcd')).toBe('is too long (at most 3 characters)');
    expect(first(z.string().min(2), 'a')).toBe('is too short (at least 2 characters)');
    expect(first(z.array(z.number()).min(1), [])).toBe('must have at least 1 item');
    expect(first(z.number().multipleOf(0.25), 0.3)).toBe('must be in steps of 0.25');
  });

  it('names the type a present value must have, and the format a text must follow', () => {
    expect(first(z.number(), 'ten')).toBe('must be a number');
    expect(first(z.number().int(), 1.5)).toBe('must be a whole number');
    expect(first(z.string(), 4)).toBe('must be text');
    expect(first(z.boolean(), 'yes')).toBe('must be yes or no (true or false)');
    expect(first(z.email(), 'nope')).toBe('is not a valid e-mail address');
    expect(first(z.iso.datetime(), 'soon')).toBe('is not a valid date and time');
    expect(first(z.string().regex(/^\d+$/), 'x')).toBe('is not in the right format');
    expect(first(z.literal('on'), 'off')).toBe('must be on');
  });

  it('never answers in the validator’s words', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.number().min(0), -5],
      [z.union([z.number(), z.boolean()]), 'x'],
      [z.object({ a: z.number() }).strict(), { a: 1, b: 2 }],
      [z.string().refine((value) => value === 'ok'), 'no'],
      [z.record(z.string().regex(/^a/), z.number()), { b: 1 }],
    ];
    for (const [schema, value] of schemas) {
      const message = first(schema, value) ?? '';
      expect(message).not.toMatch(/expected|received|Invalid input|Too (small|big)/i);
      expect(message).not.toBe('');
    }
  });
});
