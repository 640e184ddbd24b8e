import { describe, expect, it } from 'vitest';
import { can } from './permissions/can.ts';
import { actorFlags, type Actor } from './permissions/actor.ts';
import { readableFields, writableFields } from './permissions/can.ts';
import {
  EDIT_NOTES_REQUIRED_MESSAGE,
  LEAD_SOURCE_REQUIRED_MESSAGE,
  defaultPayrollRate,
  estimatedPayDate,
  hasAtMostTwoDecimals,
  isHoldOnlyChange,
  payFor,
  payrollItemProblems,
  payrollStatusOf,
} from './payroll-rules.ts';
import {
  canEditPayrollHold,
  canEditPayrollItem,
  canSeePayrollPay,
  payrollItemCreate,
  payrollItemsContract,
  payrollItemUpdate,
  type PayrollItem,
} from './resources/payroll-items.ts';
import type { Role } from './roles.ts';

const actor = (...roles: Role[]): Actor => ({
  id: 1,
  roles,
  tutorId: null,
  employeeId: 1,
  studentId: null,
  parentId: null,
  flags: actorFlags(roles, null),
});

const ITEM: PayrollItem = {
  id: 1,
  employeeId: 2,
  employeeName: 'Tia Tutor',
  departmentId: 1,
  departmentName: 'Test Prep',
  payType: 'Bonus',
  rate: 50,
  quantity: 2,
  pay: 100,
  description: 'Bonus',
  editNotes: null,
  hold: false,
  paid: false,
  paidAt: null,
  status: 'Pending',
  linkType: null,
  linkId: null,
  leadSourceName: null,
  estimatedPayDate: '2026-03-15',
  createdAt: '2026-03-02T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.000Z',
  lockVersion: 0,
};

describe('payFor', () => {
  it('multiplies rate by quantity to the cent, without floating-point drift', () => {
    expect(payFor(50, 2)).toBe(100);
    expect(payFor(0.1, 3)).toBe(0.3);
    expect(payFor(12.25, 3)).toBe(36.75);
    expect(payFor(33.33, 1.5)).toBe(50);
    expect(payFor(1000, 100)).toBe(100000);
    expect(payFor(0, 7)).toBe(0);
  });

  it('rounds half a cent away from zero', () => {
    // 0.15 × 0.5 = 0.075
    expect(payFor(0.15, 0.5)).toBe(0.08);
    expect(payFor(0.01, 0.5)).toBe(0.01);
  });
});

describe('defaultPayrollRate', () => {
  it("uses the employee's training rate for Training and 0 for the other types", () => {
    expect(defaultPayrollRate('Training', 18.5)).toBe(18.5);
    expect(defaultPayrollRate('Bonus', 18.5)).toBe(0);
    expect(defaultPayrollRate('Marketing', 18.5)).toBe(0);
  });
});

describe('estimatedPayDate', () => {
  it('is the 15th for items created up to the 15th, else the last day of the month', () => {
    expect(estimatedPayDate('2026-03-01')).toBe('2026-03-15');
    expect(estimatedPayDate('2026-03-15')).toBe('2026-03-15');
    expect(estimatedPayDate('2026-03-16')).toBe('2026-03-31');
    expect(estimatedPayDate('2026-02-20')).toBe('2026-02-28');
    expect(estimatedPayDate('2028-02-20')).toBe('2028-02-29');
    expect(estimatedPayDate('2026-12-31')).toBe('2026-12-31');
  });
});

describe('payrollItemProblems', () => {
  it('requires a lead source for Marketing only', () => {
    expect(payrollItemProblems({ payType: 'Marketing', linkId: null })).toEqual({
      linkId: [LEAD_SOURCE_REQUIRED_MESSAGE],
    });
    expect(payrollItemProblems({ payType: 'Marketing', linkId: 3 })).toEqual({});
    expect(payrollItemProblems({ payType: 'Bonus' })).toEqual({});
  });

  it('requires edit notes for an edit, except a change of the hold alone', () => {
    const item = { payType: 'Bonus' };
    expect(payrollItemProblems(item, { changes: { quantity: 2 } })).toEqual({
      editNotes: [EDIT_NOTES_REQUIRED_MESSAGE],
    });
    expect(payrollItemProblems(item, { changes: { quantity: 2, editNotes: '   ' } })).toEqual({
      editNotes: [EDIT_NOTES_REQUIRED_MESSAGE],
    });
    expect(payrollItemProblems(item, { changes: { quantity: 2, editNotes: 'why' } })).toEqual({});
    expect(payrollItemProblems(item, { changes: { hold: true } })).toEqual({});
    expect(isHoldOnlyChange({ hold: false, lockVersion: 3 })).toBe(true);
    expect(isHoldOnlyChange({ hold: false, rate: 3 })).toBe(false);
  });
});

