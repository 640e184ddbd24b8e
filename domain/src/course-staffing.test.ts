import { describe, expect, it } from 'vitest';
import {
  brandQualification,
  canIncludeNonAccepting,
  canSelectSession,
  isListedForStaffing,
  removalOutcome,
  staffingRefusal,
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

describe('staffing rules (staff-and-crm §5, §6)', () => {
  const brand = { departmentId: 3, employeeStaffing: false };

  it("qualifies a tutor for a brand in one of the tutor's departments", () => {
    expect(brandQualification({ isTutor: true, departmentIds: [1, 3] }, brand)).toBe('qualified');
    expect(brandQualification({ isTutor: true, departmentIds: [1] }, brand)).toBe('unqualified');
    expect(brandQualification({ isTutor: true, departmentIds: [] }, brand)).toBe('unqualified');
    expect(
      brandQualification({ isTutor: true, departmentIds: [] }, { ...brand, departmentId: null }),
    ).toBe('qualified');
  });

  it('qualifies an employee who is not a tutor only for brands with employee staffing', () => {
    const employee = { isTutor: false, departmentIds: [3] };
    expect(brandQualification(employee, brand)).toBe('unqualified');
    expect(brandQualification(employee, { ...brand, employeeStaffing: true })).toBe('qualified');
  });

  it('refuses the unqualified, then the tutor not accepting students unless on the course', () => {
    const ok = {
      qualification: 'qualified',
      acceptNewStudents: true,
      alreadyOnCourse: false,
    } as const;
    expect(staffingRefusal(ok)).toBeNull();
    expect(staffingRefusal({ ...ok, qualification: 'unqualified' })).toBe(
      'This tutor is not qualified.',
    );
    expect(staffingRefusal({ ...ok, acceptNewStudents: false })).toBe(
      'Cannot Add - Not accepting students',
    );
    expect(staffingRefusal({ ...ok, acceptNewStudents: false, alreadyOnCourse: true })).toBeNull();
    expect(staffingRefusal({ ...ok, acceptNewStudents: null })).toBeNull();
  });

  it('words a partial removal as the spec does', () => {
    expect(removalOutcome('unassign', { changed: 2, refused: 0 })).toEqual({
      message: 'Removed your assignments',
      partial: false,
    });
    expect(removalOutcome('unassign', { changed: 1, refused: 1 }).message).toBe(
      'Not all your assignments were removed',
    );
    expect(removalOutcome('delete', { changed: 2, refused: 0 }).message).toBe(
      'Removed all sessions.',
    );
    expect(removalOutcome('delete', { changed: 0, refused: 1 })).toEqual({
      message: 'Not all sessions were removed.',
      partial: true,
    });
  });

  it('lists tutors not accepting students only with the OPERATIONS toggle or on the course', () => {
    const closed = { id: 7, acceptNewStudents: false };
    const none = { includeNonAccepting: false, onCourseIds: [] };
    expect(isListedForStaffing({ id: 8, acceptNewStudents: true }, none)).toBe(true);
    expect(isListedForStaffing(closed, none)).toBe(false);
    expect(isListedForStaffing(closed, { ...none, includeNonAccepting: true })).toBe(true);
    expect(isListedForStaffing(closed, { ...none, onCourseIds: [7] })).toBe(true);
    expect(canIncludeNonAccepting({ roles: ['operations'] })).toBe(true);
    expect(canIncludeNonAccepting({ roles: ['admin'] })).toBe(false);
  });
});
