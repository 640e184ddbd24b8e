import {
  TUTORING_SESSION_TYPE,
  tutoringsContract,
  type TutoringBooking,
  type TutoringReschedule,
} from '@tp/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { courses, enrollments, sessionTopics, sessions } from '../../db/schema/index.ts';
import { bookTutoring, type BookingOutcome } from '../../services/booking.ts';
import {
  bookingAuthorityFor,
  cancelFamilyTutoring,
  rescheduleFamilyTutoring,
} from '../../services/family-booking.ts';
import type { Db } from '../../db/client.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, overlapWindow, queryValue, upcoming } from '../filters.ts';
import { findRow } from '../query.ts';
import { forStudents, forTutor, isIn, qualified, tutorSessionIds } from '../scopes.ts';
import type { CallContext, Resource } from '../types.ts';

const subjectIds = sql<
  number[]
>`coalesce((select array_agg(t.subject_id order by t.position, t.subject_id)
  from ${sessionTopics} t where t.session_id = ${qualified(sessions.id)}), '{}'::int[])`;
const title = sql<string>`coalesce((select c.title from ${courses} c
  where c.id = ${qualified(sessions.courseId)}), '')`;

const window = overlapWindow(sessions.startsAt, sessions.endsAt);

/**
 * Tutorings are the Tutoring sessions booked on an enrollment: the sessions table joined to
 * the enrollment they draw on (which names the student). Reads follow the sessions' scopes: a
 * tutor their own, a student or parent theirs through the enrollment.
 */
export const tutoringsResource: Resource = defineResource({
  contract: tutoringsContract,
  from: sessions,
  joins: [
    {
      table: enrollments,
      on: and(eq(enrollments.id, sessions.enrollmentId), eq(sessions.type, TUTORING_SESSION_TYPE))!,
    },
  ],
  fields: {
    id: sessions.id,
    courseId: sessions.courseId,
    enrollmentId: enrollments.id,
    studentId: enrollments.studentId,
    supervisorId: sessions.supervisorId,
    title: title.as('tutoring_title'),
    startsAt: sessions.startsAt,
    endsAt: sessions.endsAt,
    duration: sessions.duration,
    notes: sessions.notes,
    subjectIds: subjectIds.as('subject_ids'),
    canceledAt: sessions.canceledAt,
    scheduledById: sessions.scheduledById,
    createdAt: sessions.createdAt,
    lockVersion: sessions.lockVersion,
  },
  idColumn: sessions.id,
  sortable: {
    id: sessions.id,
    starts_at: sessions.startsAt,
    ends_at: sessions.endsAt,
    created_at: sessions.createdAt,
  },
  defaultOrder: { column: 'starts_at', sort: 'asc' },
  filters: {
    studentId: integerIn(enrollments.studentId, 'Student id.'),
    enrollmentId: integerIn(enrollments.id, 'Enrollment id.'),
    tutorId: integerIn(sessions.supervisorId, 'Tutor (employee) id.'),
    courseId: integerIn(sessions.courseId, 'Course id.'),
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    upcoming: upcoming(sessions.startsAt, 'true: starting after now; false: started already.'),
    canceled: filter({
      description: 'true: canceled tutorings only; false: those not canceled.',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['canceledAt'],
      where: (values) =>
        new Set(values).size === 1
          ? values[0]
            ? isNotNull(sessions.canceledAt)
            : isNull(sessions.canceledAt)
          : undefined,
    }),
  },
  includes: {
    supervisor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'supervisorId' },
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    enrollment: { kind: 'belongsTo', target: 'enrollments', foreignKey: 'enrollmentId' },
    course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
  },
  serialize: (row) => ({
    ...row,
    subjectIds: (row.subjectIds ?? []).map(Number),
    startsAt: isoRequired(row.startsAt),
    endsAt: isoRequired(row.endsAt),
    canceledAt: iso(row.canceledAt),
    createdAt: isoRequired(row.createdAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) => isIn(sessions.id, tutorSessionIds(employeeId))),
    student: forStudents('student', (ids) => sql`${enrollments.studentId} in ${ids}`),
    parent: forStudents('parent', (ids) => sql`${enrollments.studentId} in ${ids}`),
  },
  actions: {
    book: {
      async run({ tx, ctx, input }) {
        const request = input as unknown as TutoringBooking;
        const booking = await bookTutoring(tx, ctx, request, bookingAuthorityFor(ctx.user));
        return { output: await bookingAnswer(tx, ctx, booking), afterCommit: booking.afterCommit };
      },
    },
    cancel: { run: ({ tx, ctx, id }) => cancelFamilyTutoring(tx, ctx, id!) },
    reschedule: {
      async run({ tx, ctx, id, input }) {
        const moved = await rescheduleFamilyTutoring(tx, ctx, id!, input as TutoringReschedule);
        return {
          output: await bookingAnswer(tx, ctx, moved.booking),
          afterCommit: moved.afterCommit,
        };
      },
    },
  },
});

/** POST /tutorings' answer: the primary session as a tutoring, every date's outcome, the refusals. */
async function bookingAnswer(tx: Db, ctx: CallContext, booking: BookingOutcome) {
  // Null when nothing was booked: every date is pending (kept) or failed.
  const row =
    booking.primarySessionId === null
      ? null
      : await findRow(tx, tutoringsResource, booking.primarySessionId);
  return {
    tutoring: row ? tutoringsResource.serialize(row, ctx) : null,
    meta: booking.meta,
    errors: booking.errors,
  };
}
