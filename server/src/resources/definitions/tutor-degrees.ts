import { degreeLevelName, tutorDegreesContract, type DegreeLevelId } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { tutorDegrees } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { integerIn } from '../filters.ts';

/**
 * A tutor's degrees (issue 25): the tutor reads and changes their own on the profile; staff read
 * every tutor's, and those who edit tutors change them. Newest graduation first.
 */
export const tutorDegreesResource = defineResource({
  contract: tutorDegreesContract,
  from: tutorDegrees,
  fields: {
    id: tutorDegrees.id,
    tutorId: tutorDegrees.tutorId,
    institution: tutorDegrees.institution,
    degreeLevel: tutorDegrees.degreeLevel,
    fieldOfStudy: tutorDegrees.fieldOfStudy,
    graduationYear: tutorDegrees.graduationYear,
    lockVersion: tutorDegrees.lockVersion,
  },
  idColumn: tutorDegrees.id,
  sortable: {
    id: tutorDegrees.id,
    graduation_year: tutorDegrees.graduationYear,
    institution: tutorDegrees.institution,
  },
  defaultOrder: { column: 'graduation_year', sort: 'desc' },
  filters: {
    tutorId: integerIn(tutorDegrees.tutorId, 'Tutor id.'),
  },
  includes: {
    tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' },
  },
  serialize: (row) => ({
    ...row,
    degreeLevel: row.degreeLevel as DegreeLevelId,
    degreeLevelName: degreeLevelName(String(row.degreeLevel)),
  }),
  readScopes: {
    tutor: (user) => (user.tutorId === null ? null : eq(tutorDegrees.tutorId, user.tutorId)),
  },
  write: { table: tutorDegrees },
});
