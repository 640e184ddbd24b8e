import { describe, expect, it } from 'vitest';
import {
  canSelectSession,
  isAssignDisabled,
  isSubstituteDisabled,
  isUnassignDisabled,
} from './course-staffing.ts';
import type { Actor } from './permissions/actor.ts';

const actor = (roles: Actor['roles'], employeeId: number | null = null): Actor =>
  ({ roles, employeeId }) as Actor;

describe('course staffing', () => {
  it('lets an admin select any session', () => {
    expect(canSelectSession(actor(['admin']), { type: 'Course', supervisorId: 9 })).toBe(true);
  });

  it('lets a tutor select only Tutoring sessions they supervise', () => {
    const tutor = actor(['tutor'], 4);
    expect(canSelectSession(tutor, { type: 'Tutoring', supervisorId: 4 })).toBe(true);
    expect(canSelectSession(tutor, { type: 'Tutoring', supervisorId: 5 })).toBe(false);
    expect(canSelectSession(tutor, { type: 'Course', supervisorId: 4 })).toBe(false);
    expect(canSelectSession(actor(['student']), { type: 'Tutoring', supervisorId: 4 })).toBe(false);
  });

  it('disables unassign while processing, without a tutor or without removable assignments', () => {
    expect(isUnassignDisabled({ isProcessing: false, tutorId: 1, removableCount: 2 })).toBe(false);
    expect(isUnassignDisabled({ isProcessing: true, tutorId: 1, removableCount: 2 })).toBe(true);
    expect(isUnassignDisabled({ isProcessing: false, tutorId: null, removableCount: 2 })).toBe(
      true,
    );
    expect(isUnassignDisabled({ isProcessing: false, tutorId: 1, removableCount: 0 })).toBe(true);
  });

  it('disables assign when several sessions match none or the tutor is not qualified', () => {
    const base = { isProcessing: false, selectedCount: 2, matchCount: 1, isQualified: true };
    expect(isAssignDisabled(base)).toBe(false);
    expect(isAssignDisabled({ ...base, matchCount: 0 })).toBe(true);
    expect(isAssignDisabled({ ...base, selectedCount: 1, matchCount: 0 })).toBe(false);
    expect(isAssignDisabled({ ...base, isQualified: false })).toBe(true);
    expect(isAssignDisabled({ ...base, isProcessing: true })).toBe(true);
  });

  it('disables substitute without matches or when not qualified', () => {
    expect(isSubstituteDisabled({ matchCount: 1, isQualified: true })).toBe(false);
    expect(isSubstituteDisabled({ matchCount: 0, isQualified: true })).toBe(true);
    expect(isSubstituteDisabled({ matchCount: 1, isQualified: false })).toBe(true);
  });
});
