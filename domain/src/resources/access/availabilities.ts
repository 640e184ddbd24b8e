import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import {
  schedulingStaffOrTutor,
  schedulingStaffTutorOrFamily,
  staffOrOwn,
} from '../../permissions/rules.ts';
import type { availabilityRecord } from '../availabilities.ts';

/** A tutor changes only their own availability. */
const isOwn = (actor: Actor, availability: { tutorId: number }) =>
  actor.tutorId !== null && availability.tutorId === actor.tutorId;

export const availabilitiesAccess = {
  singular: 'availability',
  access: {
    read: staffOrOwn(),
    create: schedulingStaffOrTutor(isOwn),
    update: schedulingStaffOrTutor(isOwn),
    delete: schedulingStaffOrTutor(isOwn),
  },
  actions: {
    repeat: schedulingStaffOrTutor(isOwn),
    clearUpcoming: schedulingStaffOrTutor(isOwn),
    repeatOptions: schedulingStaffTutorOrFamily(isOwn),
  },
} satisfies ResourceAccess<z.infer<typeof availabilityRecord>>;
