import type { TierRow, TutorRow } from './types.ts';

/** The levels tutors are billed at, cheapest first (dollars per hour). */
const TIER_SPECS = [
  { name: 'Associate', billingRate: 38 },
  { name: 'Bronze', billingRate: 45 },
  { name: 'Silver', billingRate: 52.5 },
  { name: 'Gold', billingRate: 62.5 },
  { name: 'Platinum', billingRate: 80 },
  // A tier nobody is on yet: it can be deleted, the others cannot.
  { name: 'Specialist', billingRate: 95 },
] as const;

export function generateTiers(now: Date): TierRow[] {
  return TIER_SPECS.map((spec, index) => ({
    id: index + 1,
    ...spec,
    createdAt: now,
    updatedAt: now,
    lockVersion: 0,
  }));
}

/**
 * Tutors spread over the first five tiers in turn; every sixth tutor is new and has no tier
 * yet (the back-office shows who still needs one).
 */
export function withTiers(tutors: readonly TutorRow[], tiers: readonly TierRow[]): TutorRow[] {
  const tiered = tiers.slice(0, 5);
  return tutors.map((tutor, index) => ({
    ...tutor,
    tierId: index % 6 === 5 ? null : tiered[index % tiered.length]!.id,
  }));
}
