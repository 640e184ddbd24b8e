import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly } from '../../permissions/rules.ts';
import type { auditEventRecord } from '../audit-events.ts';

export const auditEventsAccess = {
  singular: 'auditEvent',
  access: {
    read: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof auditEventRecord>>;
