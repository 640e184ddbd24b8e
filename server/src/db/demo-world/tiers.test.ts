import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';

describe('demo world tiers', () => {
  const world = generateDemoWorld({ now: new Date('2026-03-10T15:00:00Z') });

  it('has six tiers by rising rate, every one but the last with tutors', () => {
    expect(world.tiers.map((t) => t.billingRate)).toEqual([38, 45, 52.5, 62.5, 80, 95]);
    const used = new Set(world.tutors.map((t) => t.tierId));
    expect(world.tiers.map((t) => used.has(t.id))).toEqual([true, true, true, true, true, false]);
  });

  it('puts most tutors on a tier and leaves a few new ones without', () => {
    const withTier = world.tutors.filter((t) => t.tierId != null).length;
    expect(withTier).toBeGreaterThan(world.tutors.length / 2);
    expect(withTier).toBeLessThan(world.tutors.length);
  });
});
