import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { staffOnly } from '../../permissions/rules.ts';
import type { courseTemplateRecord } from '../course-templates.ts';

export const courseTemplatesAccess = {
  singular: 'course_template',
  access: {
    read: staffOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof courseTemplateRecord>>;
