import { subjectsContract } from '@tp/domain';
import { subjects } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { stringIn, textSearch } from '../filters.ts';

export const subjectsResource = defineResource({
  contract: subjectsContract,
  from: subjects,
  fields: {
    id: subjects.id,
    name: subjects.name,
    categoryName: subjects.categoryName,
    language: subjects.language,
    lockVersion: subjects.lockVersion,
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
      { name: subjects.name, categoryName: subjects.categoryName },
      'Name or category contains (case-insensitive).',
    ),
  },
  serialize: (row) => ({ ...row }),
  write: { table: subjects },
});
