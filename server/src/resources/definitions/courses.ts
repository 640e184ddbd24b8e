import {
  TUTORING_SESSION_TYPE,
  COURSE_EVENTS,
  COURSE_HAS_ENROLLMENTS_MESSAGE,
  COURSE_STATUSES,
  RETIRED_MATERIAL_MESSAGE,
  courseDateErrors,
  nextCourseStatus,
  coursesContract,
  type CourseEvent,
  type CourseStatus,
} from '@tp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  courses,
  employees,
  enrollments,
  leadSources,
  materials,
  sessions,
  students,
  subjects,
} from '../../db/schema/index.ts';
import { brands } from '../../db/schema/index.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import { courseWriteHooks } from '../../services/course-history.ts';
import {
  assignTutor,
  changeCourseStatus,
  courseRoster,
  deleteCourseSessions,
  reserveCourse,
  unassignTutor,
} from '../../services/course-actions.ts';
import type { Db } from '../../db/client.ts';
import {
  homeworkHelpCourses,
  hostedCourses,
  membershipCourses,
} from '../../services/course-lists.ts';
import { referencedName } from './course-templates.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, stringIn, textSearch } from '../filters.ts';
import {
  coursesOfSessions,
  enrolledCourseIds,
  forStudents,
  forTutor,
  isIn,
  qualified,
  tutorSessionIds,
} from '../scopes.ts';
import type { AnyRow } from '../types.ts';

/** Active enrollments, counted in the same query as the courses. */
const enrollmentsCount = sql<number>`(select count(*)::int from ${enrollments}
  where ${enrollments.courseId} = ${qualified(courses.id)} and ${enrollments.status} = 'active')`.as(
  'enrollments_count',
);
/**
 * The "all sessions" tab count. Upcoming counts depend on the server's clock (a Clock, not
 * the database's now()), so the page asks the sessions list with `upcoming=true` for those.
 */
const sessionsCount = sql<number>`(select count(*)::int from ${sessions}
  where ${sessions.courseId} = ${qualified(courses.id)})`.as('sessions_count');

/**
 * When the course's first and last standing sessions start (canceled ones left out): the tutor's
 * courses list marks a course "new!" before its first session and notes when its last is past
 * (spec staff-and-crm §2 Tutor courses list).
 */
const sessionStartBound = (bound: 'min' | 'max', name: string) =>
  sql<Date | null>`(select ${sql.raw(bound)}(${sessions.startsAt}) from ${sessions}
  where ${sessions.courseId} = ${qualified(courses.id)} and ${sessions.canceledAt} is null)`
    .mapWith(sessions.startsAt)
    .as(name);
const firstSessionAt = sessionStartBound('min', 'first_session_at');
const lastSessionAt = sessionStartBound('max', 'last_session_at');

/** 422 unless the brand, subject, host and lead source named in a payload exist. */
async function assertReferencesExist(tx: Db, values: Record<string, unknown>): Promise<void> {
  const checks: [
    string,
    typeof brands | typeof subjects | typeof employees | typeof leadSources,
    string,
  ][] = [
    ['brandId', brands, 'is not a brand'],
    ['subjectId', subjects, 'is not a subject'],
    ['hostId', employees, 'is not an employee'],
    ['leadSourceId', leadSources, 'is not a lead source'],
  ];
  const errors: Record<string, string[]> = {};
  for (const [field, table, message] of checks) {
    const id = values[field];
    if (typeof id !== 'number') continue;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) errors[field] = [message];
  }
  if (typeof values.reservedForId === 'number') {
    const [found] = await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.id, values.reservedForId));
    if (!found) errors.reservedForId = ['is not a student'];
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/**
 * 422 when a write gives the course a retired material: one it already had stays, but none
 * newly takes it (the form offers only those in use; this is the server's side of it).
 */
