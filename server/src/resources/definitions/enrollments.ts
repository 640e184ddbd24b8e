import {
  courseEndInstant,
  cancelEffectiveAt,
  cancelRefusal,
  courseEnrollmentRefusal,
  enrollmentsContract,
  enrollmentHoursOf,
  enrollmentState,
  enrollmentTypeErrors,
  removeRefusal,
  transferRefusal,
  uncancelRefusal,
  type CancellationReason,
  type EnrollmentFacts,
  type EnrollmentStatus,
  type AddHoursPriceQuery,
  type ArrearBillingUpdate,
  type CalendarDate,
  type EnrollmentType,
  type SubscriptionState,
} from '@tp/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attendances,
  courses,
  employees,
  enrollments,
  sessions,
  students,
  tutors,
  users,
} from '../../db/schema/index.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import { addHoursAction } from '../../payments/add-hours.ts';
import { priceHoursOrder, shownPrice } from '../../payments/hours-order.ts';
import { qualificationOf } from '../../services/staffing.ts';
import { payAsYouGoOffPreview } from '../../services/pay-as-you-go-off.ts';
import { enrollmentHoursFactsSql, hoursFactsOf } from '../../services/enrollment-hours-facts.ts';
import { isTutoringEnrollment } from '../../services/student-hours.ts';
import { setArrearBilling } from '../../services/pay-as-you-go.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { enrollmentSubscriptionActions } from './enrollment-subscription-actions.ts';
import { filter, integerIn, queryValue, stringIn, expressionSearch } from '../filters.ts';
import {
  coursesOfSessions,
  forStudents,
  forTutor,
  isIn,
  qualified,
  tutorSessionIds,
} from '../scopes.ts';
import type { WireRecord } from '../types.ts';
import { assertStartWithin, assertStartWithinCourse } from '../../services/enrollment-start.ts';
import { publishNewNotices } from '../../services/notices.ts';
import { noticeEnrollmentUpdated } from '../../services/notices-events.ts';

const studentNameSql = sql<string>`coalesce((select s.first_name || ' ' || s.last_name
  from ${students} s where s.id = ${qualified(enrollments.studentId)}), '')`;
const courseTitleSql = sql<string>`coalesce((select c.title from ${courses} c
  where c.id = ${qualified(enrollments.courseId)}), '')`;
const tutorNameSql = sql<string | null>`(select u.first_name || ' ' || u.last_name
  from ${employees} e join ${users} u on u.id = e.user_id where e.id = ${qualified(enrollments.tutorId)})`;

/** The student's attendances in the course's sessions: booked or attended (not marked absent). */
const attendancesCountSql = (attendedOnly: boolean) => sql<number>`(select count(*)::int
  from ${attendances} a join ${sessions} s on s.id = a.session_id
  where s.course_id = ${qualified(enrollments.courseId)}
    and a.student_id = ${qualified(enrollments.studentId)}
    and ${attendedOnly ? sql`a.attended = true` : sql`a.attended is distinct from false`})`;

/** Student name or course title contains the text (case-insensitive). */
const searchFilter = expressionSearch({
  searched: [studentNameSql, courseTitleSql],
  reveals: ['studentName', 'courseTitle'],
  description: 'Student name or course title contains (case-insensitive).',
});

interface CourseFacts {
  id: number;
  title: string;
  status: string;
  /** Calendar dates, as an enrollment's start is. */
  startsAt: CalendarDate | null;
  endsAt: CalendarDate | null;
}

/** The course as the enrollment rules read it. */
async function courseFacts(tx: Db, id: number): Promise<CourseFacts | undefined> {
  const [course] = await tx
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
    })
    .from(courses)
    .where(eq(courses.id, id));
  return course;
}

/** 422 on `field` unless the course exists and takes enrollments. */
async function enrollableCourse(tx: Db, id: number, field: string): Promise<CourseFacts> {
  const course = await courseFacts(tx, id);
  if (!course) throw new Invalid({ [field]: ['is not a course'] });
  const refusal = courseEnrollmentRefusal(course.status);
  if (refusal) throw new Invalid({ [field]: [refusal] });
  return course;
}

