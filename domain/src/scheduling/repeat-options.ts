/**
 * How often a booking repeats (spec scheduling §5 "Repeat options"): 3 months (12), 2 months
 * (8), 1 month (4), just this one (0), and "All remaining hours". A repeat count is the
 * number of weekly sessions after the first, so "just this one" is 0 and N repeats book N + 1
 * sessions.
 */

export const ALL_REMAINING_HOURS = 'all' as const;
export type RepeatChoice = number | typeof ALL_REMAINING_HOURS;

export interface RepeatOption {
  label: string;
  value: RepeatChoice;
  /** The weekly sessions after the first that the option books. */
  repeats: number;
}

export const REPEAT_CHOICES = [
  { label: '3 months', value: 12 },
  { label: '2 months', value: 8 },
  { label: '1 month', value: 4 },
  { label: 'Just this one', value: 0 },
  { label: 'All remaining hours', value: ALL_REMAINING_HOURS },
] as const satisfies readonly { label: string; value: RepeatChoice }[];

/** Pay as you go has no hours to run out of: up to 12 repeats, 3 months (spec §5). */
export const ARREAR_BILLING_MAX_REPEATS = 12;

export interface RepeatLimitInput {
  /** Minutes sold and not yet scheduled; null when the course does not count hours. */
  unscheduledMinutes: number | null;
  /** Minutes of each session. */
  duration: number;
  /** Pay as you go (the enrollment's arrearBilling). */
  arrearBilling: boolean;
}

/**
 * The most repeats a booking may ask for: floor(unscheduled / duration) - 1 (the first session
 * takes one share), 12 with arrear billing or when hours are not counted; never below 0.
 */
export function maxRepeats({
  unscheduledMinutes,
  duration,
  arrearBilling,
}: RepeatLimitInput): number {
  if (arrearBilling || unscheduledMinutes === null) return ARREAR_BILLING_MAX_REPEATS;
  if (!(duration > 0)) return 0;
  return Math.max(0, Math.floor(unscheduledMinutes / duration) - 1);
}

/**
 * The options the booking form offers: each fixed count within the maximum, and "All
 * remaining hours" (the maximum itself). "Just this one" is always there.
 */
export function repeatOptions(input: RepeatLimitInput): RepeatOption[] {
  const max = maxRepeats(input);
  return REPEAT_CHOICES.flatMap((choice): RepeatOption[] => {
    if (choice.value === ALL_REMAINING_HOURS)
      return [{ label: choice.label, value: choice.value, repeats: max }];
    return choice.value <= max
      ? [{ label: choice.label, value: choice.value, repeats: choice.value }]
      : [];
  });
}

/** The repeats a choice stands for, or null when it is above the maximum. */
export function repeatsFor(choice: RepeatChoice, input: RepeatLimitInput): number | null {
  const max = maxRepeats(input);
  if (choice === ALL_REMAINING_HOURS) return max;
  return choice <= max ? choice : null;
}
