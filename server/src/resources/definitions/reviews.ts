import { reviewsContract } from '@tp/domain';
import { eq, gt, inArray, sql } from 'drizzle-orm';
import { reviews, sessions } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { booleanIs, filter, integerIn, queryValue } from '../filters.ts';

export const reviewsResource = defineResource({
  contract: reviewsContract,
  from: reviews,
  fields: {
    id: reviews.id,
    sessionId: reviews.sessionId,
    tutorId: reviews.tutorId,
    studentId: reviews.studentId,
    stars: reviews.stars,
    comments: reviews.comments,
    completed: reviews.completed,
    featured: reviews.featured,
    createdAt: reviews.createdAt,
    lockVersion: reviews.lockVersion,
  },
  idColumn: reviews.id,
  sortable: {
    id: reviews.id,
    created_at: reviews.createdAt,
    stars: reviews.stars,
  },
  // The newest review first: what staff look at after a day of sessions.
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    stars: integerIn(reviews.stars, 'Rating in stars (1 to 5); several values match any.'),
    completed: booleanIs(reviews.completed, 'Completed by the student (true) or not (false).'),
    featured: booleanIs(reviews.featured, 'Featured (true) or not (false).'),
    mustHaveComment: filter({
      description: 'With at least one comment choice ticked (true); false filters nothing.',
      valueType: 'boolean',
      value: queryValue.boolean,
      // Only "must have" narrows the list: the screen's quick filter is on or off.
      where: (values) =>
        values.includes(true) ? gt(sql`cardinality(${reviews.comments})`, 0) : undefined,
    }),
    tutorId: integerIn(reviews.tutorId, 'Tutor id.'),
    studentId: integerIn(reviews.studentId, 'Student id.'),
    sessionId: integerIn(reviews.sessionId, 'Session id.'),
    // A course's reviews (the course page's manager options): those of its sessions.
    courseId: filter({
      description: "Course id: the reviews of the course's sessions.",
      valueType: 'integer',
      value: queryValue.integer,
      where: (values) =>
        sql`${reviews.sessionId} in (select ${sessions.id} from ${sessions}
          where ${inArray(sessions.courseId, values)})`,
    }),
  },
  includes: {
    tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' },
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    session: { kind: 'belongsTo', target: 'sessions', foreignKey: 'sessionId' },
  },
  serialize: (row) => ({ ...row, createdAt: isoRequired(row.createdAt) }),
  readScopes: {
    // The reviews about the tutor (domain's rule compares the review's tutorId with theirs).
    tutor: (user) => (user.tutorId === null ? null : eq(reviews.tutorId, user.tutorId)),
  },
  write: { table: reviews },
});
