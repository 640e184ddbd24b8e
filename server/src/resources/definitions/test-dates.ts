import { testDatesContract } from '@tp/domain';
import { testDates } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { integerIn } from '../filters.ts';

export const testDatesResource = defineResource({
  contract: testDatesContract,
  from: testDates,
  fields: {
    id: testDates.id,
    subjectId: testDates.subjectId,
    title: testDates.title,
    date: testDates.date,
    lockVersion: testDates.lockVersion,
  },
  idColumn: testDates.id,
  sortable: { id: testDates.id, date: testDates.date, title: testDates.title },
  defaultOrder: { column: 'date', sort: 'asc' },
  filters: { subjectId: integerIn(testDates.subjectId, 'Subject id.') },
  includes: {
    subject: { kind: 'belongsTo', target: 'subjects', foreignKey: 'subjectId' },
  },
  serialize: (row) => ({ ...row }),
  write: { table: testDates },
});
