import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from './phone.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './resources/payload-fields.ts';
import { NAME_MAX_LENGTH, profileChanges } from './profile.ts';
import { TIME_ZONE_INVALID_MESSAGE } from './time-zone-rules.ts';

const messagesOf = (value: unknown) =>
  (profileChanges.safeParse(value).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('profileChanges', () => {
  it('accepts any subset of the fields, trimming names and normalising the phone', () => {
    expect(profileChanges.parse({})).toEqual({});
    expect(profileChanges.parse({ firstName: ' Tia ', phone: '+1 (212) 555-0123' })).toEqual({
      firstName: 'Tia',
      phone: '+12125550123',
    });
  });

  it('refuses blank and overlong names', () => {
    expect(messagesOf({ firstName: ' ' })).toEqual([['firstName', "can't be blank"]]);
    expect(messagesOf({ lastName: 'x'.repeat(NAME_MAX_LENGTH + 1) })).toEqual([
      ['lastName', 'is too long (maximum is 100 characters)'],
    ]);
  });

  it('refuses names with a NUL byte or another control character', () => {
    expect(messagesOf({ firstName: 'a\u0000b', lastName: 'c\u001bd' })).toEqual([
      ['firstName', CONTROL_CHARACTERS_MESSAGE],
      ['lastName', CONTROL_CHARACTERS_MESSAGE],
    ]);
  });

  it('checks phone and time zone with the inputs rules', () => {
    expect(messagesOf({ phone: '12345' })).toEqual([['phone', PHONE_INVALID_MESSAGE]]);
    expect(messagesOf({ timeZone: 'Mars/Olympus' })).toEqual([
      ['timeZone', TIME_ZONE_INVALID_MESSAGE],
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(profileChanges.safeParse({ email: 'a@b.c' }).success).toBe(false);
  });
});
