import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.ts';
import { can } from '../permissions/can.ts';
import type { Role } from '../roles.ts';
import type { Enrollment } from './enrollments.ts';

const actor = (roles: Role[], ids: Partial<Actor> = {}): Actor => ({
  id: 1,
  roles,
  tutorId: null,
  employeeId: null,
  studentId: null,
  parentId: null,
  ...ids,
});

const enrollmentOf = (studentId: number) => ({ id: 9, studentId }) as Enrollment;

describe('enrollment money actions', () => {
  const student = actor(['student'], { studentId: 3 });
  const parent = actor(['parent'], { parentId: 4 });
  const advisor = actor(['advisor']);
  const tutor = actor(['tutor'], { tutorId: 7, employeeId: 7 });

  it('lets a student add hours on their own enrollments only', () => {
    expect(can(student, 'addHours', 'enrollments', enrollmentOf(3))).toBe(true);
    expect(can(student, 'addHours', 'enrollments', enrollmentOf(5))).toBe(false);
  });

  it('lets a parent and enrollment managers add hours, not a tutor', () => {
    expect(can(parent, 'addHours', 'enrollments', enrollmentOf(3))).toBe(true);
    expect(can(advisor, 'addHours', 'enrollments', enrollmentOf(3))).toBe(true);
    expect(can(tutor, 'addHours', 'enrollments', enrollmentOf(3))).toBe(false);
  });

  it('leaves Pay As You Go and coupons to parents and managers', () => {
    for (const action of ['arrearBilling', 'applyCoupon'] as const) {
      expect(can(student, action, 'enrollments', enrollmentOf(3))).toBe(false);
      expect(can(parent, action, 'enrollments', enrollmentOf(3))).toBe(true);
      expect(can(advisor, action, 'enrollments', enrollmentOf(3))).toBe(true);
    }
  });
});