async function assertMaterialInUse(
  tx: Db,
  payload: Record<string, unknown>,
  before: unknown,
): Promise<void> {
  const id = payload.materialId;
  if (typeof id !== 'number') return;
  if ((before as { materialId?: number | null } | null | undefined)?.materialId === id) return;
  const [material] = await tx
    .select({ active: materials.active })
    .from(materials)
    .where(eq(materials.id, id));
  if (material && !material.active) throw new Invalid({ materialId: [RETIRED_MATERIAL_MESSAGE] });
}

/** The end date is checked against the start, the stored one when only one is sent. */
function courseValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
): Record<string, unknown> {
  const startsAt = (payload.startsAt !== undefined ? payload.startsAt : current?.startsAt) as
    | string
    | null
    | undefined;
  const endsAt = (payload.endsAt !== undefined ? payload.endsAt : current?.endsAt) as
    | string
    | null
    | undefined;
  const errors = courseDateErrors({ startsAt, endsAt });
  // A status changed through an edit follows the same machine as change_status.
  const from = current?.status as CourseStatus | undefined;
  const to = payload.status as CourseStatus | undefined;
  if (from && to && from !== to && !COURSE_EVENTS.some((e) => nextCourseStatus(from, e) === to))
    errors.status = [`cannot go from ${from} to ${to}`];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  return payload;
}

