import { pendingTutoringsContract } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { pendingTutorings } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { integerIn, overlapWindow, stringIn } from '../filters.ts';
import { forTutor } from '../scopes.ts';

const window = overlapWindow(pendingTutorings.startsAt, pendingTutorings.endsAt);

/**
 * The pending dates of tutoring bookings (services/pending-tutorings.ts keeps and settles
 * them), read-only: staff read all, a tutor the dates of their own time.
 */
export const pendingTutoringsResource = defineResource({
  contract: pendingTutoringsContract,
  from: pendingTutorings,
  fields: {
    id: pendingTutorings.id,
    enrollmentId: pendingTutorings.enrollmentId,
    studentId: pendingTutorings.studentId,
    tutorId: pendingTutorings.tutorId,
    startsAt: pendingTutorings.startsAt,
    endsAt: pendingTutorings.endsAt,
    duration: pendingTutorings.duration,
    subjectIds: pendingTutorings.subjectIds,
    notes: pendingTutorings.notes,
    status: pendingTutorings.status,
    reasons: pendingTutorings.reasons,
    sessionId: pendingTutorings.sessionId,
    createdById: pendingTutorings.createdById,
    createdAt: pendingTutorings.createdAt,
    updatedAt: pendingTutorings.updatedAt,
  },
  idColumn: pendingTutorings.id,
  sortable: {
    id: pendingTutorings.id,
    starts_at: pendingTutorings.startsAt,
    created_at: pendingTutorings.createdAt,
  },
  defaultOrder: { column: 'starts_at', sort: 'asc' },
  filters: {
    enrollmentId: integerIn(pendingTutorings.enrollmentId, 'Enrollment id.'),
    studentId: integerIn(pendingTutorings.studentId, 'Student id.'),
    tutorId: integerIn(pendingTutorings.tutorId, 'Tutor (employee) id.'),
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    status: stringIn(pendingTutorings.status, 'pending, booked or failed (one or several).'),
  },
  includes: {
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' },
    enrollment: { kind: 'belongsTo', target: 'enrollments', foreignKey: 'enrollmentId' },
  },
  serialize: (row) => ({
    ...row,
    subjectIds: (row.subjectIds ?? []).map(Number),
    startsAt: isoRequired(row.startsAt),
    endsAt: isoRequired(row.endsAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) => eq(pendingTutorings.tutorId, employeeId)),
  },
});
