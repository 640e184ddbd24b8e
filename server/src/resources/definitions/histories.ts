import { historiesContract } from '@tp/domain';
import { courseHistories } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue } from '../filters.ts';
import { sql } from 'drizzle-orm';

/** The course history, read-only: rows are written by the course and session writes. */
export const historiesResource = defineResource({
  contract: historiesContract,
  from: courseHistories,
  fields: {
    id: courseHistories.id,
    referenceType: sql<'Course'>`'Course'`.as('reference_type'),
    referenceId: courseHistories.courseId,
    sessionId: courseHistories.sessionId,
    change: courseHistories.change,
    details: courseHistories.details,
    userId: courseHistories.userId,
    updatedBy: courseHistories.updatedBy,
    createdAt: courseHistories.createdAt,
  },
  idColumn: courseHistories.id,
  sortable: {
    id: courseHistories.id,
    created_at: courseHistories.createdAt,
    change: courseHistories.change,
  },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    referenceId: integerIn(courseHistories.courseId, 'The course id (referenceType Course).'),
    referenceType: filter({
      description: 'Course (the only type kept so far).',
      valueType: 'string',
      value: queryValue.string,
      where: (values) => (values.every((v) => v === 'Course') ? undefined : sql`false`),
    }),
    sessionId: integerIn(courseHistories.sessionId, 'Changes to one session.'),
  },
  serialize: (row) => ({ ...row, createdAt: isoRequired(row.createdAt) }),
});
