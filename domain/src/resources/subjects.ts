import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, storableText } from './payload-fields.ts';
import { subjectsAccess } from './access/subjects.ts';

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
  singular: subjectsAccess.singular,
  summary: 'What is taught (SAT Math, Algebra I...), grouped by category, per language.',
  record: subjectRecord,
  create: subjectCreate,
  update: subjectCreate.partial(),
  access: subjectsAccess.access,
});
