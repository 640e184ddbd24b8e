import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { tiersAccess } from './access/tiers.ts';

/** A billing rate in dollars per hour, to the cent. */
export const TIER_BILLING_RATE_MAX = 10_000;

/** A tutor's tier: the level they are billed at (spec: Tier, name and billingRate). */
export const tierRecord = z.object({
  id: integer,
  name: z.string(),
  /** Dollars per hour. */
  billingRate: z.number(),
  /** Tutors on this tier. */
  tutorsCount: integer,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type Tier = z.infer<typeof tierRecord>;

export const tierCreate = z.object({
  name: storableText.trim().min(1, "can't be blank").max(100),
  billingRate: z
    .number({ error: 'must be a number' })
    .min(0, 'must be greater than or equal to 0')
    .max(TIER_BILLING_RATE_MAX, `must be less than or equal to ${TIER_BILLING_RATE_MAX}`)
    .refine(isCents, {
      message: 'must have at most two decimals',
    }),
});
export type TierCreate = z.input<typeof tierCreate>;

function isCents(rate: number): boolean {
  return Math.abs(Math.round(rate * 100) - rate * 100) < 1e-6;
}

/** The tutors a tier gets (each leaves the tier they were on). */
export const tierTutorAssignment = z.object({
  tutorIds: z.array(recordId).min(1, 'must name at least one tutor').max(1000),
});
export type TierTutorAssignment = z.infer<typeof tierTutorAssignment>;

export const tiersContract = defineContract({
  name: 'tiers',
  singular: tiersAccess.singular,
  summary: 'Tutor tiers: the level a tutor is billed at (name and hourly billing rate).',
  record: tierRecord,
  create: tierCreate,
  update: tierCreate.partial(),
  access: tiersAccess.access,
  actions: {
    assignTutors: {
      on: 'member',
      method: 'PUT',
      path: 'assign_tutors',
      summary:
        'Puts the tutors on this tier in one transaction (each leaves their previous tier). Body: { tier: { tutorIds } }.',
      input: { in: 'body', keyed: true, schema: tierTutorAssignment },
      allow: tiersAccess.actions.assignTutors,
    },
  },
});
