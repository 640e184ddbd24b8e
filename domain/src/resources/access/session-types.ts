import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, anySignedIn } from '../../permissions/rules.ts';
import type { sessionTypeRecord } from '../session-types.ts';

export const sessionTypesAccess = {
  singular: 'session_type',
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof sessionTypeRecord>>;
