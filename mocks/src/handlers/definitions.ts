import {
  AVAILABILITY_DURATION_LIMITS,
  COURSE_STATUSES,
  singularOf,
  SESSION_DURATION_LIMITS,
  SESSION_TYPES,
  isValidTimeZone,
  resolveTiming,
  type DurationLimits,
  type ResourceName,
} from '@tp/domain';
import type { DemoWorld, SessionRow } from './world.ts';
import {
  booleanIs,
  filter,
  idsFrom,
  integerIn,
  overlapWindow,
  queryValue,
  stringIn,
  textSearch,
  upcoming,
} from './filters.ts';
import { omit, partial } from './payload.ts';
import { invalid } from './problems.ts';
import {
  attendedSessionIds,
  coursesOfSessions,
  enrolledCourseIds,
  ownStudentIds,
  studentsOfSessions,
  tutorSessionIds,
} from './relations.ts';
import type {
  AnyRow,
  CallContext,
  FieldRule,
  MockResource,
  OwnScopes,
  RowPredicate,
} from './types.ts';
import * as wire from './wire.ts';

/**
 * The resources the mock API serves, mirroring server/src/resources/definitions/*.ts: the
 * same sortable columns, default order, filters, includes, own-scopes and write rules.
 */

/** `row[key]` is in the ids the scope computes for a tutor (by employee id). */
const forTutor =
  (ids: (world: DemoWorld, employeeId: number) => Set<number>, key = 'id') =>
  (ctx: CallContext): RowPredicate | null => {
    if (ctx.user.employeeId === null) return null;
    const wanted = ids(ctx.world, ctx.user.employeeId);
    return (row) => wanted.has(row[key] as number);
  };

/** `row[key]` is in the ids computed from the students a student or parent acts for. */
const forStudents =
  (
    as: 'student' | 'parent',
    ids: (world: DemoWorld, studentIds: Set<number>) => Set<number>,
    key = 'id',
  ) =>
  (ctx: CallContext): RowPredicate | null => {
    const own = ownStudentIds(ctx.world, ctx.user, as);
    if (own === null) return null;
    const wanted = ids(ctx.world, own);
    return (row) => wanted.has(row[key] as number);
  };

const tutorSessions = (world: DemoWorld, employeeId: number) =>
  tutorSessionIds(world, [employeeId]);

const now = (ctx: CallContext) => ctx.now;

/** Start, end and duration kept consistent by domain's rule, as the server does. */
function timingValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  limits: DurationLimits,
): Record<string, unknown> {
  const timingFields = ['startsAt', 'endsAt', 'duration'];
  if (current !== null && !timingFields.some((field) => field in payload)) return payload;
  const result = resolveTiming(
    {
      startsAt: payload.startsAt as Date | undefined,
      endsAt: payload.endsAt as Date | undefined,
      duration: payload.duration as number | undefined,
    },
    current
      ? {
          startsAt: current.startsAt as Date,
          endsAt: current.endsAt as Date,
          duration: current.duration as number,
        }
      : null,
    limits,
  );
  if (!result.ok) throw invalid(result.errors);
  return { ...payload, ...result.timing };
}

/** The supervisor holds the one assignment flagged `supervisor` (server: syncSupervisorAssignment). */
function syncSupervisorAssignment(world: DemoWorld, sessionId: number): void {
  const session = world.sessions.find((s) => s.id === sessionId);
  if (!session) return;
  const { supervisorId } = session;
  world.assignments = world.assignments.filter(
    (a) => !(a.sessionId === sessionId && a.supervisor && a.employeeId !== supervisorId),
  );
  if (supervisorId === null) return;
  const existing = world.assignments.find(
    (a) => a.sessionId === sessionId && a.employeeId === supervisorId,
  );
  if (existing) {
    existing.supervisor = true;
    return;
  }
  const id = Math.max(0, ...world.assignments.map((a) => a.id)) + 1;
  world.assignments.push({
    id,
    sessionId,
    employeeId: supervisorId,
    supervisor: true,
    attended: null,
    joinedAt: null,
  });
}

