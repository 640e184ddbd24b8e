import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { staffOrRoleOwn } from '../../permissions/rules.ts';
import type { pendingTutoringRecord } from '../pending-tutorings.ts';

const isOwnTime = (actor: Actor, pending: { tutorId: number }) =>
  actor.employeeId !== null && pending.tutorId === actor.employeeId;

export const pendingTutoringsAccess = {
  singular: 'pending_tutoring',
  access: {
    read: staffOrRoleOwn('tutor', isOwnTime),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof pendingTutoringRecord>>;
