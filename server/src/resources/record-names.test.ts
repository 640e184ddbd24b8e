import { describe, expect, it } from 'vitest';
import { countOfRows, listInWords, recordNameOf, rowsOfTable } from './record-names.ts';

describe('record names in sentences', () => {
  it('counts rows of a table in words, singular for one', () => {
    expect(countOfRows('shipments', 2)).toBe('2 shipments');
    expect(countOfRows('payments', 1)).toBe('1 payment');
    expect(countOfRows('tutoring_histories', 1)).toBe('1 tutoring history');
    expect(countOfRows('addresses', 1)).toBe('1 address');
    expect(countOfRows('auth_sessions', 3)).toBe('3 sign-ins');
    expect(countOfRows('uploads', 1)).toBe('1 file');
  });

  it('names a resource and the rows of a table', () => {
    expect(recordNameOf('lead_source')).toBe('lead source');
    expect(recordNameOf('payrollItem')).toBe('payroll item');
    expect(rowsOfTable('payroll_items')).toBe('payroll items');
  });

  it('lists items as a sentence does', () => {
    expect(listInWords(['2 shipments'])).toBe('2 shipments');
    expect(listInWords(['2 shipments', '1 payment'])).toBe('2 shipments and 1 payment');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
