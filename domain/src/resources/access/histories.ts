import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { staffOnly } from '../../permissions/rules.ts';
import type { historyRecord } from '../histories.ts';

export const historiesAccess = {
  singular: 'history',
  access: {
    read: staffOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof historyRecord>>;
