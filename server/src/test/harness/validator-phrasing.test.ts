import { describe, expect, it } from 'vitest';
import { messagesOf, validatorPhrasing } from './validator-phrasing.ts';

const answer = (body: unknown) => ({
  operation: 'PUT /api/v2/tiers/{id}',
  request: 'body tier.rate = -1',
  body: JSON.stringify(body),
});

describe('the validator-phrasing check', () => {
  it('reads the error and every field message of a 422', () => {
    expect(
      messagesOf(JSON.stringify({ error: 'Validation failed', errors: { rate: ['a', 'b'] } })),
    ).toEqual(['Validation failed', 'a', 'b']);
  });

  it('finds zod’s default words, a bare Required and issue codes', () => {
    for (const text of [
      'Too small: expected number to be >=0',
      'Invalid input: expected string, received undefined',
      'Invalid string: must match pattern /^a/',
      'Required',
      'too_big',
    ]) {
      expect(validatorPhrasing([answer({ errors: { rate: [text] } })])).toHaveLength(1);
    }
  });

  it('lets sentences as the spec words them pass', () => {
    const human = [
      "can't be blank",
      'must be at least 0',
      'is too long (at most 191 characters)',
      'must be one of Student, Parent',
      'is changed with PUT /api/v2/students/{id}/pace, not here',
      'Validation failed',
    ];
    expect(validatorPhrasing([answer({ error: human[5], errors: { rate: human } })])).toEqual([]);
  });
});
