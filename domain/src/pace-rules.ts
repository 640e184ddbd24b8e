/**
 * A student's weekly pace and their tutoring hours (spec scheduling-and-live-sessions §5 "Pace:
 * a number, min 0, max 10, step 0.25" with its three messages; §9 "Pace 0 to 10 in steps of
 * 0.25"; staff-and-crm "Only admins can edit a student's pace"). Pure: the server enforces
 * these and the forms show the same messages.
 */
import { z } from 'zod';
import { ADD_HOURS_BLOCK } from './payment-rules.ts';

export const PACE_MIN = 0;
export const PACE_MAX = 10;
export const PACE_STEP = 0.25;

export const PACE_TOO_LOW_MESSAGE = 'Please enter value greater than or equal to 0';
export const PACE_STEP_MESSAGE = 'Please enter a value in increments of 0.25';
export const PACE_TOO_HIGH_MESSAGE = 'Please enter value lower than 10';

/** The back-office toast after a pace save (spec §8). */
export const paceSavedMessage = (name: string): string => `Successfully changed ${name}'s velocity`;

/** The first rule a pace breaks, in the spec's words, or null when it is valid. */
export function paceError(pace: number): string | null {
  if (!Number.isFinite(pace) || pace < PACE_MIN) return PACE_TOO_LOW_MESSAGE;
  if (pace > PACE_MAX) return PACE_TOO_HIGH_MESSAGE;
  // Quarters are exact in binary floating point, so a valid pace times 4 is a whole number.
  if (!Number.isInteger(pace * 4)) return PACE_STEP_MESSAGE;
  return null;
}

/** PUT /students/{id}/pace: `{ pace }` (hours per week). */
export const paceUpdate = z
  .object({
    pace: z.number({ error: PACE_TOO_LOW_MESSAGE }).superRefine((pace, issues) => {
      const message = paceError(pace);
      if (message) issues.addIssue({ code: 'custom', message });
    }),
  })
  .strict();
export type PaceUpdate = z.infer<typeof paceUpdate>;

/** One change of pace, newest first on the wire. */
export const paceChange = z.object({
  pace: z.number(),
  previousPace: z.number().nullable(),
  changedAt: z.string(),
  changedByName: z.string().nullable(),
});
export type PaceChange = z.infer<typeof paceChange>;

/**
 * Pay As You Go (spec §2): how many 5-hour blocks to add so that `neededMinutes` more fit in
 * the unscheduled minutes; 0 when they already fit.
 */
export function replenishBlocks(unscheduledMinutes: number, neededMinutes: number): number {
  const short = neededMinutes - unscheduledMinutes;
  return short > 0 ? Math.ceil(short / (ADD_HOURS_BLOCK * 60)) : 0;
}

/**
 * A Pay As You Go booking that needs more hours while the family still owes for hours added on
 * credit before (the kept card declined them, or no card is kept): refused, so credit never
 * grows past one booking's worth without being paid.
 */
export const PAY_AS_YOU_GO_OWED_MESSAGE =
  'The hours Pay As You Go added last are still unpaid. Add Tutoring Hours, or update the card on file, to book more.';

/**
 * A booking while the student's family owes for hours added on credit and keeps no card to
 * charge them (Pay As You Go turned off after booking on credit, say): refused until it pays,
 * so hours added on credit are not booked again for nothing.
 */
export const OWED_WITHOUT_CARD_MESSAGE =
  'Your family owes for tutoring hours added on credit and has no card on file. Add Tutoring Hours with a card to pay, then book.';

/** Whether a family that owes `owedCents` for hours on credit may book more: with a card kept. */
export const mayBookWhileOwing = (owedCents: number, keepsCard: boolean): boolean =>
  owedCents <= 0 || keepsCard;

/** Whether Pay As You Go may add hours on credit while `owedCents` are unpaid: only when none. */
export const mayReplenishOnCredit = (owedCents: number): boolean => !(owedCents > 0);

/** The Pay As You Go modal (spec §2), on and off. */
export const PAY_AS_YOU_GO_TEXTS = {
  on: {
    title: 'Turn On Pay As You Go',
    body: `When your child runs out of hours, the account is replenished with another ${ADD_HOURS_BLOCK} hours.`,
  },
  off: {
    title: 'Turn Off Pay As You Go',
    body: 'Turning off Pay As You Go removes all upcoming scheduled sessions, which must be rescheduled.',
  },
} as const;

/** PUT /enrollments/{id}/arrear_billing: `{ arrearBilling }`. */
export const arrearBillingUpdate = z.object({ arrearBilling: z.boolean() }).strict();
export type ArrearBillingUpdate = z.infer<typeof arrearBillingUpdate>;
