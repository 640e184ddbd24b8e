import {
  CANCELLATION_REASONS,
  ENROLLMENT_STATE_LABELS,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPE_LABELS,
  ENROLLMENT_TYPES,
  attendanceLimitLabel,
  enrollmentState,
  type Enrollment,
  type EnrollmentState,
} from '@tp/domain';

/** Choices for the selects, with the labels the CSV uses too (domain's). */
export const ENROLLMENT_STATUS_CHOICES = ENROLLMENT_STATUSES.map((id) => ({
  id,
  name: id === 'active' ? 'Active' : 'Canceled',
}));
export const ENROLLMENT_TYPE_CHOICES = ENROLLMENT_TYPES.map((id) => ({
  id,
  name: ENROLLMENT_TYPE_LABELS[id],
}));
export const CANCELLATION_REASON_CHOICES = CANCELLATION_REASONS.map((id) => ({ id, name: id }));

/** The enrollment's state now (domain's rule), for chips, buttons and the CSV. */
export function stateOf(enrollment: Enrollment, now: Date = new Date()): EnrollmentState {
  return enrollmentState(enrollment, now);
}

export function stateLabel(enrollment: Enrollment, now: Date = new Date()): string {
  return ENROLLMENT_STATE_LABELS[stateOf(enrollment, now)];
}

/** "Limited · 3 of 10", "Standard". */
export function typeLabel(enrollment: Enrollment): string {
  const limit = attendanceLimitLabel(enrollment.hours);
  const type = ENROLLMENT_TYPE_LABELS[enrollment.type];
  return limit ? `${type} · ${limit}` : type;
}

/** The include the lists ask for: nothing; names come on the record (studentName...). */
export const ENROLLMENT_SORT = { field: 'createdAt', order: 'DESC' } as const;
