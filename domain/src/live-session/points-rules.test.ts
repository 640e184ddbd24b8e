import { describe, expect, it } from 'vitest';
import {
  byPointsDescending,
  levelForPoints,
  levelProgress,
  unredeemedBadgesCount,
  unredeemedGems,
} from './points-rules.ts';

const LEVELS = [
  { sequence: 2, rank: 'Silver', pointThreshold: 100 },
  { sequence: 1, rank: 'Bronze', pointThreshold: 0 },
  { sequence: 3, rank: 'Gold', pointThreshold: 250 },
];

describe('levels', () => {
  it('places points at the highest threshold reached, whatever the order given', () => {
    expect(levelForPoints(LEVELS, 0)).toMatchObject({ rank: 'Bronze', sequence: 1 });
    expect(levelForPoints(LEVELS, 99)).toMatchObject({
      rank: 'Bronze',
      nextLevel: { rank: 'Silver', pointThreshold: 100 },
      progress: 99,
    });
    expect(levelForPoints(LEVELS, 100)).toMatchObject({ rank: 'Silver', progress: 40 });
  });

  it('has no next level and full progress at the top', () => {
    expect(levelForPoints(LEVELS, 5000)).toEqual({
      sequence: 3,
      rank: 'Gold',
      pointThreshold: 250,
      nextLevel: null,
      progress: 100,
    });
  });

  it('answers null below the first threshold or without levels', () => {
    expect(levelForPoints([{ sequence: 1, rank: 'A', pointThreshold: 10 }], 5)).toBeNull();
    expect(levelForPoints([], 5)).toBeNull();
  });

  it('caps progress at 100 and never goes below 0', () => {
    expect(levelProgress(500, 250)).toBe(100);
    expect(levelProgress(-5, 250)).toBe(0);
    expect(levelProgress(10, null)).toBe(100);
  });
});

describe('badges', () => {
  const badges = [
    { description: 'Ruby', redeemedAt: null },
    { description: 'Ruby', redeemedAt: null },
    { description: 'Gold', redeemedAt: '2026-03-01T00:00:00Z' },
    { description: 'Sticker', redeemedAt: null },
  ];

  it('counts the unredeemed ones', () => {
    expect(unredeemedBadgesCount(badges)).toBe(3);
  });

  it('counts unredeemed gems by name, every gem present', () => {
    expect(unredeemedGems(badges)).toEqual({
      Ruby: 2,
      Amber: 0,
      Gold: 0,
      Emerald: 0,
      Sapphire: 0,
      Amethyst: 0,
    });
  });
});

describe('check-in order', () => {
  it('sorts by points descending, then by name, without touching the input', () => {
    const students = [
      { fullName: 'B', points: 10 },
      { fullName: 'A', points: 10 },
      { fullName: 'C', points: 50 },
    ];
    expect(byPointsDescending(students).map((s) => s.fullName)).toEqual(['C', 'A', 'B']);
    expect(students[0]!.fullName).toBe('B');
  });
});
