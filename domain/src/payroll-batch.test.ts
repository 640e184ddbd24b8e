import { describe, expect, it } from 'vitest';
import {
  parsePayrollCsvRow,
  payrollCsvCells,
  payrollRowIndex,
  payrollRowKey,
  payrollRowMessages,
} from './payroll-batch.ts';
import { LEAD_SOURCE_REQUIRED_MESSAGE } from './payroll-rules.ts';

const ROW = {
  'Employee email': ' Tia@Example.com ',
  Department: 'Test Prep',
  'Pay type': 'bonus',
  Rate: '$1,000.00',
  Quantity: '2.5',
  Description: 'Holiday bonus',
  'Lead source id': '',
};

describe('payroll CSV rows', () => {
  it('reads the columns whatever the header case, spaces or underscores', () => {
    expect(
      payrollCsvCells({ EMPLOYEE_EMAIL: 'a@b.co', pay_type: 'Bonus', qty: '2' }),
    ).toMatchObject({ employeeEmail: 'a@b.co', payType: 'Bonus', quantity: '2', rate: '' });
  });

  it('parses a good row: e-mail lower-cased, the pay type by its label, amounts as numbers', () => {
    expect(parsePayrollCsvRow(ROW)).toEqual({
      ok: true,
      row: {
        employeeEmail: 'tia@example.com',
        departmentName: 'Test Prep',
        payType: 'Bonus',
        rate: 1000,
        quantity: 2.5,
        description: 'Holiday bonus',
        linkId: null,
      },
    });
  });

  it('leaves an empty rate to the pay type default', () => {
    const result = parsePayrollCsvRow({ ...ROW, Rate: '' });
    expect(result.ok && result.row.rate).toBeNull();
  });

  it('names every bad cell of a row', () => {
    const result = parsePayrollCsvRow({
      'Employee email': 'not-an-email',
      Department: '',
      'Pay type': 'Tips',
      Rate: '1000.01',
      Quantity: 'two',
      Description: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(payrollRowMessages(result.errors)).toEqual([
      'Employee email is not an email',
      "Department can't be blank",
      'Pay type must be one of Miscellaneous, Overtime Adjustment, Bonus, Training, Marketing',
      'Rate must be at most 1000',
      'Quantity is not a number',
      "Description can't be blank",
    ]);
  });

  it('requires a lead source for Marketing rows', () => {
    const missing = parsePayrollCsvRow({ ...ROW, 'Pay type': 'Marketing' });
    expect(missing).toEqual({ ok: false, errors: { linkId: [LEAD_SOURCE_REQUIRED_MESSAGE] } });
    const given = parsePayrollCsvRow({ ...ROW, 'Pay type': 'Marketing', 'Lead source id': '4' });
    expect(given.ok && given.row.linkId).toBe(4);
  });

  it('refuses quantities over 100 and missing quantities', () => {
    const over = parsePayrollCsvRow({ ...ROW, Quantity: '150' });
    expect(over.ok ? [] : payrollRowMessages(over.errors)).toEqual([
      'Quantity must be at most 100',
    ]);
    const blank = parsePayrollCsvRow({ ...ROW, Quantity: '' });
    expect(blank.ok ? [] : payrollRowMessages(blank.errors)).toEqual(["Quantity can't be blank"]);
  });

  it('keys row errors from 1 and reads the key back', () => {
    expect(payrollRowKey(0)).toBe('row 1');
    expect(payrollRowIndex('row 12')).toBe(11);
    expect(payrollRowIndex('base')).toBeNull();
  });
});
