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
