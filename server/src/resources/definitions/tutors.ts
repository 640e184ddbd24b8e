import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { employees, tutors, users } from '../../db/schema/index.ts';
import { avatarUrlOf } from '../../routes/avatars/avatar-url.ts';
import { defineResource } from '../define.ts';
import { booleanIs, textSearch } from '../filters.ts';

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
  active: employees.active,
  avatarUrl: avatarUrlOf('Tutor', tutors.id),
};

export const tutorRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  lastInitial: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  acceptNewStudents: z.boolean(),
  featured: z.boolean(),
  essayGrader: z.boolean(),
  curriculumWork: z.boolean(),
  deliveryTarget: z.number().int(),
  availabilityTarget: z.number().int(),
  active: z.boolean(),
});

export const tutorsResource = defineResource({
  name: 'tutors',
  summary: 'Tutors: employees of type Tutor (id is the employee id), with their user details.',
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
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      [users.firstName, users.lastName, users.email],
      'First name, last name or e-mail contains.',
    ),
    active: booleanIs(employees.active, 'Active tutors only (true) or inactive only (false).'),
  },
  // The password hash, calendar token and sign-in state never leave the server.
  serialize: (row) => ({
    ...row,
    lastInitial: row.lastName.slice(0, 1),
  }),
  record: tutorRecord,
  readScopes: { tutor: (user) => (user.tutorId === null ? null : eq(tutors.id, user.tutorId)) },
});
