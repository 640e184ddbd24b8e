import { describe, expect, it } from 'vitest';
import { canUseBackoffice, overseesTutors } from './backoffice-access.ts';

describe('canUseBackoffice', () => {
  it('lets staff and faculty leaders in, whatever the case of the role names', () => {
    expect(canUseBackoffice(['admin'])).toBe(true);
    expect(canUseBackoffice(['HR'])).toBe(true);
    expect(canUseBackoffice(['tutor', 'faculty_leader'])).toBe(true);
  });

  it('keeps tutors, students and parents out', () => {
    expect(canUseBackoffice(['tutor'])).toBe(false);
    expect(canUseBackoffice(['student'])).toBe(false);
    expect(canUseBackoffice(['parent'])).toBe(false);
    expect(canUseBackoffice([])).toBe(false);
  });

  it('has faculty leaders oversee tutors, not other tutors', () => {
    expect(overseesTutors(['tutor', 'faculty_leader'])).toBe(true);
    expect(overseesTutors(['tutor'])).toBe(false);
  });
});
