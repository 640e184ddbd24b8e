import { estimatedPayDate, payFor, PAY_TYPES, PAYROLL_LINK_TYPE, type PayType } from '@tp/domain';
import { addDays } from './time.ts';
import type { DepartmentRow, EmployeeRow, PayrollItemRow } from './types.ts';

/** 120 items: almost five pages of 25, every pay type, paid and pending, some on hold. */
const PAYROLL_ITEM_COUNT = 120;
/** Items older than this many days were paid in an earlier run. */
const PAID_AFTER_DAYS = 30;
/** Training rates tutors are paid while they learn a new course (dollars an hour). */
const TRAINING_RATES = [15, 18, 20, 22.5, 25] as const;

const DESCRIPTIONS: Record<PayType, readonly string[]> = {
  Miscellaneous: ['Materials reimbursement', 'Internet stipend', 'Conference travel'],
  'Overtime Adjustment': ['Extra sessions during finals week', 'Weekend coverage'],
  Bonus: ['Five-star reviews bonus', 'Referral bonus', 'Retention bonus'],
  Training: ['New SAT curriculum training', 'Platform onboarding', 'AP Biology workshop'],
  Marketing: ['School fair booth', 'Parent info night', 'Flyer distribution'],
};
const RATES: Record<Exclude<PayType, 'Training'>, readonly number[]> = {
  Miscellaneous: [25, 40],
  'Overtime Adjustment': [30, 35.5],
  Bonus: [50, 100, 150],
  Marketing: [12.5, 20],
};
const QUANTITIES = [1, 2, 1.5, 3, 4, 0.5, 6, 2.25] as const;

/** Every employee gets a training rate: tutors in turn from TRAINING_RATES, other staff 20. */
export function withTrainingRates(employees: readonly EmployeeRow[]): EmployeeRow[] {
  return employees.map((employee, index) => ({
    ...employee,
    trainingRate: employee.type === 'Tutor' ? TRAINING_RATES[index % TRAINING_RATES.length]! : 20,
  }));
}

/**
 * Payroll items of the demo's active employees over the last two months: a new one every
 * half day, paid when older than a month; every seventh pending one needs review. Marketing
 * items point at lead sources 1 to 3.
 */
export function generatePayrollItems(
  now: Date,
  employees: readonly EmployeeRow[],
  departments: readonly DepartmentRow[],
): PayrollItemRow[] {
  const payable = employees.filter((employee) => employee.active !== false);
  const items: PayrollItemRow[] = [];
  for (let index = 0; index < PAYROLL_ITEM_COUNT; index += 1) {
    const employee = payable[(index * 7) % payable.length]!;
    const department = departments[index % departments.length]!;
    const payType = PAY_TYPES[index % PAY_TYPES.length]!;
    const quantity = QUANTITIES[index % QUANTITIES.length]!;
    const rate =
      payType === 'Training'
        ? (employee.trainingRate ?? 0)
        : RATES[payType][index % RATES[payType].length]!;
    const createdAt = addDays(now, -(PAYROLL_ITEM_COUNT - index) / 2);
    const payDate = estimatedPayDate(createdAt.toISOString().slice(0, 10));
    const isPaid = now.getTime() - createdAt.getTime() > PAID_AFTER_DAYS * 24 * 3_600_000;
    const descriptions = DESCRIPTIONS[payType];
    items.push({
      id: index + 1,
      employeeId: employee.id,
      departmentId: department.id,
      payType,
      rate,
      quantity,
      pay: payFor(rate, quantity),
      description: descriptions[index % descriptions.length]!,
      editNotes: index % 5 === 4 ? 'Quantity corrected after the timesheet review' : null,
      hold: !isPaid && index % 7 === 3,
      paid: isPaid,
      paidAt: isPaid ? new Date(`${payDate}T22:00:00Z`) : null,
      linkType: payType === 'Marketing' ? PAYROLL_LINK_TYPE : null,
      linkId: payType === 'Marketing' ? (index % 3) + 1 : null,
      estimatedPayDate: payDate,
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    });
  }
  return items;
}
