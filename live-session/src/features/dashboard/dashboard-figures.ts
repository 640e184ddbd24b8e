import type { Availability } from '@tp/domain';

/** Hours with at most one decimal: 12, 7.5. */
export function hoursLabel(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** This week's availability: the minutes offered, and those not yet booked. */
export function availabilityTotals(availabilities: readonly Availability[]) {
  return availabilities.reduce(
    (totals, availability) => ({
      offered: totals.offered + availability.duration,
      remaining: totals.remaining + availability.remainingAvailability,
    }),
    { offered: 0, remaining: 0 },
  );
}
