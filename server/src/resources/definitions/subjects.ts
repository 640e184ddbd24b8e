import { z } from 'zod';
import { subjects } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { stringIn, textSearch } from '../filters.ts';

const subjectPayload = z.object({
  name: z.string().trim().min(1).max(100),
  categoryName: z.string().trim().min(1).max(100),
  language: z.string().trim().min(2).max(8).optional(),
});

export const subjectsResource = defineResource({
  name: 'subjects',
  summary: 'What is taught (SAT Math, Algebra I...), grouped by category, per language.',
  from: subjects,
  fields: {
    id: subjects.id,
    name: subjects.name,
    categoryName: subjects.categoryName,
    language: subjects.language,
  },
  idColumn: subjects.id,
  sortable: {
    id: subjects.id,
    name: subjects.name,
    category_name: subjects.categoryName,
    language: subjects.language,
  },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: {
    language: stringIn(subjects.language, 'Language code (en, es...).'),
    query: textSearch(
      [subjects.name, subjects.categoryName],
      'Name or category contains (case-insensitive).',
    ),
  },
  serialize: (row) => ({ ...row }),
  record: z.object({
    id: z.number().int(),
    name: z.string(),
    categoryName: z.string(),
    language: z.string(),
  }),
  write: { table: subjects, create: subjectPayload, update: subjectPayload.partial() },
});
