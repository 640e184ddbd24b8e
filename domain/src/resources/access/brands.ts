import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, anySignedIn } from '../../permissions/rules.ts';
import type { brandRecord } from '../brands.ts';

export const brandsAccess = {
  singular: 'brand',
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof brandRecord>>;
