import type { EmployeeRow, EmploymentPeriodRow } from './types.ts';

/** A timestamp's calendar date as the employee row holds it (midnight UTC: the date as written). */
const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Each demo employee's one employment period, from the dates the employee row holds, as
 * migration 0026 gave every existing employee: an employee's page lists the period it is in
 * (or ended), and a rehire in the demo opens a second one beside it.
 */
export function generateEmploymentPeriods(
  employees: readonly EmployeeRow[],
): EmploymentPeriodRow[] {
  return employees
    .filter((employee) => employee.hireDate)
    .map((employee, index) => ({
      id: index + 1,
      employeeId: employee.id,
      hireDate: utcDate(employee.hireDate!),
      endDate: employee.endDate ? utcDate(employee.endDate) : null,
      endReason: null,
      createdAt: employee.hireDate!,
    }));
}
