import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { rolesOnly } from '../../permissions/rules.ts';
import { type Role } from '../../roles.ts';
import type { PayrollItem, payrollItemRecord } from '../payroll-items.ts';

/**
 * Who works with payroll (spec §6: admins; HR edits items; instruction managers add items and
 * may hold one for review). Other staff, tutors and families see nothing of it.
 */
export const PAYROLL_ROLES: readonly Role[] = ['admin', 'hr', 'instruction_manager'];

const payrollStaff = () => rolesOnly<PayrollItem>(PAYROLL_ROLES);

export const payrollItemsAccess = {
  singular: 'payroll_item',
  access: {
    read: payrollStaff(),
    create: payrollStaff(),
    // Instruction managers update only the hold (field rules); HR and admins the rest.
    update: payrollStaff(),
    delete: rolesOnly(['admin']),
  },
  actions: {
    markPaid: rolesOnly(['admin']),
    batchUpload: payrollStaff(),
    employeeChoices: payrollStaff(),
  },
} satisfies ResourceAccess<z.infer<typeof payrollItemRecord>>;
