import { describe, expect, it } from 'vitest';
import {
  PACE_STEP_MESSAGE,
  PACE_TOO_HIGH_MESSAGE,
  PACE_TOO_LOW_MESSAGE,
  paceError,
  paceSavedMessage,
  paceUpdate,
  mayBookWhileOwing,
  mayReplenishOnCredit,
  replenishBlocks,
} from './pace-rules.ts';

describe('paceError', () => {
  it.each([0, 0.25, 1.5, 9.75, 10])('accepts %s', (pace) => {
    expect(paceError(pace)).toBeNull();
  });
  it.each([
    [-0.25, PACE_TOO_LOW_MESSAGE],
    [Number.NaN, PACE_TOO_LOW_MESSAGE],
    [0.1, PACE_STEP_MESSAGE],
    [2.3, PACE_STEP_MESSAGE],
    [10.25, PACE_TOO_HIGH_MESSAGE],
    [11, PACE_TOO_HIGH_MESSAGE],
  ])('refuses %s with the spec’s message', (pace, message) => {
    expect(paceError(pace)).toBe(message);
  });
  it('is what the payload schema says, and the schema takes nothing else', () => {
    expect(paceUpdate.safeParse({ pace: 2.5 }).success).toBe(true);
    const refused = paceUpdate.safeParse({ pace: 0.3 });
    expect(refused.error?.issues[0]?.message).toBe(PACE_STEP_MESSAGE);
    expect(paceUpdate.safeParse({ pace: 1, studentId: 2 }).success).toBe(false);
  });
  it('says the toast of a save', () => {
    expect(paceSavedMessage('Lily Brennan')).toBe("Successfully changed Lily Brennan's velocity");
  });
});

describe('mayReplenishOnCredit', () => {
  it('adds hours on credit only while nothing added before is unpaid', () => {
    expect(mayReplenishOnCredit(0)).toBe(true);
    expect(mayReplenishOnCredit(1)).toBe(false);
    expect(mayReplenishOnCredit(32_500)).toBe(false);
  });
});

describe('mayBookWhileOwing', () => {
  it('lets a family book while it owes nothing, or keeps a card to charge what it owes', () => {
    expect(mayBookWhileOwing(0, false)).toBe(true);
    expect(mayBookWhileOwing(0, true)).toBe(true);
    expect(mayBookWhileOwing(32_500, true)).toBe(true);
    expect(mayBookWhileOwing(1, false)).toBe(false);
    expect(mayBookWhileOwing(32_500, false)).toBe(false);
  });
});

describe('replenishBlocks', () => {
  it('adds nothing while the booking fits', () => {
    expect(replenishBlocks(300, 300)).toBe(0);
    expect(replenishBlocks(300, 60)).toBe(0);
  });
  it('adds as many 5-hour blocks as the shortfall needs', () => {
    expect(replenishBlocks(0, 60)).toBe(1);
    expect(replenishBlocks(30, 400)).toBe(2);
    expect(replenishBlocks(0, 300)).toBe(1);
    expect(replenishBlocks(0, 301)).toBe(2);
  });
});
