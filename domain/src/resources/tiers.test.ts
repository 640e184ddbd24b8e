import { describe, expect, it } from 'vitest';
import { tierCreate, tierTutorAssignment } from './tiers.ts';

describe('tier payloads', () => {
  it('accepts a name and a rate to the cent', () => {
    expect(tierCreate.parse({ name: ' Gold ', billingRate: 62.5 })).toEqual({
      name: 'Gold',
      billingRate: 62.5,
    });
  });

  it.each([
    [{ name: '', billingRate: 10 }, 'name', "can't be blank"],
    [{ name: 'Gold', billingRate: -1 }, 'billingRate', 'must be greater than or equal to 0'],
    [
      { name: 'Gold', billingRate: 10_000.01 },
      'billingRate',
      'must be less than or equal to 10000',
    ],
    [{ name: 'Gold', billingRate: 12.345 }, 'billingRate', 'must have at most two decimals'],
  ])('refuses %j on %s: %s', (payload, field, message) => {
    const result = tierCreate.safeParse(payload);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('assigns at least one tutor by id', () => {
    expect(tierTutorAssignment.safeParse({ tutorIds: [] }).success).toBe(false);
    expect(tierTutorAssignment.safeParse({ tutorIds: [2_147_483_648] }).success).toBe(false);
    expect(tierTutorAssignment.parse({ tutorIds: [1, 2] })).toEqual({ tutorIds: [1, 2] });
  });
});
