import { describe, expect, it } from 'vitest';
import {
  STUDENT_REMOVAL_REFUSED_MESSAGE,
  canReassignAfterRemoval,
  studentRemovalRefusal,
} from './student-removal.ts';

const now = new Date('2026-03-10T15:00:00Z');

describe('studentRemovalRefusal', () => {
  it('allows the removal of a student with no next session', () => {
    expect(studentRemovalRefusal(null, now)).toBeNull();
  });

  it('refuses while the student has a session after now', () => {
    expect(studentRemovalRefusal(new Date('2026-03-10T15:01:00Z'), now)).toBe(
      STUDENT_REMOVAL_REFUSED_MESSAGE,
    );
  });

  it('allows it when the latest session already started', () => {
    expect(studentRemovalRefusal(new Date('2026-03-10T15:00:00Z'), now)).toBeNull();
  });
});

describe('canReassignAfterRemoval', () => {
  it('is for instruction managers only', () => {
    expect(canReassignAfterRemoval({ roles: ['instruction_manager'] })).toBe(true);
    expect(canReassignAfterRemoval({ roles: ['admin'] })).toBe(false);
    expect(canReassignAfterRemoval({ roles: ['tutor'] })).toBe(false);
  });
});
