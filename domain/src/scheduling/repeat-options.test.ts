import { describe, expect, it } from 'vitest';
import { ALL_REMAINING_HOURS, maxRepeats, repeatOptions, repeatsFor } from './repeat-options.ts';

describe('repeat options (spec §5)', () => {
  it('allows floor(unscheduled / duration) - 1 repeats: the first session takes one share', () => {
    expect(maxRepeats({ unscheduledMinutes: 600, duration: 60, arrearBilling: false })).toBe(9);
    expect(maxRepeats({ unscheduledMinutes: 600, duration: 90, arrearBilling: false })).toBe(5);
    expect(maxRepeats({ unscheduledMinutes: 60, duration: 60, arrearBilling: false })).toBe(0);
    expect(maxRepeats({ unscheduledMinutes: 30, duration: 60, arrearBilling: false })).toBe(0);
  });

  it('allows 12 with arrear billing (pay as you go) or when the course does not count hours', () => {
    expect(maxRepeats({ unscheduledMinutes: 0, duration: 60, arrearBilling: true })).toBe(12);
    expect(maxRepeats({ unscheduledMinutes: null, duration: 60, arrearBilling: false })).toBe(12);
  });

  it('offers 12, 8, 4 and 0 in that order when the hours allow, then All remaining hours', () => {
    expect(
      repeatOptions({ unscheduledMinutes: 60 * 20, duration: 60, arrearBilling: false }),
    ).toEqual([
      { label: '3 months', value: 12, repeats: 12 },
      { label: '2 months', value: 8, repeats: 8 },
      { label: '1 month', value: 4, repeats: 4 },
      { label: 'Just this one', value: 0, repeats: 0 },
      { label: 'All remaining hours', value: ALL_REMAINING_HOURS, repeats: 19 },
    ]);
  });

  it('leaves out the options above the maximum; just this one always stays', () => {
    const options = repeatOptions({
      unscheduledMinutes: 6 * 60,
      duration: 60,
      arrearBilling: false,
    });
    expect(options.map((o) => o.value)).toEqual([4, 0, 'all']);
    expect(
      repeatOptions({ unscheduledMinutes: 0, duration: 60, arrearBilling: false }).map(
        (o) => o.repeats,
      ),
    ).toEqual([0, 0]);
  });

  it('turns a choice into repeats, or null above the maximum', () => {
    const limit = { unscheduledMinutes: 6 * 60, duration: 60, arrearBilling: false };
    expect(repeatsFor(4, limit)).toBe(4);
    expect(repeatsFor(8, limit)).toBeNull();
    expect(repeatsFor(ALL_REMAINING_HOURS, limit)).toBe(5);
  });
});
