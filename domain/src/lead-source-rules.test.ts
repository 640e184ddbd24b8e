import { describe, expect, it } from 'vitest';
import {
  canChangeLeadSourceStatus,
  categoriesFor,
  isLeadSourceAssignee,
  LEAD_SOURCE_STATUSES,
  leadSourceShapeErrors,
  leadSourceStatusesFrom,
  leadSourceStatusRefusal,
  pendingSchoolActionRefusal,
  type LeadSourceStatus,
} from './lead-source-rules.ts';

describe('lead source status machine (spec §4)', () => {
  it('follows the table row by row', () => {
    expect(leadSourceStatusesFrom('managed')).toEqual(['managed', 'ended']);
    expect(leadSourceStatusesFrom('target')).toEqual([
      'uncategorized',
      'target',
      'managed',
      'no_value',
      'do_not_contact',
    ]);
    expect(leadSourceStatusesFrom('ended')).toEqual([
      'target',
      'managed',
      'ended',
      'no_value',
      'do_not_contact',
    ]);
    expect(leadSourceStatusesFrom('uncategorized')).toEqual([
      'uncategorized',
      'target',
      'managed',
      'no_value',
      'do_not_contact',
    ]);
  });

  it('refuses what the table leaves out', () => {
    expect(canChangeLeadSourceStatus('managed', 'target')).toBe(false);
    expect(canChangeLeadSourceStatus('managed', 'uncategorized')).toBe(false);
    expect(canChangeLeadSourceStatus('ended', 'uncategorized')).toBe(false);
    expect(canChangeLeadSourceStatus('target', 'ended')).toBe(false);
    expect(canChangeLeadSourceStatus('uncategorized', 'ended')).toBe(false);
  });

  it('keeps No Value and Do Not Contact where they are (no row in the table)', () => {
    expect(leadSourceStatusesFrom('no_value')).toEqual(['no_value']);
    expect(leadSourceStatusesFrom('do_not_contact')).toEqual(['do_not_contact']);
  });

  it('always allows saving a status unchanged', () => {
    for (const status of LEAD_SOURCE_STATUSES) {
      expect(canChangeLeadSourceStatus(status, status as LeadSourceStatus)).toBe(true);
    }
  });

  it('names both statuses in a refusal', () => {
    expect(leadSourceStatusRefusal('managed', 'target')).toBe(
      'cannot change from Managed to Target',
    );
    expect(leadSourceStatusRefusal('no_value', 'do_not_contact')).toBe(
      'cannot change from No Value to Do Not Contact',
    );
  });
});

describe('lead source categories and school types (spec §9)', () => {
  it('offers school categories to schools and the others to other sources', () => {
    expect(categoriesFor('School')).toContain('High School');
    expect(categoriesFor('PendingSchool')).toContain('Adult School');
    expect(categoriesFor('LeadSource')).toEqual([
      'Business',
      'Club/Organization',
      'Revolution Affiliate',
      'Independent Counselor',
      'Library',
    ]);
  });

  it('refuses a category of the other kind and school types on a non-school', () => {
    expect(leadSourceShapeErrors({ type: 'School', category: 'Library' })).toEqual({
      category: ['is not a category of this type'],
    });
    expect(leadSourceShapeErrors({ type: 'LeadSource', schoolTypes: ['public'] })).toEqual({
      schoolTypes: ['only schools have school types'],
    });
    expect(
      leadSourceShapeErrors({ type: 'School', category: 'Middle', schoolTypes: ['charter'] }),
    ).toEqual({});
    expect(leadSourceShapeErrors({ type: 'LeadSource', category: null })).toEqual({});
  });
});

describe('pending schools (spec §4, §8)', () => {
  it('merges and promotes only pending schools', () => {
    expect(pendingSchoolActionRefusal('PendingSchool', 'merge')).toBeNull();
    expect(pendingSchoolActionRefusal('PendingSchool', 'promote')).toBeNull();
    expect(pendingSchoolActionRefusal('School', 'merge')).toBe('School must be pending to merge');
    expect(pendingSchoolActionRefusal('LeadSource', 'promote')).toBe(
      'School must be pending to promote',
    );
  });
});

describe('lead source assignees', () => {
  it('are active employees who are not tutors', () => {
    expect(isLeadSourceAssignee({ active: true, type: 'Employee' })).toBe(true);
    expect(isLeadSourceAssignee({ active: true, type: 'Tutor' })).toBe(false);
    expect(isLeadSourceAssignee({ active: false, type: 'Employee' })).toBe(false);
  });
});
