import { z } from 'zod';
import { GEMS } from '../live-session/live-session-wire.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId } from './payload-fields.ts';
import { studentBadgesAccess } from './access/student-badges.ts';

/** A gem a student earned (spec §3 Student badge: studentId, description); redeemed later. */
export const studentBadgeRecord = z.object({
  id: integer,
  studentId: integer,
  /** The gem: Ruby, Amber, Gold, Emerald, Sapphire or Amethyst. */
  description: z.string(),
  /** The session it was earned in, when one. */
  sessionId: integer.nullable(),
  awardedById: integer.nullable(),
  /** Employees supervising a session the student attends: they may give and redeem gems. */
  supervisorIds: z.array(integer),
  redeemedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type StudentBadge = z.infer<typeof studentBadgeRecord>;

const gem = z.enum(GEMS, { error: `must be one of ${GEMS.join(', ')}` });

export const studentBadgeCreate = z.object({
  studentId: recordId,
  description: gem,
  sessionId: recordId.nullable().optional(),
});
/** Staff correct a gem's kind; the student and session stay. */
export const studentBadgeUpdate = z.object({ description: gem.optional() });

export const studentBadgesContract = defineContract({
  name: 'student_badges',
  singular: studentBadgesAccess.singular,
  summary: "Gems students earned in sessions of brands with points, and whether they're redeemed.",
  record: studentBadgeRecord,
  create: studentBadgeCreate,
  update: studentBadgeUpdate,
  access: studentBadgesAccess.access,
  actions: {
    redeem: {
      on: 'member',
      method: 'PUT',
      path: 'redeem',
      summary:
        'Marks the gem as redeemed (409 when it already is). Staff, or a tutor who supervises a session of the student. Answers the badge.',
      allow: studentBadgesAccess.actions.redeem,
    },
  },
});
