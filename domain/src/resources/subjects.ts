import { z } from 'zod';
import { adminOnly, anySignedIn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import { integer, storableText } from './payload-fields.ts';

export const subjectRecord = z.object({
  id: integer,
  name: z.string(),
  categoryName: z.string(),
  language: z.string(),
  lockVersion: integer,
});
export type Subject = z.infer<typeof subjectRecord>;

export const subjectCreate = z.object({
  name: storableText.trim().min(1).max(100),
  categoryName: storableText.trim().min(1).max(100),
  language: storableText.trim().min(2).max(8).optional(),
});

export const subjectsContract = defineContract({
  name: 'subjects',
  singular: 'subject',
  summary: 'What is taught (SAT Math, Algebra I...), grouped by category, per language.',
  record: subjectRecord,
  create: subjectCreate,
  update: subjectCreate.partial(),
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
});