interface Spec {
  name: ResourceName;
  serialize: MockResource['serialize'];
  sortable: readonly string[];
  defaultOrder?: MockResource['defaultOrder'];
  filters?: MockResource['filters'];
  includes?: MockResource['includes'];
  readScopes?: OwnScopes;
  writeScopes?: OwnScopes;
  write?: MockResource['write'];
}

function define(spec: Spec): MockResource {
  return {
    name: spec.name,
    singular: singularOf(spec.name),
    serialize: spec.serialize,
    sortable: spec.sortable,
    defaultOrder: spec.defaultOrder ?? { column: 'id', sort: 'asc' },
    filters: spec.filters ?? {},
    includes: spec.includes ?? {},
    readScopes: spec.readScopes ?? {},
    writeScopes: spec.writeScopes ?? spec.readScopes ?? {},
    write: spec.write ?? null,
  };
}

// Each world table holds rows of its own interface; the generic handlers see `AnyRow`.
type Serializer<R> = (row: R, world: DemoWorld) => unknown;
const as = <R>(serialize: Serializer<R>): MockResource['serialize'] =>
  serialize as unknown as MockResource['serialize'];

const departmentRules: Record<string, FieldRule> = {
  name: { type: 'string', required: true, min: 1, max: 100 },
};

const brandRules: Record<string, FieldRule> = {
  name: { type: 'string', required: true, min: 1, max: 100 },
  departmentId: { type: 'integer', required: true, min: 1 },
  active: { type: 'boolean' },
  includePoints: { type: 'boolean' },
  includeSessions: { type: 'boolean' },
  includeStudents: { type: 'boolean' },
  includeEmployees: { type: 'boolean' },
  includeJointSessions: { type: 'boolean' },
  includeScoreReports: { type: 'boolean' },
  allowManualAttendance: { type: 'boolean' },
  forceDuration: { type: 'integer', nullable: true, min: 5, max: 600 },
};

const subjectRules: Record<string, FieldRule> = {
  name: { type: 'string', required: true, min: 1, max: 100 },
  categoryName: { type: 'string', required: true, min: 1, max: 100 },
  language: { type: 'string', min: 2, max: 8 },
};

const courseRules: Record<string, FieldRule> = {
  title: { type: 'string', required: true, min: 1, max: 191 },
  name: { type: 'string', required: true, min: 1, max: 191 },
  status: { type: 'string', oneOf: COURSE_STATUSES },
  brandId: { type: 'integer', required: true, min: 1 },
  subjectId: { type: 'integer', nullable: true, min: 1 },
  startsAt: { type: 'datetime', nullable: true },
  endsAt: { type: 'datetime', nullable: true },
  duration: { type: 'integer', nullable: true, min: 0 },
  notes: { type: 'string', nullable: true, max: 10_000 },
};

const sessionRules: Record<string, FieldRule> = {
  courseId: { type: 'integer', required: true, min: 1 },
  type: { type: 'string', oneOf: SESSION_TYPES },
  name: { type: 'string', nullable: true, max: 191 },
  startsAt: { type: 'datetime', required: true },
  endsAt: { type: 'datetime' },
  duration: { type: 'integer' },
  online: { type: 'boolean' },
  place: { type: 'string', nullable: true, max: 255 },
  room: { type: 'string', nullable: true, min: 1, max: 50 },
  supervisorId: { type: 'integer', nullable: true, min: 1 },
  employeesRequired: { type: 'integer', min: 0, max: 20 },
  notes: { type: 'string', nullable: true, max: 10_000 },
  suppressAttendance: { type: 'boolean' },
};

const availabilityRules: Record<string, FieldRule> = {
  tutorId: { type: 'integer', required: true, min: 1 },
  startsAt: { type: 'datetime', required: true },
  endsAt: { type: 'datetime' },
  duration: { type: 'integer' },
  locked: { type: 'boolean' },
  maxedOut: { type: 'boolean' },
};

const studentRules: Record<string, FieldRule> = {
  firstName: { type: 'string', required: true, min: 1, max: 100 },
  lastName: { type: 'string', required: true, min: 1, max: 100 },
  grade: { type: 'integer', nullable: true, min: -1, max: 12 },
  timeZone: { type: 'string', nullable: true },
  parentId: { type: 'integer', nullable: true, min: 1 },
  active: { type: 'boolean' },
};

