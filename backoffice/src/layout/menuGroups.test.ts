import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, visibleMenuGroups } from './menuGroups.ts';

const everyone = () => true;

describe('visibleMenuGroups', () => {
  it('groups the declared resources as staff think of them, in the groups order', () => {
    const groups = visibleMenuGroups(
      ['reviews', 'courses', 'tiers', 'teams', 'shipments', 'brands', 'subjects'],
      everyone,
    );
    expect(groups.map((g) => [g.label, g.resources])).toEqual([
      ['Catalogue', ['courses', 'brands', 'subjects', 'tiers']],
      ['People', ['teams']],
      ['Operations', ['shipments', 'reviews']],
    ]);
  });

  it('shows a resource another part of the app adds as soon as it is declared', () => {
    const before = visibleMenuGroups(['courses'], everyone);
    const after = visibleMenuGroups(['courses', 'payroll_items', 'lead_sources'], everyone);
    expect(before.map((g) => g.id)).toEqual(['catalogue']);
    expect(after.map((g) => [g.id, g.resources])).toEqual([
      ['catalogue', ['courses']],
      ['crm', ['lead_sources']],
      ['operations', ['payroll_items']],
    ]);
  });

  it('leaves out what the user may not list, and a group left empty by it', () => {
    const groups = visibleMenuGroups(
      ['courses', 'payroll_items', 'shipments'],
      (resource) => resource === 'courses',
    );
    expect(groups.map((g) => [g.id, g.resources])).toEqual([['catalogue', ['courses']]]);
  });

  it('puts a listable resource no group names under More, never out of reach', () => {
    const groups = visibleMenuGroups(['courses', 'test_dates'], everyone);
    expect(groups.at(-1)).toMatchObject({ label: 'More', resources: ['test_dates'] });
  });

  it('names every resource in one group only', () => {
    const names = MENU_GROUPS.flatMap((g) => g.resources);
    expect(new Set(names).size).toBe(names.length);
  });
});
