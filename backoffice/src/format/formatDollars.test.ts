import { describe, expect, it } from 'vitest';
import { formatDollars } from './formatDollars.ts';

describe('formatDollars', () => {
  it('writes dollars to the cent with thousands separators', () => {
    expect(formatDollars(62.5)).toBe('$62.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
});