const assignmentRules: Record<string, FieldRule> = {
  sessionId: { type: 'integer', required: true, min: 1 },
  employeeId: { type: 'integer', required: true, min: 1 },
  supervisor: { type: 'boolean' },
  attended: { type: 'boolean', nullable: true },
};

const attendanceUpdateRules: Record<string, FieldRule> = {
  attended: { type: 'boolean', nullable: true },
  notes: { type: 'string', nullable: true, max: 10_000 },
  points: { type: 'integer', min: 0 },
};

const enrollmentRules: Record<string, FieldRule> = {
  courseId: { type: 'integer', required: true, min: 1 },
  studentId: { type: 'integer', required: true, min: 1 },
  status: { type: 'string', oneOf: ['active', 'canceled'] },
  startsAt: { type: 'datetime', nullable: true },
};

const sessionOf = (world: DemoWorld, id: number): SessionRow | undefined =>
  world.sessions.find((s) => s.id === id);

export const RESOURCES: readonly MockResource[] = [
  define({
    name: 'departments',
    serialize: as(wire.departmentWire),
    sortable: ['id', 'name'],
    defaultOrder: { column: 'name', sort: 'asc' },
    filters: { query: textSearch((row) => [row.name as string]) },
    write: {
      create: departmentRules,
      update: partial(departmentRules),
      newRow: (values, id, ctx) => ({ id, createdAt: now(ctx), ...values }) as AnyRow,
    },
  }),
  define({
    name: 'brands',
    serialize: as(wire.brandWire),
    sortable: ['id', 'name', 'department_id', 'active'],
    defaultOrder: { column: 'name', sort: 'asc' },
    filters: {
      departmentId: integerIn('departmentId'),
      active: booleanIs('active'),
      query: textSearch((row) => [row.name as string]),
    },
    includes: {
      department: { kind: 'belongsTo', target: 'departments', foreignKey: 'departmentId' },
    },
    write: {
      create: brandRules,
      update: partial(brandRules),
      references: { departmentId: 'departments' },
      newRow: (values, id, ctx) =>
        ({
          id,
          active: true,
          includePoints: false,
          includeSessions: true,
          includeStudents: true,
          includeEmployees: false,
          includeJointSessions: false,
          includeScoreReports: false,
          allowManualAttendance: false,
          forceDuration: null,
          createdAt: now(ctx),
          ...values,
        }) as AnyRow,
    },
  }),
  define({
    name: 'subjects',
    serialize: as(wire.subjectWire),
    sortable: ['id', 'name', 'category_name', 'language'],
    defaultOrder: { column: 'name', sort: 'asc' },
    filters: {
      language: stringIn('language'),
      query: textSearch((row) => [row.name as string, row.categoryName as string]),
    },
    write: {
      create: subjectRules,
      update: partial(subjectRules),
      newRow: (values, id) => ({ id, language: 'en', ...values }) as AnyRow,
    },
  }),
  define({
    name: 'courses',
    serialize: as(wire.courseWire),
    sortable: [
      'id',
      'title',
      'name',
      'status',
      'brand_id',
      'starts_at',
      'ends_at',
      'created_at',
      'updated_at',
    ],
    defaultOrder: { column: 'id', sort: 'desc' },
    filters: {
      status: stringIn('status'),
      brandId: integerIn('brandId'),
      subjectId: integerIn('subjectId'),
      query: textSearch((row) => [row.title as string, row.name as string]),
      upcoming: filter(queryValue.boolean, (values, ctx) => {
        if (new Set(values).size !== 1) return undefined;
        const withUpcoming = new Set(
          ctx.world.sessions.filter((s) => s.startsAt > ctx.now).map((s) => s.courseId),
        );
        return (row) => withUpcoming.has(row.id) === values[0];
      }),
    },
    includes: {
      brand: { kind: 'belongsTo', target: 'brands', foreignKey: 'brandId' },
      subject: { kind: 'belongsTo', target: 'subjects', foreignKey: 'subjectId' },
      sessions: { kind: 'hasMany', target: 'sessions', foreignKey: 'courseId' },
    },
    readScopes: {
      tutor: forTutor((world, employeeId) =>
        coursesOfSessions(world, tutorSessions(world, employeeId)),
      ),
      student: forStudents('student', enrolledCourseIds),
      parent: forStudents('parent', enrolledCourseIds),
    },
    write: {
      create: courseRules,
      update: partial(courseRules),
      references: { brandId: 'brands', subjectId: 'subjects' },
      newRow: (values, id, ctx) =>
        ({
          id,
          status: 'unpublished',
          subjectId: null,
          startsAt: null,
          endsAt: null,
          duration: null,
          notes: null,
          createdAt: now(ctx),
          updatedAt: now(ctx),
          ...values,
        }) as AnyRow,
    },
  }),
  define({
    name: 'sessions',
    serialize: as(wire.sessionWire),
    sortable: [
      'id',
      'starts_at',
      'ends_at',
      'duration',
      'type',
      'course_id',
      'created_at',
      'updated_at',
    ],
    defaultOrder: { column: 'starts_at', sort: 'asc' },
    filters: {
      courseId: integerIn('courseId'),
      tutorId: idsFrom((ids, ctx) => tutorSessionIds(ctx.world, ids)),
      studentId: idsFrom((ids, ctx) => attendedSessionIds(ctx.world, new Set(ids))),
      ...overlapWindow(),
      upcoming: upcoming(),
      type: stringIn('type'),
    },
    includes: {
      course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
      supervisor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'supervisorId' },
      assignments: { kind: 'hasMany', target: 'assignments', foreignKey: 'sessionId' },
      attendances: { kind: 'hasMany', target: 'attendances', foreignKey: 'sessionId' },
    },
    readScopes: {
      tutor: forTutor(tutorSessions),
      student: forStudents('student', attendedSessionIds),
      parent: forStudents('parent', attendedSessionIds),
    },
    // A tutor changes only the sessions they supervise (spec scheduling §6).
    writeScopes: {
      tutor: (ctx) =>
        ctx.user.employeeId === null ? null : (row) => row.supervisorId === ctx.user.employeeId,
    },
    write: {
      create: sessionRules,
      update: partial(sessionRules),
      references: { courseId: 'courses', supervisorId: 'tutors' },
      toValues(payload, current) {
        const values = timingValues(payload, current, SESSION_DURATION_LIMITS);
        const online = (payload.online ?? current?.online ?? true) as boolean;
        const place = payload.place !== undefined ? payload.place : (current?.place ?? null);
        if (!online && !place) throw invalid({ place: ["can't be blank"] });
        return values;
      },
      newRow: (values, id, ctx) =>
        ({
          id,
          type: 'Course',
          name: null,
          online: true,
          place: null,
          room: null,
          supervisorId: null,
          employeesRequired: 1,
          notes: null,
          attendanceTakenAt: null,
          launchedAt: null,
          suppressAttendance: false,
          createdAt: now(ctx),
          updatedAt: now(ctx),
          ...values,
        }) as AnyRow,
      after: (ctx, action, id) => {
        if (action !== 'deleted') syncSupervisorAssignment(ctx.world, id);
      },
    },
  }),
  define({
    name: 'assignments',
    serialize: as(wire.assignmentWire),
    sortable: ['id', 'session_id', 'employee_id'],
    filters: {
      sessionId: integerIn('sessionId'),
      employeeId: integerIn('employeeId'),
      supervisor: booleanIs('supervisor'),
    },
    includes: {
      employee: { kind: 'belongsTo', target: 'tutors', foreignKey: 'employeeId' },
      session: { kind: 'belongsTo', target: 'sessions', foreignKey: 'sessionId' },
    },
    readScopes: {
      tutor: forTutor(tutorSessions, 'sessionId'),
      student: forStudents('student', attendedSessionIds, 'sessionId'),
      parent: forStudents('parent', attendedSessionIds, 'sessionId'),
    },
    write: {
      create: assignmentRules,
      update: partial(omit(assignmentRules, 'sessionId')),
      references: { sessionId: 'sessions', employeeId: 'tutors' },
      unique: [['sessionId', 'employeeId']],
      newRow: (values, id) =>
        ({ id, supervisor: false, attended: null, joinedAt: null, ...values }) as AnyRow,
    },
  }),
  define({
    name: 'attendances',
    serialize: as(wire.attendanceWire),
    sortable: ['id', 'session_id', 'student_id'],
    filters: {
      sessionId: integerIn('sessionId'),
      studentId: integerIn('studentId'),
      attended: booleanIs('attended'),
    },
    includes: {
      student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
      session: { kind: 'belongsTo', target: 'sessions', foreignKey: 'sessionId' },
    },
    readScopes: {
      tutor: forTutor(tutorSessions, 'sessionId'),
      student: forStudents('student', (_, ids) => ids, 'studentId'),
      parent: forStudents('parent', (_, ids) => ids, 'studentId'),
    },
    // A session's supervisor takes its attendance (spec scheduling §6).
    writeScopes: {
      tutor: (ctx) =>
        ctx.user.employeeId === null
          ? null
          : (row) =>
              sessionOf(ctx.world, row.sessionId as number)?.supervisorId === ctx.user.employeeId,
    },
    write: {
      create: {
        ...attendanceUpdateRules,
        sessionId: { type: 'integer', required: true, min: 1 },
        studentId: { type: 'integer', required: true, min: 1 },
      },
      update: attendanceUpdateRules,
      references: { sessionId: 'sessions', studentId: 'students' },
      unique: [['sessionId', 'studentId']],
      newRow: (values, id) =>
        ({ id, attended: null, joinedAt: null, notes: null, points: 0, ...values }) as AnyRow,
    },
  }),
  define({
    name: 'availabilities',
    serialize: as(wire.availabilityWire),
    sortable: ['id', 'starts_at', 'ends_at', 'tutor_id', 'duration'],
    defaultOrder: { column: 'starts_at', sort: 'asc' },
    filters: { tutorId: integerIn('tutorId'), ...overlapWindow(), locked: booleanIs('locked') },
    includes: { tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' } },
    readScopes: {
      tutor: (ctx) =>
        ctx.user.tutorId === null ? null : (row) => row.tutorId === ctx.user.tutorId,
      // Spec scheduling §6: only non-locked availabilities are shown to non-tutor apps.
      student: () => (row) => row.locked === false,
      parent: () => (row) => row.locked === false,
    },
    writeScopes: {
      tutor: (ctx) =>
        ctx.user.tutorId === null ? null : (row) => row.tutorId === ctx.user.tutorId,
    },
    write: {
      create: availabilityRules,
      update: partial(availabilityRules),
      references: { tutorId: 'tutors' },
      toValues: (payload, current) => timingValues(payload, current, AVAILABILITY_DURATION_LIMITS),
      newRow: (values, id, ctx) =>
        ({ id, locked: false, maxedOut: false, createdAt: now(ctx), ...values }) as AnyRow,
    },
  }),
  define({
    name: 'tutors',
    serialize: as(wire.tutorWire),
    sortable: ['id', 'first_name', 'last_name', 'email', 'active', 'featured'],
    defaultOrder: { column: 'last_name', sort: 'asc' },
    filters: {
      query: textSearch((row, ctx) => {
        const tutor = wire.tutorWire(row as never, ctx.world);
        return [tutor.firstName, tutor.lastName ?? null, tutor.email ?? null];
      }),
      active: filter(queryValue.boolean, (values, ctx) => {
        if (new Set(values).size !== 1) return undefined;
        return (row) => ctx.world.employees.find((e) => e.id === row.id)?.active === values[0];
      }),
    },
    readScopes: {
      tutor: (ctx) => (ctx.user.tutorId === null ? null : (row) => row.id === ctx.user.tutorId),
    },
  }),
  define({
    name: 'students',
    serialize: as(wire.studentWire),
    sortable: ['id', 'first_name', 'last_name', 'grade', 'points', 'created_at'],
    defaultOrder: { column: 'last_name', sort: 'asc' },
    filters: {
      query: textSearch((row) => [row.firstName as string, row.lastName as string]),
      parentId: integerIn('parentId'),
      active: booleanIs('active'),
    },
    includes: { parent: { kind: 'belongsTo', target: 'parents', foreignKey: 'parentId' } },
    readScopes: {
      tutor: forTutor((world, employeeId) =>
        studentsOfSessions(world, tutorSessions(world, employeeId)),
      ),
      student: forStudents('student', (_, ids) => ids),
      parent: forStudents('parent', (_, ids) => ids),
    },
    write: {
      create: studentRules,
      update: partial(studentRules),
      references: { parentId: 'parents' },
      toValues(payload) {
        if (typeof payload.timeZone === 'string' && !isValidTimeZone(payload.timeZone)) {
          throw invalid({ timeZone: ['is not a known time zone'] });
        }
        return payload;
      },
      newRow: (values, id, ctx) =>
        ({
          id,
          userId: null,
          parentId: null,
          grade: null,
          timeZone: null,
          points: 0,
          active: true,
          createdAt: now(ctx),
          ...values,
        }) as AnyRow,
    },
  }),
  define({
    name: 'parents',
    serialize: as(wire.parentWire),
    sortable: ['id', 'first_name', 'last_name', 'email'],
    defaultOrder: { column: 'last_name', sort: 'asc' },
    filters: {
      query: textSearch((row, ctx) => {
        const parent = wire.parentWire(row as never, ctx.world);
        return [parent.firstName, parent.lastName, parent.email];
      }),
    },
    readScopes: {
      tutor: forTutor((world, employeeId) => {
        const students = studentsOfSessions(world, tutorSessions(world, employeeId));
        return new Set(
          world.students.filter((s) => students.has(s.id)).map((s) => s.parentId ?? 0),
        );
      }),
      student: forStudents(
        'student',
        (world, ids) =>
          new Set(world.students.filter((s) => ids.has(s.id)).map((s) => s.parentId ?? 0)),
      ),
      parent: (ctx) => (ctx.user.parentId === null ? null : (row) => row.id === ctx.user.parentId),
    },
  }),
  define({
    name: 'enrollments',
    serialize: as(wire.enrollmentWire),
    sortable: ['id', 'course_id', 'student_id', 'starts_at', 'created_at'],
    filters: {
      courseId: integerIn('courseId'),
      studentId: integerIn('studentId'),
      status: stringIn('status'),
    },
    includes: {
      course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
      student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    },
    readScopes: {
      tutor: forTutor(
        (world, employeeId) => coursesOfSessions(world, tutorSessions(world, employeeId)),
        'courseId',
      ),
      student: forStudents('student', (_, ids) => ids, 'studentId'),
      parent: forStudents('parent', (_, ids) => ids, 'studentId'),
    },
    write: {
      create: enrollmentRules,
      update: partial(omit(enrollmentRules, 'courseId', 'studentId')),
      references: { courseId: 'courses', studentId: 'students' },
      unique: [['courseId', 'studentId']],
      newRow: (values, id, ctx) =>
        ({ id, status: 'active', startsAt: null, createdAt: now(ctx), ...values }) as AnyRow,
    },
  }),
];

