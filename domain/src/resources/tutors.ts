import { z } from 'zod';
import { hasAnyRole, hasRole, ROLES, type Role } from '../roles.ts';
import type { Actor } from '../permissions/actor.ts';
import { anySignedIn, rolesOnly } from '../permissions/rules.ts';
import { overseesTutors } from '../backoffice-access.ts';
import { defineContract } from './contract.ts';
import {
  calendarDateField,
  emailAddress,
  optionalPhone,
  optionalTimeZone,
  personName,
} from './employees.ts';
import { integer, recordId } from './payload-fields.ts';
import type { Tier } from './tiers.ts';

/**
 * What anyone signed in sees of a tutor who is not themselves (spec scheduling §6: students
 * and parents see the first name, the last initial and the avatar).
 */
export const TUTOR_PUBLIC_FIELDS = ['id', 'firstName', 'lastInitial', 'avatarUrl'] as const;

/** A tutor is an employee of type Tutor: `id` is the employee id. */
export const tutorRecord = z.object({
  id: integer,
  firstName: z.string(),
  lastInitial: z.string(),
  avatarUrl: z.string().nullable(),
  // Staff and the tutor themself only:
  userId: integer.optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  acceptNewStudents: z.boolean().optional(),
  featured: z.boolean().optional(),
  essayGrader: z.boolean().optional(),
  curriculumWork: z.boolean().optional(),
  deliveryTarget: integer.optional(),
  availabilityTarget: integer.optional(),
  tierId: integer.nullable().optional(),
  active: z.boolean().optional(),
  // Staff only (the tutor list and form):
  tierName: z.string().nullable().optional(),
  title: z.string().optional(),
  roles: z.array(z.enum(ROLES)).optional(),
  hireDate: calendarDateField.nullable().optional(),
  endDate: calendarDateField.nullable().optional(),
  subjectIds: z.array(integer).optional(),
  subjectNames: z.array(z.string()).optional(),
  departmentIds: z.array(integer).optional(),
  departmentNames: z.array(z.string()).optional(),
  lockVersion: integer.optional(),
});
export type Tutor = z.infer<typeof tutorRecord> & { tier?: Tier | null };

/** Weekly targets are hours per week: at most every hour of a week. */
export const TUTOR_TARGET_MAX_HOURS = 168;
/** At most this many subjects, and as many departments, on one tutor. */
export const TUTOR_LINKS_MAX = 100;

const targetHours = z
  .number()
  .int('must be a whole number of hours')
  .min(0, 'must be 0 or more')
  .max(TUTOR_TARGET_MAX_HOURS, `must be at most ${TUTOR_TARGET_MAX_HOURS} hours a week`);

const linkIds = (what: string) =>
  z
    .array(recordId, { error: `must be a list of ${what} ids` })
    .max(TUTOR_LINKS_MAX, `must have at most ${TUTOR_LINKS_MAX} ${what}s`);

/** Add a Tutor / Edit Tutors (spec §6): the tutor's account, tier, subjects, departments, targets. */
export const tutorCreate = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  phone: optionalPhone.optional(),
  timeZone: optionalTimeZone.optional(),
  tierId: recordId.nullable().optional(),
  subjectIds: linkIds('subject').optional(),
  departmentIds: linkIds('department').optional(),
  acceptNewStudents: z.boolean().optional(),
  featured: z.boolean().optional(),
  essayGrader: z.boolean().optional(),
  curriculumWork: z.boolean().optional(),
  deliveryTarget: targetHours.optional(),
  availabilityTarget: targetHours.optional(),
});
export type TutorCreate = z.input<typeof tutorCreate>;

/** Who adds and edits tutors: admins and HR (spec §6: the Admin app's Edit Tutors, Add a Tutor). */
export const TUTOR_MANAGING_ROLES: readonly Role[] = ['admin', 'hr'];

/**
 * What an instruction manager may change on a tutor: spec §6 makes them "the privileged editor
 * of targets"; whether the tutor takes new students goes with the targets.
 */
export const TUTOR_TARGET_FIELDS = [
  'deliveryTarget',
  'availabilityTarget',
  'acceptNewStudents',
] as const;

const TUTOR_EDITING_ROLES: readonly Role[] = [...TUTOR_MANAGING_ROLES, 'instruction_manager'];

const isSelf = (actor: Actor, record?: Tutor) =>
  record !== undefined && actor.tutorId !== null && record.id === actor.tutorId;

export const tutorsContract = defineContract({
  name: 'tutors',
  singular: 'tutor',
  summary: 'Tutors: employees of type Tutor (id is the employee id), with their user details.',
  record: tutorRecord,
  create: tutorCreate,
  update: tutorCreate.partial(),
  access: {
    read: anySignedIn(),
    create: rolesOnly(TUTOR_MANAGING_ROLES),
    update: rolesOnly(TUTOR_EDITING_ROLES),
  },
  fields: {
    read: (actor, record) =>
      // Faculty leaders too: spoofing a tutor needs the tutor's account and roles (spec §6).
      overseesTutors(actor.roles) || isSelf(actor, record) ? 'all' : TUTOR_PUBLIC_FIELDS,
    write: (actor) =>
      hasAnyRole(actor.roles, TUTOR_MANAGING_ROLES)
        ? 'all'
        : hasRole(actor.roles, 'instruction_manager')
          ? TUTOR_TARGET_FIELDS
          : [],
  },
});
