import { eq } from 'drizzle-orm';
import { tutorsContract } from '@tp/domain';
import { employees, tutors, users } from '../../db/schema/index.ts';
import { avatarUrlOf } from '../../routes/avatars/avatar-url.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, textSearch } from '../filters.ts';

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
  active: employees.active,
  avatarUrl: avatarUrlOf('Tutor', tutors.id),
};

export const tutorsResource = defineResource({
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
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      { firstName: users.firstName, lastName: users.lastName, email: users.email },
      'First name, last name or e-mail contains.',
    ),
    active: booleanIs(employees.active, 'Active tutors only (true) or inactive only (false).'),
    tierId: integerIn(tutors.tierId, 'Tier id.'),
  },
  includes: { tier: { kind: 'belongsTo', target: 'tiers', foreignKey: 'tierId' } },
  // The password hash, calendar token and sign-in state never leave the server.
  serialize: (row) => ({
    ...row,
    lastInitial: row.lastName.slice(0, 1),
  }),
});