export function resourceNamed(name: ResourceName): MockResource | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/**
 * Rows that depend on a row of `resource`, per the schema's foreign keys: `cascade` goes with
 * it, `restrict` makes the delete a 409.
 */
export const DEPENDENTS: Partial<
  Record<
    ResourceName,
    { table: ResourceName; foreignKey: string; onDelete: 'cascade' | 'restrict' }[]
  >
> = {
  departments: [{ table: 'brands', foreignKey: 'departmentId', onDelete: 'restrict' }],
  brands: [{ table: 'courses', foreignKey: 'brandId', onDelete: 'restrict' }],
  subjects: [{ table: 'courses', foreignKey: 'subjectId', onDelete: 'restrict' }],
  courses: [
    { table: 'enrollments', foreignKey: 'courseId', onDelete: 'cascade' },
    { table: 'sessions', foreignKey: 'courseId', onDelete: 'cascade' },
  ],
  sessions: [
    { table: 'assignments', foreignKey: 'sessionId', onDelete: 'cascade' },
    { table: 'attendances', foreignKey: 'sessionId', onDelete: 'cascade' },
  ],
  students: [
    { table: 'enrollments', foreignKey: 'studentId', onDelete: 'restrict' },
    { table: 'attendances', foreignKey: 'studentId', onDelete: 'restrict' },
  ],
};
