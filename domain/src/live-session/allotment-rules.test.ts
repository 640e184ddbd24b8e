import { describe, expect, it } from 'vitest';
import {
  ALLOTMENT_MINUTES_STEP_MESSAGE,
  ALLOTMENT_SKIP_REFUSED_MESSAGE,
  ALLOTMENT_SUBJECT_TWICE_MESSAGE,
  allotmentBalance,
  allotmentSaveErrors,
  allotmentSkipAllowed,
  allotmentSquares,
  allotmentTotalMinutes,
} from './allotment-rules.ts';

describe('allotment totals', () => {
  it('rounds the session duration to the nearest 10 minutes', () => {
    expect(allotmentTotalMinutes(60)).toBe(60);
    expect(allotmentTotalMinutes(64)).toBe(60);
    expect(allotmentTotalMinutes(65)).toBe(70);
    expect(allotmentTotalMinutes(4)).toBe(0);
  });

  it('counts squares of 10 minutes', () => {
    expect(allotmentSquares(0)).toBe(0);
    expect(allotmentSquares(30)).toBe(3);
  });

  it('says how far the allotted minutes are from the total', () => {
    expect(allotmentBalance(40, 60)).toEqual({
      status: 'under',
      minutes: 20,
      message: '20 minutes under',
    });
    expect(allotmentBalance(90, 60).message).toBe('30 minutes over');
    expect(allotmentBalance(60, 60)).toEqual({
      status: 'perfect',
      minutes: 0,
      message: 'Perfect!',
    });
  });
});

describe('allotment skip', () => {
  it('is allowed when nobody attended or the brand is not Tutoring', () => {
    expect(allotmentSkipAllowed({ attendedCount: 0, isTutoringBrand: true })).toBe(true);
    expect(allotmentSkipAllowed({ attendedCount: 2, isTutoringBrand: false })).toBe(true);
    expect(allotmentSkipAllowed({ attendedCount: 1, isTutoringBrand: true })).toBe(false);
  });
});

describe('allotment save errors', () => {
  const noSkip = { asked: false, allowed: false };

  it('accepts minutes that add up to the total', () => {
    const entries = [
      { subjectId: 1, minutes: 40 },
      { subjectId: 2, minutes: 20 },
    ];
    expect(allotmentSaveErrors(entries, 60, noSkip)).toEqual({});
  });

  it('answers the balance as the base error when they do not', () => {
    expect(allotmentSaveErrors([{ subjectId: 1, minutes: 40 }], 60, noSkip)).toEqual({
      base: ['20 minutes under'],
    });
    expect(allotmentSaveErrors([{ subjectId: 1, minutes: 80 }], 60, noSkip)).toEqual({
      base: ['20 minutes over'],
    });
  });

  it('keys steps that are not 10 minutes and subjects given twice by their index', () => {
    const errors = allotmentSaveErrors(
      [
        { subjectId: 1, minutes: 25 },
        { subjectId: 1, minutes: 35 },
      ],
      60,
      noSkip,
    );
    expect(errors['allotments[0].minutes']).toEqual([ALLOTMENT_MINUTES_STEP_MESSAGE]);
    expect(errors['allotments[1].subjectId']).toEqual([ALLOTMENT_SUBJECT_TWICE_MESSAGE]);
  });

  it('lets an allowed skip through whatever the minutes, and refuses a skip not allowed', () => {
    expect(allotmentSaveErrors([], 60, { asked: true, allowed: true })).toEqual({});
    expect(allotmentSaveErrors([], 60, { asked: true, allowed: false })).toEqual({
      base: [ALLOTMENT_SKIP_REFUSED_MESSAGE],
    });
  });
});
