import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { schedulingStaffOrTutor, staffOrOwn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, isoDateTimeInput, recordId } from './payload-fields.ts';
import type { Tutor } from './tutors.ts';

export const availabilityRecord = z.object({
  id: integer,
  tutorId: integer,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  duration: integer,
  locked: z.boolean(),
  maxedOut: z.boolean(),
  lockVersion: integer,
});
export type Availability = z.infer<typeof availabilityRecord> & { tutor?: Tutor | null };

export const availabilityCreate = z.object({
  tutorId: recordId,
  startsAt: isoDateTimeInput,
  endsAt: isoDateTimeInput.optional(),
  duration: z.number().int().optional(),
  locked: z.boolean().optional(),
  maxedOut: z.boolean().optional(),
});

/** A tutor changes only their own availability. */
const isOwn = (actor: Actor, availability: { tutorId: number }) =>
  actor.tutorId !== null && availability.tutorId === actor.tutorId;

export const availabilitiesContract = defineContract({
  name: 'availabilities',
  singular: 'availability',
  summary: 'Time tutors offer for booking.',
  record: availabilityRecord,
  create: availabilityCreate,
  update: availabilityCreate.partial(),
  access: {
    read: staffOrOwn(),
    create: schedulingStaffOrTutor(isOwn),
    update: schedulingStaffOrTutor(isOwn),
    delete: schedulingStaffOrTutor(isOwn),
  },
});
