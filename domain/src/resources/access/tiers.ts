import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, staffOnly } from '../../permissions/rules.ts';
import type { tierRecord } from '../tiers.ts';

export const tiersAccess = {
  singular: 'tier',
  access: {
    read: staffOnly(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {
    assignTutors: adminOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof tierRecord>>;
