import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { PAY_TYPES, type PayrollEmployeeChoice } from '@tp/domain';

/** The pay types of spec §9 as choices (their labels are their ids). */
export const PAY_TYPE_CHOICES = PAY_TYPES.map((type) => ({ id: type, name: type }));

/**
 * The employees a payroll item may be for (the `employee_choices` action: every employee by
 * name, with the training rate for admins), loaded once per screen.
 */
export function usePayrollEmployees(): { employees: PayrollEmployeeChoice[]; isLoading: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [employees, setEmployees] = useState<PayrollEmployeeChoice[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    dataProvider
      .action('payroll_items', 'employeeChoices')
      .then(({ data }) => {
        if (isCurrent) setEmployees(data.employees);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setEmployees([]);
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
          type: 'error',
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, notify]);
  return { employees: employees ?? [], isLoading: employees === null };
}

/** A choice's label: inactive employees say so. */
export function employeeLabel(employee: PayrollEmployeeChoice): string {
  return employee.active ? employee.fullName : `${employee.fullName} (inactive)`;
}
