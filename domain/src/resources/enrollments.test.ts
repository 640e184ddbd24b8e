import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.ts';
import { can, visibleRecord } from '../permissions/can.ts';
import { contractOf } from './index.ts';
import type { Role } from '../roles.ts';
import {
  enrollmentBatch,
  enrollmentCreate,
  enrollmentUpdate,
  enrollmentRecord,
  type Enrollment,
} from './enrollments.ts';

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

describe('enrollment fields', () => {
  const record = { id: 9, studentId: 3, balanceCents: 500, creditCents: 100, couponCode: 'SAVE' };
  const seen = (who: Actor) =>
    Object.keys(visibleRecord(contractOf('enrollments'), who, record as unknown as Enrollment));

  it("hides the family's balance, credit and coupon from a tutor", () => {
    expect(seen(actor(['tutor'], { tutorId: 7, employeeId: 7 }))).toEqual(['id', 'studentId']);
  });

  it('shows them to the family and to staff', () => {
    const money = ['balanceCents', 'creditCents', 'couponCode'];
    expect(seen(actor(['parent'], { parentId: 4 }))).toEqual(expect.arrayContaining(money));
    expect(seen(actor(['student'], { studentId: 3 }))).toEqual(expect.arrayContaining(money));
    expect(seen(actor(['advisor']))).toEqual(expect.arrayContaining(money));
  });
});

describe("an enrollment's start", () => {
  const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('is a calendar date in every payload and in the record', () => {
    const create = enrollmentCreate.parse({ courseId: 1, studentId: 2, startsAt: '2026-03-02' });
    expect(create.startsAt).toBe('2026-03-02');
    expect(enrollmentUpdate.parse({ startsAt: null }).startsAt).toBeNull();
    expect(enrollmentBatch.parse({ courseId: 1, studentIds: [2], startsAt: '2026-05-29' })).toEqual(
      { courseId: 1, studentIds: [2], startsAt: '2026-05-29' },
    );
    expect(enrollmentRecord.shape.startsAt.safeParse('2026-03-02').success).toBe(true);
    expect(enrollmentRecord.shape.startsAt.safeParse('2026-03-02T05:00:00.000Z').success).toBe(
      false,
    );
  });

  it('refuses a time, another spelling or a day that does not exist, in one sentence', () => {
    for (const startsAt of [
      '2026-03-02T05:00:00.000Z',
      '2026-03-02T00:00:00-05:00',
      '03/02/2026',
      '2026-02-30',
    ])
      expect(errorsOf(enrollmentUpdate.safeParse({ startsAt })), startsAt).toEqual([
        'startsAt: must be a date (YYYY-MM-DD)',
      ]);
    expect(errorsOf(enrollmentUpdate.safeParse({ startsAt: '1899-12-31' }))).toEqual([
      'startsAt: must be a real date between the years 1900 and 9999',
    ]);
  });
});
