import { describe, expect, it } from 'vitest';
import {
  DEGREE_LEVELS,
  ORIGINATOR_RECORDS,
  SHIPPING_METHOD_RECORDS,
  gradeLevels,
  materialsAnswer,
  seniorGradYear,
  shippingMethodsAnswer,
} from './lookups.ts';

describe('look-ups (staff-and-crm §7)', () => {
  it('lists TK, K and grades 1 to 12, youngest first', () => {
    const levels = gradeLevels(new Date('2026-03-10T12:00:00Z'), 'America/New_York');
    expect(levels.map((level) => level.name)).toEqual([
      'TK',
      'K',
      ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
    ]);
    expect(levels[0]).toEqual({ id: -1, name: 'TK' });
  });

  it('gives each grade the year it graduates, the school year starting in August', () => {
    expect(seniorGradYear('2026-03-10')).toBe(2026);
    expect(seniorGradYear('2026-08-01')).toBe(2027);
    const march = gradeLevels(new Date('2026-03-10T12:00:00Z'), 'America/New_York', {
      withGradYear: true,
    });
    expect(march.find((level) => level.id === 12)!.gradYear).toBe(2026);
    expect(march.find((level) => level.id === 0)!.gradYear).toBe(2038);
  });

  it('serves degree levels and originators as records', () => {
    expect(DEGREE_LEVELS.map((level) => level.name)).toContain("Bachelor's Degree");
    expect(ORIGINATOR_RECORDS.find((o) => o.id === 'warehouse')).toEqual({
      id: 'warehouse',
      name: 'Our warehouse',
      integratesWithApi: true,
    });
  });

  it('serves the shipping methods as records with stable slug ids', () => {
    expect(SHIPPING_METHOD_RECORDS.map((method) => method.name)).toEqual([
      'USPS First-Class',
      'USPS Priority',
      'UPS Ground',
      'FedEx 2Day',
      'Hand delivery',
    ]);
    for (const { id } of SHIPPING_METHOD_RECORDS) expect(id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    expect(
      shippingMethodsAnswer.safeParse({ shippingMethods: SHIPPING_METHOD_RECORDS }).success,
    ).toBe(true);
  });

  it('describes materials as an id and a name', () => {
    expect(materialsAnswer.safeParse({ materials: [{ id: 1, name: 'Workbook' }] }).success).toBe(
      true,
    );
    expect(materialsAnswer.safeParse({ materials: [{ id: '1', name: 'Workbook' }] }).success).toBe(
      false,
    );
  });
});
