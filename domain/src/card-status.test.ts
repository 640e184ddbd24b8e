import { describe, expect, it } from 'vitest';
import { cardStatusOf } from './card-status.ts';

describe('cardStatusOf', () => {
  it.each([
    [{ override: 'collections', failedInstallments: 2, creditCents: 0 }, 'collections'],
    [{ override: 'override', failedInstallments: 1, creditCents: 0 }, 'override'],
    [{ override: null, failedInstallments: 1, creditCents: 500 }, 'delinquent'],
    [{ override: null, failedInstallments: 0, creditCents: 500 }, 'credit'],
    [{ override: null, failedInstallments: 0, creditCents: 0 }, 'current'],
    [{ override: 'bogus', failedInstallments: 0, creditCents: 0 }, 'current'],
  ] as const)('%j is %s', (facts, status) => {
    expect(cardStatusOf(facts)).toBe(status);
  });
});