/** 422 unless the chosen tutor is a tutor. */
async function assertTutor(tx: Db, tutorId: number | null | undefined): Promise<void> {
  if (tutorId === null || tutorId === undefined) return;
  const [found] = await tx.select({ id: tutors.id }).from(tutors).where(eq(tutors.id, tutorId));
  if (!found) throw new Invalid({ tutorId: ['is not a tutor'] });
}

function assertTypeAgrees(values: {
  type?: EnrollmentType | undefined;
  limitedAttendancesCount?: number | null | undefined;
}): void {
  const errors = enrollmentTypeErrors(values);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

const factsOf = (record: WireRecord): EnrollmentFacts => record as unknown as EnrollmentFacts;

export const enrollmentsResource = defineResource({
  contract: enrollmentsContract,
  from: enrollments,
  fields: {
    id: enrollments.id,
    courseId: enrollments.courseId,
    studentId: enrollments.studentId,
    status: enrollments.status,
    type: enrollments.type,
    limitedAttendancesCount: enrollments.limitedAttendancesCount,
    tutorId: enrollments.tutorId,
    startsAt: enrollments.startsAt,
    unenrolledAt: enrollments.unenrolledAt,
    cancelReason: enrollments.cancelReason,
    cancelNote: enrollments.cancelNote,
    transferredToId: enrollments.transferredToId,
    arrearBilling: enrollments.arrearBilling,
    tutoring: isTutoringEnrollment.as('tutoring'),
    hoursFacts: enrollmentHoursFactsSql(qualified(enrollments.id)).as('hours_facts'),
    attendancesCount: attendancesCountSql(false).as('attendances_count'),
    attendancesAttendedCount: attendancesCountSql(true).as('attendances_attended_count'),
    studentName: studentNameSql.as('student_name'),
    courseTitle: courseTitleSql.as('course_title'),
    tutorName: tutorNameSql.as('tutor_name'),
    state: enrollments.subscriptionState,
    trialEndsAt: enrollments.trialEndsAt,
    contractEndsAt: enrollments.contractEndsAt,
    balanceCents: enrollments.balanceCents,
    creditCents: enrollments.creditCents,
    delayedCancelAt: enrollments.delayedCancelAt,
    canceledAt: enrollments.canceledAt,
    autoRenew: enrollments.autoRenew,
    couponCode: enrollments.couponCode,
    createdAt: enrollments.createdAt,
    lockVersion: enrollments.lockVersion,
  },
  idColumn: enrollments.id,
  sortable: {
    id: enrollments.id,
    course_id: enrollments.courseId,
    student_id: enrollments.studentId,
    status: enrollments.status,
    type: enrollments.type,
    starts_at: enrollments.startsAt,
    unenrolled_at: enrollments.unenrolledAt,
    created_at: enrollments.createdAt,
    student_name: studentNameSql,
    course_title: courseTitleSql,
  },
  filters: {
    courseId: integerIn(enrollments.courseId, 'Course id.'),
    studentId: integerIn(enrollments.studentId, 'Student id.'),
    tutorId: integerIn(enrollments.tutorId, 'Chosen tutor (employee id).'),
    status: stringIn(enrollments.status, 'Status: active or canceled.'),
    type: stringIn(enrollments.type, 'Type: Enrollment or LimitedEnrollment.'),
    active: filter({
      description: 'true: active enrollees; false: unenrolled (canceled or transferred).',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['status'],
      where: (values) =>
        new Set(values).size === 1
          ? values[0]
            ? eq(enrollments.status, 'active')
            : ne(enrollments.status, 'active')
          : undefined,
    }),
    query: searchFilter,
  },
  includes: {
    course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' },
  },
  serialize: ({ hoursFacts, ...row }, { now }) => {
    const type = row.type as EnrollmentType;
    // Every enrollment row has its facts (the query reads them by the row's own id).
    const hours = enrollmentHoursOf(hoursFactsOf(hoursFacts)!, now);
    // The fields the row does not have go first: added after a spread of the row, V8 took
    // several times longer to build the record (measured on the enrollments list).
    return {
      maxedOut: hours.maxedOut,
      hours,
      ...row,
      status: row.status as EnrollmentStatus,
      type,
      cancelReason: row.cancelReason as CancellationReason | null,
      unenrolledAt: iso(row.unenrolledAt),
      state: row.state as SubscriptionState,
      trialEndsAt: iso(row.trialEndsAt),
      contractEndsAt: iso(row.contractEndsAt),
      delayedCancelAt: iso(row.delayedCancelAt),
      canceledAt: iso(row.canceledAt),
      createdAt: isoRequired(row.createdAt),
    };
  },
  readScopes: {
    // A tutor: the enrollments of courses they teach, and those that chose them.
    tutor: forTutor(
      (employeeId) =>
        sql`(${isIn(enrollments.courseId, coursesOfSessions(tutorSessionIds(employeeId)))} or ${eq(
          enrollments.tutorId,
          employeeId,
        )})`,
    ),
    student: forStudents('student', (ids) => isIn(enrollments.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(enrollments.studentId, ids)),
  },
  write: {
    table: enrollments,
    toValues: (payload, current) => {
      const merged = { ...(current ?? {}), ...payload } as {
        type?: EnrollmentType;
        limitedAttendancesCount?: number | null;
      };
      // Turning a limited enrollment standard drops its limit (as the brand form's toggle does).
      const values =
        current && payload.type === 'Enrollment' && payload.limitedAttendancesCount === undefined
          ? { ...payload, limitedAttendancesCount: null }
          : payload;
      assertTypeAgrees({ ...merged, ...values });
      return values;
    },
    hooks: {
      async before(tx, id) {
        const [row] = await tx
          .select({ attendancesCount: attendancesCountSql(false) })
          .from(enrollments)
          .where(eq(enrollments.id, id));
        return row;
      },
      async after(tx, { action, id, before, payload }, ctx) {
        if (action === 'deleted') {
          const refusal = removeRefusal(before as { attendancesCount: number });
          // A record others depend on (its attendances) is a 409 on delete, as the engine's.
          if (refusal) throw new Conflict(`This enrollment ${refusal}.`);
          return;
        }
        if (!payload) return;
        await assertTutor(tx, payload.tutorId as number | null | undefined);
        if (payload.startsAt != null || payload.courseId !== undefined)
          await assertStartWithinCourse(tx, id);
        if (action === 'created') {
          const course = await enrollableCourse(tx, payload.courseId as number, 'courseId');
          // Starts with the course unless the form says otherwise (an empty start included,
          // as batch enroll reads it).
          if (payload.startsAt == null && course.startsAt)
            await tx
              .update(enrollments)
              .set({ startsAt: course.startsAt })
              .where(eq(enrollments.id, id));
        }
        const notices = await noticeEnrollmentUpdated(tx, ctx, id);
        return () => publishNewNotices(ctx.deps.realtime, notices);
      },
    },
  },
  actions: {
    qualification: {
      run: async ({ tx, input }) => ({
        output: await qualificationOf(tx, input as { employeeId: number; brandName: string }),
      }),
    },
    batchEnroll: {
      async run({ tx, input }) {
        const batch = input as {
          courseId: number;
          studentIds: number[];
          tutorId?: number | null;
          type?: EnrollmentType;
          limitedAttendancesCount?: number | null;
          startsAt?: CalendarDate | null;
        };
        const studentIds = [...new Set(batch.studentIds)];
        assertTypeAgrees(batch);
        const course = await enrollableCourse(tx, batch.courseId, 'courseId');
        assertStartWithin(batch.startsAt, course);
        await assertTutor(tx, batch.tutorId);
        const found = await tx
          .select({ id: students.id })
          .from(students)
          .where(inArray(students.id, studentIds));
        const missing = studentIds.filter((id) => !found.some((s) => s.id === id));
        if (missing.length > 0)
          throw new Invalid({ studentIds: [`are not students: ${missing.join(', ')}`] });
        const taken = await tx
          .select({ name: sql<string>`${students.firstName} || ' ' || ${students.lastName}` })
          .from(enrollments)
          .innerJoin(students, eq(students.id, enrollments.studentId))
          .where(
            and(eq(enrollments.courseId, course.id), inArray(enrollments.studentId, studentIds)),
          );
        if (taken.length > 0) {
          const names = taken.map((t) => t.name).join(', ');
          throw new Conflict(
            `Already enrolled in ${course.title} (or canceled: uncancel instead): ${names}.`,
          );
        }
        const inserted = await tx
          .insert(enrollments)
          .values(
            studentIds.map((studentId) => ({
              courseId: course.id,
              studentId,
              tutorId: batch.tutorId ?? null,
              type: batch.type ?? 'Enrollment',
              limitedAttendancesCount: batch.limitedAttendancesCount ?? null,
              startsAt: batch.startsAt ?? course.startsAt,
            })),
          )
          .returning({ id: enrollments.id });
        return { output: { enrollmentIds: inserted.map((row) => row.id) } };
      },
    },
    cancel: {
      async run({ tx, ctx, id, record, input }) {
        const cancel = input as {
          cancelReason: CancellationReason;
          cancelNote?: string | null;
          immediately?: boolean;
        };
        const refusal = cancelRefusal(enrollmentState(factsOf(record!), ctx.now));
        if (refusal) throw new Invalid({ status: [refusal] });
        const course = await courseFacts(tx, record!.courseId as number);
        const effectiveAt = cancelEffectiveAt(
          cancel.immediately ?? false,
          courseEndInstant(course?.endsAt),
          ctx.now,
        );
        await tx
          .update(enrollments)
          .set({
            status: 'canceled',
            unenrolledAt: effectiveAt,
            cancelReason: cancel.cancelReason,
            cancelNote: cancel.cancelNote ?? null,
          })
          .where(eq(enrollments.id, id!));
      },
    },
    uncancel: {
      async run({ tx, ctx, id, record }) {
        const refusal = uncancelRefusal(enrollmentState(factsOf(record!), ctx.now));
        if (refusal) throw new Invalid({ status: [refusal] });
        await enrollableCourse(tx, record!.courseId as number, 'courseId');
        await tx
          .update(enrollments)
          .set({ status: 'active', unenrolledAt: null, cancelReason: null, cancelNote: null })
          .where(eq(enrollments.id, id!));
      },
    },
    addHours: addHoursAction,
    addHoursPrice: {
      run: async ({ tx, ctx, id, input }) => {
        const { couponCode } = input as AddHoursPriceQuery;
        return { output: shownPrice(await priceHoursOrder(tx, id!, couponCode, ctx.now)) };
      },
    },
    payAsYouGoOff: {
      run: async ({ tx, ctx, id }) => ({ output: await payAsYouGoOffPreview(tx, id!, ctx.now) }),
    },
    arrearBilling: {
      run: ({ tx, ctx, id, input }) => setArrearBilling(tx, ctx, id!, input as ArrearBillingUpdate),
    },
    ...enrollmentSubscriptionActions,
    transfer: {
      async run({ tx, ctx, id, record, input }) {
        const { itemId } = input as { itemId: number };
        const from = factsOf(record!);
        const refusal = transferRefusal(
          enrollmentState(from, ctx.now),
          record!.courseId as number,
          itemId,
        );
        if (refusal) throw new Invalid({ [refusal.field]: [refusal.message] });
        const course = await enrollableCourse(tx, itemId, 'itemId');
        const studentId = record!.studentId as number;
        const [existing] = await tx
          .select({ id: enrollments.id, status: enrollments.status })
          .from(enrollments)
          .where(and(eq(enrollments.courseId, course.id), eq(enrollments.studentId, studentId)));
        if (existing?.status === 'active')
          throw new Conflict(`The student is already enrolled in ${course.title}.`);
        const carried = {
          type: from.type,
          limitedAttendancesCount: from.limitedAttendancesCount,
          status: 'active',
          unenrolledAt: null,
          cancelReason: null,
          cancelNote: null,
          transferredToId: null,
          startsAt: course.startsAt,
        };
        let toId: number;
        if (existing) {
          // The student was in that course before: the old enrollment comes back.
          await tx.update(enrollments).set(carried).where(eq(enrollments.id, existing.id));
          toId = existing.id;
        } else {
          const [created] = await tx
            .insert(enrollments)
            .values({ ...carried, courseId: course.id, studentId })
            .returning({ id: enrollments.id });
          toId = created!.id;
        }
        await tx
          .update(enrollments)
          .set({
            status: 'canceled',
            unenrolledAt: ctx.now,
            transferredToId: toId,
            cancelReason: null,
            cancelNote: null,
          })
          .where(eq(enrollments.id, id!));
      },
    },
  },
});