export const coursesResource = defineResource({
  contract: coursesContract,
  from: courses,
  fields: {
    id: courses.id,
    title: courses.title,
    name: courses.name,
    status: courses.status,
    brandId: courses.brandId,
    subjectId: courses.subjectId,
    hostId: courses.hostId,
    leadSourceId: courses.leadSourceId,
    courseTemplateId: courses.courseTemplateId,
    materialId: courses.materialId,
    // Spec §3 material: its name, a retired one's too (GET /materials lists only the active).
    materialName: referencedName(materials, courses.materialId, 'material_name'),
    schedule: courses.schedule,
    startsAt: courses.startsAt,
    endsAt: courses.endsAt,
    duration: courses.duration,
    notes: courses.notes,
    reservedForId: courses.reservedForId,
    reservationEndsAt: courses.reservationEndsAt,
    enrollmentsCount,
    sessionsCount,
    firstSessionAt,
    lastSessionAt,
    createdAt: courses.createdAt,
    updatedAt: courses.updatedAt,
    lockVersion: courses.lockVersion,
  },
  idColumn: courses.id,
  sortable: {
    id: courses.id,
    title: courses.title,
    name: courses.name,
    status: courses.status,
    brand_id: courses.brandId,
    starts_at: courses.startsAt,
    ends_at: courses.endsAt,
    created_at: courses.createdAt,
    updated_at: courses.updatedAt,
  },
  defaultOrder: { column: 'id', sort: 'desc' },
  filters: {
    status: stringIn(courses.status, `Status: ${COURSE_STATUSES.join(', ')}.`),
    brandId: integerIn(courses.brandId, 'Brand id.'),
    subjectId: integerIn(courses.subjectId, 'Subject id.'),
    hostId: integerIn(courses.hostId, 'Host (employee) id.'),
    leadSourceId: integerIn(courses.leadSourceId, 'Lead source id.'),
    courseTemplateId: integerIn(courses.courseTemplateId, 'The template it was started from.'),
    materialId: integerIn(courses.materialId, 'Material id.'),
    query: textSearch(
      { title: courses.title, name: courses.name },
      'Title or name contains (case-insensitive).',
    ),
    upcoming: filter({
      description: 'true: courses with a session starting after now; false: courses without one.',
      valueType: 'boolean',
      value: queryValue.boolean,
      where: (values, ctx) => {
        if (new Set(values).size !== 1) return undefined;
        const hasUpcoming = sql`exists (select 1 from ${sessions}
          where ${and(eq(sessions.courseId, qualified(courses.id)), gt(sessions.startsAt, ctx.now))})`;
        return values[0] ? hasUpcoming : sql`not ${hasUpcoming}`;
      },
    }),
    // Tutor dashboard (spec scheduling §2): the Courses tab leaves out private tutoring.
    tutoring: filter({
      description:
        'true: private tutoring courses (holding Tutoring sessions, booked one to one); false: the other courses.',
      valueType: 'boolean',
      value: queryValue.boolean,
      where: (values) => {
        if (new Set(values).size !== 1) return undefined;
        const hasTutoring = sql`exists (select 1 from ${sessions}
          where ${and(eq(sessions.courseId, qualified(courses.id)), eq(sessions.type, TUTORING_SESSION_TYPE))})`;
        return values[0] ? hasTutoring : sql`not ${hasTutoring}`;
      },
    }),
  },
  includes: {
    brand: { kind: 'belongsTo', target: 'brands', foreignKey: 'brandId' },
    subject: { kind: 'belongsTo', target: 'subjects', foreignKey: 'subjectId' },
    host: { kind: 'belongsTo', target: 'tutors', foreignKey: 'hostId' },
    leadSource: { kind: 'belongsTo', target: 'lead_sources', foreignKey: 'leadSourceId' },
    courseTemplate: {
      kind: 'belongsTo',
      target: 'course_templates',
      foreignKey: 'courseTemplateId',
    },
    reservedFor: { kind: 'belongsTo', target: 'students', foreignKey: 'reservedForId' },
    sessions: { kind: 'hasMany', target: 'sessions', foreignKey: 'courseId' },
  },
  serialize: (row) => ({
    ...row,
    status: row.status as CourseStatus,
    reservationEndsAt: iso(row.reservationEndsAt),
    firstSessionAt: iso(row.firstSessionAt),
    lastSessionAt: iso(row.lastSessionAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(courses.id, coursesOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(courses.id, enrolledCourseIds(ids))),
    parent: forStudents('parent', (ids) => isIn(courses.id, enrolledCourseIds(ids))),
  },
  write: {
    table: courses,
    toValues: (payload, current) => courseValues(payload, current),
    hooks: {
      before: courseWriteHooks.before,
      async beforeDelete(tx, id) {
        // The course row's lock makes an enrollment saved meanwhile wait, then fail its key.
        await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
        const [enrolled] = await tx
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(eq(enrollments.courseId, id))
          .limit(1);
        if (enrolled) throw new Conflict(COURSE_HAS_ENROLLMENTS_MESSAGE);
      },
      async after(tx, change, ctx) {
        if (change.payload) {
          await assertReferencesExist(tx, change.payload);
          await assertMaterialInUse(tx, change.payload, change.before);
        }
        return courseWriteHooks.after?.(tx, change, ctx);
      },
    },
  },
  actions: {
    changeStatus: {
      async run({ tx, ctx, id, record, input }) {
        const { event } = input as { event: CourseEvent };
        await changeCourseStatus(tx, ctx, id!, record!.status as CourseStatus, event);
      },
    },
    reserve: {
      async run({ tx, ctx, id, input }) {
        await reserveCourse(
          tx,
          ctx,
          id!,
          input as { reservedForId: number; reservationEndsAt: string },
        );
      },
    },
    roster: {
      async run({ tx, id, record }) {
        return { output: await courseRoster(tx, id!, String(record!.title)) };
      },
    },
    assignTutor: {
      run: ({ tx, ctx, id, input }) =>
        assignTutor(tx, ctx, id!, input as { sessionIds: number[]; employeeId: number }),
    },
    unassignTutor: {
      run: ({ tx, ctx, id, input }) =>
        unassignTutor(tx, ctx, id!, input as { sessionIds: number[]; employeeId: number }),
    },
    membership: {
      run: async ({ tx, ctx }) => ({
        output: { courses: await membershipCourses(tx, ctx.user, ctx.now) },
      }),
    },
    homeworkHelp: {
      run: async ({ tx, ctx }) => ({ output: { courses: await homeworkHelpCourses(tx, ctx.now) } }),
    },
    hosted: {
      run: async ({ tx, ctx }) => ({
        output: { courses: await hostedCourses(tx, ctx.user, ctx.now) },
      }),
    },
    deleteSessions: {
      run: ({ tx, ctx, id, input }) =>
        deleteCourseSessions(tx, ctx, id!, input as { sessionIds: number[] }),
    },
  },
});
