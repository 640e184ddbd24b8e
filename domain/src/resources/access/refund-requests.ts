import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, staffOnly } from '../../permissions/rules.ts';
import type { refundRequestRecord } from '../refund-requests.ts';

export const refundRequestsAccess = {
  singular: 'refundRequest',
  access: {
    read: staffOnly(),
    create: staffOnly(),
    update: staffOnly(),
  },
  actions: {
    categories: staffOnly(),
    approve: adminOnly(),
    processManually: adminOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof refundRequestRecord>>;
