import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, anySignedIn } from '../../permissions/rules.ts';
import type { departmentRecord } from '../departments.ts';

export const departmentsAccess = {
  singular: 'department',
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof departmentRecord>>;
