import { bookableRemainingMinutes, type Availability } from '@tp/domain';

/**
 * This week's availability: the minutes offered, and those still open to book (domain's rule,
 * the one the schedule's "Remaining availability" uses: ended and locked ones are not bookable).
 */
export function availabilityTotals(availabilities: readonly Availability[], now: Date) {
  return {
    offered: availabilities.reduce((sum, availability) => sum + availability.duration, 0),
    remaining: bookableRemainingMinutes(availabilities, now),
  };
}
