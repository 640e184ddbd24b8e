import { z } from 'zod';
import { isValidTimeZone } from '../time-zone.ts';
import { schedulingStaff, staffOrOwn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import type { Parent } from './parents.ts';
import { integer, recordId, storableText } from './payload-fields.ts';

export const studentRecord = z.object({
  id: integer,
  userId: integer.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  grade: integer.nullable(),
  timeZone: z.string().nullable(),
  parentId: integer.nullable(),
  points: integer,
  active: z.boolean(),
  lockVersion: integer,
});
export type Student = z.infer<typeof studentRecord> & { parent?: Parent | null };

export const studentCreate = z.object({
  firstName: storableText.trim().min(1).max(100),
  lastName: storableText.trim().min(1).max(100),
  grade: z.number().int().min(-1).max(12).nullable().optional(),
  timeZone: storableText.refine(isValidTimeZone, 'is not a known time zone').nullable().optional(),
  parentId: recordId.nullable().optional(),
  active: z.boolean().optional(),
});

export const studentsContract = defineContract({
  name: 'students',
  singular: 'student',
  summary: 'Students, each optionally with a parent and a sign-in user.',
  record: studentRecord,
  create: studentCreate,
  update: studentCreate.partial(),
  access: {
    read: staffOrOwn(),
    create: schedulingStaff(),
    update: schedulingStaff(),
    delete: schedulingStaff(),
  },
});
