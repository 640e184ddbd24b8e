import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { isRole, tutorsContract } from '@tp/domain';
import {
  departments,
  employees,
  subjects,
  tiers,
  tutorDepartments,
  tutorSubjects,
  tutors,
  users,
} from '../../db/schema/index.ts';
import { avatarUrlOf } from '../../routes/avatars/avatar-url.ts';
import {
  calendarDateOf,
  insertEmployee,
  pick,
  PERSON_FIELDS,
  personOf,
  updatePersonOf,
  writeTutorLinks,
} from '../../services/employees.ts';
import { issueCalendarToken, revokeCalendarToken } from '../../services/calendar-feed.ts';
import { prioritizedTutors, type PrioritizedTutorsInput } from '../../services/staff-finder.ts';
import { defineResource } from '../define.ts';
import { booleanIs, filter, integerIn, queryValue, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow, CallContext, Resource, WriteDefinition } from '../types.ts';
import { confirmNewAccount } from './employees.ts';

/** The tutors row's own columns in a payload. */
const TUTOR_COLUMNS = [
  'tierId',
  'acceptNewStudents',
  'featured',
  'essayGrader',
  'curriculumWork',
  'deliveryTarget',
  'availabilityTarget',
] as const;

const subjectIdsSql = sql<
  number[]
>`(select coalesce(json_agg(${qualified(tutorSubjects.subjectId)} order by ${qualified(tutorSubjects.subjectId)}), '[]'::json)
  from ${tutorSubjects} where ${qualified(tutorSubjects.tutorId)} = ${qualified(tutors.id)})`;
const departmentIdsSql = sql<
  number[]
>`(select coalesce(json_agg(${qualified(tutorDepartments.departmentId)} order by ${qualified(tutorDepartments.departmentId)}), '[]'::json)
  from ${tutorDepartments} where ${qualified(tutorDepartments.tutorId)} = ${qualified(tutors.id)})`;
const subjectNamesSql = sql<
  string[]
>`(select coalesce(json_agg(${qualified(subjects.name)} order by ${qualified(subjects.name)}), '[]'::json)
  from ${tutorSubjects} inner join ${subjects} on ${qualified(subjects.id)} = ${qualified(tutorSubjects.subjectId)}
  where ${qualified(tutorSubjects.tutorId)} = ${qualified(tutors.id)})`;
const departmentNamesSql = sql<
  string[]
>`(select coalesce(json_agg(${qualified(departments.name)} order by ${qualified(departments.name)}), '[]'::json)
  from ${tutorDepartments} inner join ${departments} on ${qualified(departments.id)} = ${qualified(tutorDepartments.departmentId)}
  where ${qualified(tutorDepartments.tutorId)} = ${qualified(tutors.id)})`;
const tierNameSql = sql<string | null>`(select ${qualified(tiers.name)} from ${tiers}
  where ${qualified(tiers.id)} = ${qualified(tutors.tierId)})`;

/** A tutor's public face: its employee, user and tutor rows joined; `id` is the employee id. */
export const tutorFields = {
  id: tutors.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  timeZone: users.timeZone,
  acceptNewStudents: tutors.acceptNewStudents,
  featured: tutors.featured,
  essayGrader: tutors.essayGrader,
  curriculumWork: tutors.curriculumWork,
  deliveryTarget: tutors.deliveryTarget,
  availabilityTarget: tutors.availabilityTarget,
  tierId: tutors.tierId,
  tierName: tierNameSql.as('tier_name'),
  active: employees.active,
  title: employees.title,
  roles: users.roles,
  hireDate: employees.hireDate,
  endDate: employees.endDate,
  subjectIds: subjectIdsSql.as('subject_ids'),
  subjectNames: subjectNamesSql.as('subject_names'),
  departmentIds: departmentIdsSql.as('department_ids'),
  departmentNames: departmentNamesSql.as('department_names'),
  calendarFeedActive: sql<boolean>`(${tutors.calendarToken} is not null)`.as(
    'calendar_feed_active',
  ),
  lockVersion: tutors.lockVersion,
  avatarUrl: avatarUrlOf('Tutor', tutors.id),
};

/** Tutors with one of these subjects (uncorrelated: the link table's index does the work). */
const withSubject = (values: number[]) =>
  sql`${qualified(tutors.id)} in (select ${tutorSubjects.tutorId} from ${tutorSubjects}
    where ${inArray(tutorSubjects.subjectId, values)})`;
/** Tutors with every one of these subjects (a student's several study areas). */
const withEverySubject = (values: number[]) => {
  const wanted = [...new Set(values)];
  return sql`${qualified(tutors.id)} in (select ${tutorSubjects.tutorId} from ${tutorSubjects}
    where ${inArray(tutorSubjects.subjectId, wanted)}
    group by ${tutorSubjects.tutorId} having count(*) = ${wanted.length})`;
};
const inDepartment = (values: number[]) =>
  sql`${qualified(tutors.id)} in (select ${tutorDepartments.tutorId} from ${tutorDepartments}
    where ${inArray(tutorDepartments.departmentId, values)})`;

function tutorValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  // A create keeps every field for `insert`, which writes the user, employee and tutor rows.
  if (!current) return payload;
  const columns = pick(payload, TUTOR_COLUMNS);
  const elsewhere = [...PERSON_FIELDS, 'subjectIds', 'departmentIds'].some((f) => f in payload);
  // A change of the tutor's name or subjects alone is a change of the tutor: its version moves on.
  return elsewhere ? { ...columns, updatedAt: ctx.now } : columns;
}

const tutorWrite: WriteDefinition = {
  table: tutors,
  toValues: tutorValues,
  async insert(tx, values, ctx) {
    const { employeeId } = await insertEmployee(
      tx,
      { ...personOf(values), roles: ['tutor'], title: 'Tutor' },
      { type: 'Tutor' },
      ctx.now,
      ctx.user.timeZone,
    );
    await tx.insert(tutors).values({ id: employeeId, ...pick(values, TUTOR_COLUMNS) });
    return employeeId;
  },
  hooks: {
    async after(tx, change, ctx) {
      if (change.action === 'deleted' || !change.payload) return;
      await writeTutorLinks(tx, change.id, change.payload);
      if (change.action === 'created') return confirmNewAccount(ctx, change.id);
      await updatePersonOf(tx, change.id, change.payload);
    },
  },
};

export const tutorsResource: Resource = defineResource({
  contract: tutorsContract,
  from: tutors,
  joins: [
    { table: employees, on: eq(employees.id, tutors.id) },
    { table: users, on: eq(users.id, employees.userId) },
  ],
  fields: tutorFields,
  idColumn: tutors.id,
  sortable: {
    id: tutors.id,
    first_name: users.firstName,
    last_name: users.lastName,
    email: users.email,
    active: employees.active,
    featured: tutors.featured,
    accept_new_students: tutors.acceptNewStudents,
    delivery_target: tutors.deliveryTarget,
    availability_target: tutors.availabilityTarget,
    tier_name: tierNameSql,
    hire_date: employees.hireDate,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      { firstName: users.firstName, lastName: users.lastName, email: users.email },
      'First name, last name or e-mail contains.',
    ),
    active: booleanIs(employees.active, 'Active tutors only (true) or inactive only (false).'),
    tierId: integerIn(tutors.tierId, 'Tier id.'),
    acceptNewStudents: booleanIs(
      tutors.acceptNewStudents,
      'Tutors accepting new students (true) or not (false).',
    ),
    subjectId: filter({
      description: 'Teaches one of these subjects (ids).',
      valueType: 'integer',
      value: queryValue.integer,
      reveals: ['subjectIds'],
      where: withSubject,
    }),
    subjects: filter({
      description:
        'Teaches every one of these subjects (ids; `subjects[]=1&subjects[]=2`): the tutor search for a student (spec scheduling §7, 7 a page).',
      valueType: 'integer',
      value: queryValue.integer,
      reveals: ['subjectIds'],
      where: withEverySubject,
    }),
    notTutorIds: filter({
      description: 'Leaves out these tutors (ids): those already shown or chosen.',
      valueType: 'integer',
      value: queryValue.integer,
      where: (values) => notInArray(tutors.id, values),
    }),
    departmentId: filter({
      description: 'Works in one of these departments (ids).',
      valueType: 'integer',
      value: queryValue.integer,
      reveals: ['departmentIds'],
      where: inDepartment,
    }),
  },
  includes: { tier: { kind: 'belongsTo', target: 'tiers', foreignKey: 'tierId' } },
  // The password hash, calendar token and sign-in state never leave the server.
  serialize: (row) => ({
    ...row,
    lastInitial: row.lastName.slice(0, 1),
    roles: row.roles.map((role) => role.toLowerCase()).filter(isRole),
    hireDate: calendarDateOf(row.hireDate),
    endDate: calendarDateOf(row.endDate),
  }),
  write: tutorWrite,
  actions: {
    prioritized: {
      run: async ({ tx, ctx, input }) => ({
        output: await prioritizedTutors(tx, ctx, input as PrioritizedTutorsInput, tutorsResource),
      }),
    },
    createCalendarToken: {
      run: async ({ tx, ctx, id }) => ({
        output: await issueCalendarToken(tx, ctx.deps.crypto, {
          tutorId: id!,
          now: ctx.now,
          linkBase: ctx.linkBase,
        }),
      }),
    },
    revokeCalendarToken: {
      run: async ({ tx, ctx, id }) => {
        await revokeCalendarToken(tx, { tutorId: id!, now: ctx.now });
      },
    },
  },
});
