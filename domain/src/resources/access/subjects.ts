import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, anySignedIn } from '../../permissions/rules.ts';
import type { subjectRecord } from '../subjects.ts';

export const subjectsAccess = {
  singular: 'subject',
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof subjectRecord>>;
