import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REASONS,
  cancelEffectiveAt,
  cancelRefusal,
  courseEnrollmentRefusal,
  enrollmentActionsFrom,
  enrollmentState,
  enrollmentTypeErrors,
  removeRefusal,
  transferRefusal,
  uncancelRefusal,
  type EnrollmentFacts,
} from './enrollment-rules.ts';
import { enrollmentCancel, enrollmentCreate, enrollmentTransfer } from './resources/enrollments.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const active: EnrollmentFacts = {
  status: 'active',
  type: 'Enrollment',
  unenrolledAt: null,
  transferredToId: null,
  limitedAttendancesCount: null,
  attendancesCount: 0,
};

describe('enrollmentState', () => {
  it('is active without a cancel', () => {
    expect(enrollmentState(active, NOW)).toBe('active');
  });
  it('is canceling while a cancel that takes effect later is ahead, canceled after', () => {
    const later = { ...active, status: 'canceled' as const };
    expect(enrollmentState({ ...later, unenrolledAt: '2026-04-01T00:00:00Z' }, NOW)).toBe(
      'canceling',
    );
    expect(enrollmentState({ ...later, unenrolledAt: '2026-03-01T00:00:00Z' }, NOW)).toBe(
      'canceled',
    );
  });
  it('is canceled, or transferred when a transfer canceled it', () => {
    expect(enrollmentState({ ...active, status: 'canceled' }, NOW)).toBe('canceled');
    expect(enrollmentState({ ...active, status: 'canceled', transferredToId: 9 }, NOW)).toBe(
      'transferred',
    );
  });
});

describe('enrollmentTypeErrors', () => {
  it('needs a limit for a limited enrollment and none for a standard one', () => {
    expect(enrollmentTypeErrors({ type: 'LimitedEnrollment' })).toEqual({
      limitedAttendancesCount: ["can't be blank for a limited enrollment"],
    });
    expect(enrollmentTypeErrors({ limitedAttendancesCount: 4 })).toEqual({
      limitedAttendancesCount: ['must be empty for a standard enrollment'],
    });
    expect(enrollmentTypeErrors({ type: 'LimitedEnrollment', limitedAttendancesCount: 4 })).toEqual(
      {},
    );
    expect(enrollmentTypeErrors({})).toEqual({});
  });
});

describe('the actions each state allows', () => {
  it('cancels only an active enrollment', () => {
    expect(cancelRefusal('active')).toBeNull();
    expect(cancelRefusal('canceling')).toBe('is already scheduled to be canceled');
    expect(cancelRefusal('canceled')).toBe('is already canceled');
    expect(cancelRefusal('transferred')).toBe('is already transferred');
  });
  it('uncancels a canceled or canceling enrollment, not a transferred one', () => {
    expect(uncancelRefusal('canceled')).toBeNull();
    expect(uncancelRefusal('canceling')).toBeNull();
    expect(uncancelRefusal('active')).toBe('is not canceled');
    expect(uncancelRefusal('transferred')).toMatch(/was transferred/);
  });
  it('transfers an active enrollment to another course only', () => {
    expect(transferRefusal('active', 1, 2)).toBeNull();
    expect(transferRefusal('active', 1, 1)).toEqual({
      field: 'itemId',
      message: 'is the course the student is already in',
    });
    expect(transferRefusal('canceled', 1, 2)).toEqual({ field: 'status', message: 'is canceled' });
  });
  it('lists the buttons of each state', () => {
    expect(enrollmentActionsFrom('active')).toEqual(['cancel', 'transfer']);
    expect(enrollmentActionsFrom('canceling')).toEqual(['uncancel']);
    expect(enrollmentActionsFrom('canceled')).toEqual(['uncancel']);
    expect(enrollmentActionsFrom('transferred')).toEqual([]);
  });
  it('refuses a canceled course and removing an enrollee with attendances', () => {
    expect(courseEnrollmentRefusal('canceled')).toMatch(/canceled/);
    expect(courseEnrollmentRefusal('published')).toBeNull();
    expect(removeRefusal({ attendancesCount: 1 })).toMatch(/cancel the enrollment instead/);
    expect(removeRefusal({ attendancesCount: 0 })).toBeNull();
  });
});

describe('cancelEffectiveAt', () => {
  it('is now when immediate, the course end otherwise, now when that is past or unknown', () => {
    const end = '2026-05-01T04:00:00Z';
    expect(cancelEffectiveAt(true, end, NOW)).toEqual(NOW);
    expect(cancelEffectiveAt(false, end, NOW)).toEqual(new Date(end));
    expect(cancelEffectiveAt(false, '2026-01-01T00:00:00Z', NOW)).toEqual(NOW);
    expect(cancelEffectiveAt(false, null, NOW)).toEqual(NOW);
  });
});

describe('the payload schemas', () => {
  it('takes a reason from the spec’s list only, with a note for Other', () => {
    expect(CANCELLATION_REASONS).toHaveLength(7);
    expect(enrollmentCancel.safeParse({ cancelReason: 'Price too high' }).success).toBe(true);
    expect(enrollmentCancel.safeParse({ cancelReason: 'Bored' }).success).toBe(false);
    const other = enrollmentCancel.safeParse({ cancelReason: 'Other' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.path).toEqual(['cancelNote']);
    expect(
      enrollmentCancel.safeParse({ cancelReason: 'Other', cancelNote: 'Moving abroad' }).success,
    ).toBe(true);
  });
  it('bounds a limit between 1 and 365', () => {
    const base = { courseId: 1, studentId: 2, type: 'LimitedEnrollment' };
    expect(enrollmentCreate.safeParse({ ...base, limitedAttendancesCount: 0 }).success).toBe(false);
    expect(enrollmentCreate.safeParse({ ...base, limitedAttendancesCount: 366 }).success).toBe(
      false,
    );
    expect(enrollmentCreate.safeParse({ ...base, limitedAttendancesCount: 10 }).success).toBe(true);
  });
  it('transfers to a Course only', () => {
    expect(enrollmentTransfer.safeParse({ itemType: 'Course', itemId: 3 }).success).toBe(true);
    expect(enrollmentTransfer.safeParse({ itemType: 'Session', itemId: 3 }).success).toBe(false);
  });
});
