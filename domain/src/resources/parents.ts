import { z } from 'zod';
import { staffOrOwn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import { integer } from './payload-fields.ts';

export const parentRecord = z.object({
  id: integer,
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  timeZone: z.string().nullable(),
});
/** A parent (guardian). Tutors read only the parents of students they teach. */
export type Parent = z.infer<typeof parentRecord>;

export const parentsContract = defineContract({
  name: 'parents',
  singular: 'parent',
  summary: 'Parents (guardians) of students, with their user details.',
  record: parentRecord,
  access: { read: staffOrOwn() },
});