describe('payroll payloads', () => {
  const valid = {
    employeeId: 2,
    departmentId: 1,
    payType: 'Bonus',
    quantity: 2,
    description: 'Referral bonus',
  };

  it('takes rates up to 1000 and quantities up to 100, to two decimals', () => {
    expect(payrollItemCreate.safeParse({ ...valid, rate: 1000, quantity: 100 }).success).toBe(true);
    expect(payrollItemCreate.safeParse({ ...valid, rate: 1000.01 }).success).toBe(false);
    expect(payrollItemCreate.safeParse({ ...valid, quantity: 100.5 }).success).toBe(false);
    expect(payrollItemCreate.safeParse({ ...valid, rate: -1 }).success).toBe(false);
    expect(payrollItemCreate.safeParse({ ...valid, rate: 1.005 }).success).toBe(false);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
  });

  it('requires department, pay type, quantity and description when new', () => {
    for (const field of ['departmentId', 'payType', 'quantity', 'description']) {
      const { [field]: _left, ...rest } = valid as Record<string, unknown>;
      expect(payrollItemCreate.safeParse(rest).success, field).toBe(false);
    }
  });

  it('keeps edit notes to 191 characters', () => {
    expect(payrollItemUpdate.safeParse({ editNotes: 'x'.repeat(191) }).success).toBe(true);
    expect(payrollItemUpdate.safeParse({ editNotes: 'x'.repeat(192) }).success).toBe(false);
  });

  it('reads Pending and Paid from the paid flag', () => {
    expect(payrollStatusOf(false)).toBe('Pending');
    expect(payrollStatusOf(true)).toBe('Paid');
  });
});

describe('payroll permissions (spec §6)', () => {
  const admin = actor('admin');
  const hr = actor('hr');
  const manager = actor('instruction_manager');
  const advisor = actor('advisor');
  const tutor = actor('tutor');

  it('lets admins, HR and instruction managers read and add items; nobody else', () => {
    for (const who of [admin, hr, manager]) {
      expect(can(who, 'read', 'payroll_items')).toBe(true);
      expect(can(who, 'create', 'payroll_items')).toBe(true);
    }
    for (const who of [advisor, tutor]) expect(can(who, 'read', 'payroll_items')).toBe(false);
    expect(can(admin, 'delete', 'payroll_items')).toBe(true);
    expect(can(hr, 'delete', 'payroll_items')).toBe(false);
    expect(can(admin, 'markPaid', 'payroll_items')).toBe(true);
    expect(can(hr, 'markPaid', 'payroll_items')).toBe(false);
  });

  it('shows the rate and the pay to admins only', () => {
    expect(readableFields(payrollItemsContract, admin)).toBe('all');
    for (const who of [hr, manager]) {
      const fields = readableFields(payrollItemsContract, who);
      expect(fields).not.toContain('rate');
      expect(fields).not.toContain('pay');
      expect(fields).toContain('quantity');
    }
    expect(canSeePayrollPay(admin)).toBe(true);
    expect(canSeePayrollPay(hr)).toBe(false);
  });

  it('gives HR the Edit button and the hold switch to admins and instruction managers', () => {
    expect(canEditPayrollItem(hr)).toBe(true);
    expect(canEditPayrollItem(admin)).toBe(true);
    expect(canEditPayrollItem(manager)).toBe(false);
    expect(canEditPayrollHold(manager)).toBe(true);
    expect(canEditPayrollHold(admin)).toBe(true);
    expect(canEditPayrollHold(hr)).toBe(false);
  });

  it('lets each write what they may', () => {
    expect(writableFields(payrollItemsContract, admin, ITEM)).toBe('all');
    expect(writableFields(payrollItemsContract, manager, ITEM)).toEqual(['hold']);
    const hrUpdate = writableFields(payrollItemsContract, hr, ITEM);
    expect(hrUpdate).toContain('editNotes');
    expect(hrUpdate).not.toContain('rate');
    expect(hrUpdate).not.toContain('hold');
    const managerCreate = writableFields(payrollItemsContract, manager);
    expect(managerCreate).toContain('hold');
    expect(managerCreate).not.toContain('rate');
    expect(managerCreate).not.toContain('editNotes');
  });
});
