import { describe, expect, it } from 'vitest';
import {
  formatNonUsPhone,
  formatPhone,
  formatUsPhone,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  phoneDigits,
  phoneKindOf,
  storedPhoneFor,
  validatePhone,
  validateStoredPhone,
} from './phone.ts';

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('+1 (212) 555-0123')).toBe('12125550123');
  });
});

describe('normalizePhone', () => {
  it('gives 10 digits a +1', () => {
    expect(normalizePhone('(212) 555-0123')).toBe('+12125550123');
  });

  it('gives 11 digits starting with 1 a +', () => {
    expect(normalizePhone('1 212 555 0123')).toBe('+12125550123');
  });

  it('stores the US display form as +1 and the 10 digits', () => {
    expect(normalizePhone('+1 (212) 555-0123')).toBe('+12125550123');
  });

  it('keeps a non-US number as + and its digits', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('keeps a number typed with + as + and its digits, whatever their count', () => {
    expect(normalizePhone('+44 20 7946 09')).toBe('+4420794609');
  });

  it('keeps other digits bare, assuming no country code', () => {
    expect(normalizePhone('44 207 946 095')).toBe('44207946095');
    expect(normalizePhone('555-0123')).toBe('5550123');
  });

  it('stores an empty value as an empty string', () => {
    expect(normalizePhone('  ( ) - ')).toBe('');
  });

  it('is idempotent on the stored form', () => {
    expect(normalizePhone(normalizePhone('212.555.0123'))).toBe('+12125550123');
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['2', '+1 (2'],
    ['212', '+1 (212'],
    ['2125', '+1 (212) 5'],
    ['212555', '+1 (212) 555'],
    ['2125550', '+1 (212) 555-0'],
    ['2125550123', '+1 (212) 555-0123'],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(formatUsPhone(typed)).toBe(shown);
  });

  it('drops the leading country code 1 of an 11-digit number', () => {
    expect(formatUsPhone('+12125550123')).toBe('+1 (212) 555-0123');
  });

  it('ignores digits past the tenth', () => {
    expect(formatUsPhone('21255501234')).toBe('+1 (212) 555-0123');
  });

  it('reformats its own output unchanged', () => {
    expect(formatUsPhone('+1 (212) 555-0123')).toBe('+1 (212) 555-0123');
  });

  it('reads the +1 of a partially typed display form as the country code', () => {
    expect(formatUsPhone('+1 (212) 55')).toBe('+1 (212) 55');
  });
});

describe('formatNonUsPhone', () => {
  it('puts a + before the digits and drops separators', () => {
    expect(formatNonUsPhone('44 (20) 7946-0958')).toBe('+442079460958');
  });

  it('keeps at most 15 digits', () => {
    expect(formatNonUsPhone('+1234567890123456789')).toBe('+123456789012345');
  });

  it('leaves an empty value empty', () => {
    expect(formatNonUsPhone('+')).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats by kind', () => {
    expect(formatPhone('+12125550123', 'us')).toBe('+1 (212) 555-0123');
    expect(formatPhone('+12125550123', 'non-us')).toBe('+12125550123');
  });
});

describe('phoneKindOf', () => {
  it('treats +1 and 10 digits as US', () => {
    expect(phoneKindOf('+12125550123')).toBe('us');
  });

  it('treats other numbers as non-US', () => {
    expect(phoneKindOf('+442079460958')).toBe('non-us');
  });

  it('treats bare digits (an incomplete US number) as US', () => {
    expect(phoneKindOf('212555')).toBe('us');
  });

  it('defaults an empty number to US', () => {
    expect(phoneKindOf(null)).toBe('us');
    expect(phoneKindOf('')).toBe('us');
  });
});

describe('validatePhone (US)', () => {
  const us = { kind: 'us' } as const;

  it('accepts the display form', () => {
    expect(validatePhone('+1 (212) 555-0123', us)).toBeNull();
  });

  it('accepts the stored form', () => {
    expect(validatePhone('+12125550123', us)).toBeNull();
  });

  it('accepts 10 digits typed with separators', () => {
    expect(validatePhone('212-555-0123', us)).toBeNull();
  });

  it('rejects a number that is too short', () => {
    expect(validatePhone('+1 (212) 555-012', us)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects a number that is too long', () => {
    expect(validatePhone('+1 (212) 555-01234', us)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects 11 digits not starting with 1', () => {
    expect(validatePhone('22125550123', us)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects letters', () => {
    expect(validatePhone('212-555-CALL', us)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects a non-US country code', () => {
    expect(validatePhone('+442079460958', us)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('requires a number by default', () => {
    expect(validatePhone('', us)).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhone('   ', us)).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhone(null, us)).toBe(PHONE_REQUIRED_MESSAGE);
  });

  it('lets an optional number be empty', () => {
    expect(validatePhone('', { kind: 'us', required: false })).toBeNull();
  });

  it('still checks an optional number that is given', () => {
    expect(validatePhone('555', { kind: 'us', required: false })).toBe(PHONE_INVALID_MESSAGE);
  });
});

describe('validatePhone (non-US)', () => {
  const nonUs = { kind: 'non-us' } as const;

  it('accepts + followed by 7 digits', () => {
    expect(validatePhone('+1234567', nonUs)).toBeNull();
  });

  it('accepts a number typed with spaces', () => {
    expect(validatePhone('+44 20 7946 0958', nonUs)).toBeNull();
  });

  it('rejects fewer than 7 digits', () => {
    expect(validatePhone('+123456', nonUs)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects a number without the +', () => {
    expect(validatePhone('442079460958', nonUs)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects more than 15 digits', () => {
    expect(validatePhone('+1234567890123456', nonUs)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('rejects letters', () => {
    expect(validatePhone('+44 20 7946 CALL', nonUs)).toBe(PHONE_INVALID_MESSAGE);
  });

  it('requires a number by default', () => {
    expect(validatePhone('', nonUs)).toBe(PHONE_REQUIRED_MESSAGE);
  });
});

describe('storedPhoneFor', () => {
  it('stores a complete US number as +1 and 10 digits', () => {
    expect(storedPhoneFor('+1 (212) 555-0123', 'us')).toBe('+12125550123');
  });

  it('stores an incomplete US number as its bare national digits', () => {
    expect(storedPhoneFor('+1 (212) 555', 'us')).toBe('212555');
  });

  it('stores a non-US number as + and its digits', () => {
    expect(storedPhoneFor('+44 20 7946', 'non-us')).toBe('+44207946');
  });

  it('stores nothing for an empty field', () => {
    expect(storedPhoneFor('', 'us')).toBe('');
    expect(storedPhoneFor('+', 'non-us')).toBe('');
  });
});

describe('validateStoredPhone', () => {
  it('accepts a stored US number', () => {
    expect(validateStoredPhone('+12125550123')).toBeNull();
  });

  it('accepts a stored non-US number', () => {
    expect(validateStoredPhone('+442079460958')).toBeNull();
  });

  it('rejects an incomplete US number as the input stores it', () => {
    expect(validateStoredPhone(storedPhoneFor('+1 (212) 555-01', 'us'))).toBe(
      PHONE_INVALID_MESSAGE,
    );
  });

  it('rejects a non-US number that is too short', () => {
    expect(validateStoredPhone('+441234')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('requires a number unless told otherwise', () => {
    expect(validateStoredPhone('')).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validateStoredPhone('', { required: false })).toBeNull();
  });
});
