import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import {
  schedulingStaffOrFamilyOwn,
  schedulingStaffTutorOrFamily,
  staffOrOwn,
} from '../../permissions/rules.ts';
import type { tutoringRecord } from '../tutorings.ts';

/** A tutor books their own time (the service also checks the student is theirs). */
const isOwnTime = (actor: Actor, tutoring: { supervisorId: number | null }) =>
  actor.employeeId !== null && tutoring.supervisorId === actor.employeeId;

export const tutoringsAccess = {
  singular: 'tutoring',
  access: {
    read: staffOrOwn(),
  },
  actions: {
    book: schedulingStaffTutorOrFamily(isOwnTime),
    cancel: schedulingStaffOrFamilyOwn(),
    reschedule: schedulingStaffOrFamilyOwn(),
  },
} satisfies ResourceAccess<z.infer<typeof tutoringRecord>>;
