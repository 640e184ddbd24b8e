import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { anySignedIn } from '../../permissions/rules.ts';
import type { levelRecord } from '../levels.ts';

export const levelsAccess = {
  singular: 'level',
  access: {
    read: anySignedIn(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof levelRecord>>;
