import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { schedulingStaff, staffOrOwn } from '../../permissions/rules.ts';
import type { assignmentRecord } from '../assignments.ts';

export const assignmentsAccess = {
  singular: 'assignment',
  access: {
    read: staffOrOwn(),
    create: schedulingStaff(),
    update: schedulingStaff(),
    delete: schedulingStaff(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof assignmentRecord>>;
