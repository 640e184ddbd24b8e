import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Brand } from '@tp/domain';
import { BRAND_CSV_FIELDS, brandToCsvRow, exportBrands } from './exportBrands.ts';

const RECURRING = {
  id: 4,
  name: 'SAT Prep Monthly',
  departmentId: 2,
  department: { id: 2, name: 'Test Prep' },
  active: true,
  paymentType: 'recurring',
  pricing: {
    type: 'Pricing::Recurring',
    price: 1399,
    intervalUnit: 'months',
    intervalLength: 1,
    trialPrice: 0,
    trialIntervalLength: 14,
    trialIntervalUnit: 'days',
  },
} as unknown as Brand;

const FREE = {
  ...RECURRING,
  id: 5,
  name: 'Open House',
  department: null,
  active: false,
  paymentType: 'none',
  pricing: null,
} as unknown as Brand;

describe('brands CSV', () => {
  it('writes the department by name and readable status, payment type and pricing', () => {
    expect(brandToCsvRow(RECURRING)).toEqual({
      ID: 4,
      Name: 'SAT Prep Monthly',
      Department: 'Test Prep',
      Status: 'Active',
      'Payment type': 'Recurring',
      Pricing: 'Recurring $1,399.00 every month, 14-day trial',
    });
  });

  it('leaves a missing department blank and reads an unpriced brand as None', () => {
    expect(brandToCsvRow(FREE)).toMatchObject({
      Department: '',
      Status: 'Inactive',
      'Payment type': 'None',
      Pricing: 'None',
    });
  });

  it('exports what the list’s filters select with its department, header first', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [RECURRING, FREE], total: 2 });
    const download = vi.fn();
    const count = await exportBrands(
      { getList } as unknown as DataProvider,
      { filter: { active: true }, sort: { field: 'name', order: 'ASC' } },
      download,
    );
    expect(count).toBe(2);
    expect(getList.mock.calls[0]![0]).toBe('brands');
    expect(getList.mock.calls[0]![1]).toMatchObject({
      filter: { active: true },
      meta: { include: 'department' },
    });
    const [csv, name] = download.mock.calls[0]! as [string, string];
    expect(name).toBe('brands');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual([...BRAND_CSV_FIELDS]);
    expect(parsed[1]).toEqual([
      '4',
      'SAT Prep Monthly',
      'Test Prep',
      'Active',
      'Recurring',
      'Recurring $1,399.00 every month, 14-day trial',
    ]);
    expect(parsed[2]).toEqual(['5', 'Open House', '', 'Inactive', 'None', 'None']);
  });

  it('heads its columns with readable words, not field names', () => {
    expect(BRAND_CSV_FIELDS.filter((field) => /[a-z][A-Z]/.test(field))).toEqual([]);
  });
});
