import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { staffOnly } from '../../permissions/rules.ts';
import type { paymentRecord } from '../payments.ts';

export const paymentsAccess = {
  singular: 'payment',
  access: {
    read: staffOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof paymentRecord>>;
