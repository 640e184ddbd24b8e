import { z } from 'zod';
import { isStaff } from '../roles.ts';
import type { Actor } from '../permissions/actor.ts';
import { anySignedIn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import { integer } from './payload-fields.ts';
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
});
export type Tutor = z.infer<typeof tutorRecord> & { tier?: Tier | null };

const isSelf = (actor: Actor, record?: Tutor) =>
  record !== undefined && actor.tutorId !== null && record.id === actor.tutorId;

export const tutorsContract = defineContract({
  name: 'tutors',
  singular: 'tutor',
  summary: 'Tutors: employees of type Tutor (id is the employee id), with their user details.',
  record: tutorRecord,
  access: { read: anySignedIn() },
  fields: {
    read: (actor, record) =>
      isStaff(actor.roles) || isSelf(actor, record) ? 'all' : TUTOR_PUBLIC_FIELDS,
  },
});
