import {
  PENDING_EXPIRED_REASON,
  PENDING_TUTORING_STATUSES,
  isPendingDateExpired,
  pendingTutoringsContract,
  type PendingTutoringStatus,
} from '@tp/domain';
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { pendingTutorings } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { filter, integerIn, overlapWindow, queryValue } from '../filters.ts';
import { forTutor } from '../scopes.ts';

const window = overlapWindow(pendingTutorings.startsAt, pendingTutorings.endsAt);

const isStatus = (value: string): value is PendingTutoringStatus =>
  (PENDING_TUTORING_STATUSES as readonly string[]).includes(value);

/**
 * A date still marked pending whose start has passed reads as expired (domain's
 * isPendingDateExpired) before the sweep records it, so the filter asks the same of SQL.
 */
function statusCondition(status: PendingTutoringStatus, now: Date): SQL | undefined {
  const { status: column, startsAt } = pendingTutorings;
  if (status === 'pending') return and(eq(column, 'pending'), gt(startsAt, now));
  if (status === 'expired')
    return or(eq(column, 'expired'), and(eq(column, 'pending'), lte(startsAt, now)));
  return eq(column, status);
}

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
    status: filter({
      description:
        'pending, booked, failed or expired (one or several); a pending date whose start has passed is expired.',
      valueType: 'string',
      value: queryValue.string,
      where: (values, ctx) =>
        // An unknown status matches nothing, as any other value that no row has.
        or(...values.filter(isStatus).map((status) => statusCondition(status, ctx.now))) ??
        sql`false`,
    }),
  },
  includes: {
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' },
    enrollment: { kind: 'belongsTo', target: 'enrollments', foreignKey: 'enrollmentId' },
  },
  serialize: (row, view) => ({
    ...row,
    ...(isPendingDateExpired(row, view.now)
      ? { status: 'expired' as const, reasons: [PENDING_EXPIRED_REASON] }
      : {}),
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
