import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, anySignedIn } from '../../permissions/rules.ts';
import type { testDateRecord } from '../test-dates.ts';

export const testDatesAccess = {
  singular: 'test_date',
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof testDateRecord>>;
