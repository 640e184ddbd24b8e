import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { rolesOnly, staffOrFamilyOwn } from '../../permissions/rules.ts';
import { ENROLLMENT_MANAGER_ROLES } from './enrollments.ts';
import type { installmentRecord } from '../installments.ts';

export const installmentsAccess = {
  singular: 'installment',
  access: {
    read: staffOrFamilyOwn(),
  },
  actions: {
    processPayment: rolesOnly(ENROLLMENT_MANAGER_ROLES),
  },
} satisfies ResourceAccess<z.infer<typeof installmentRecord>>;
