/**
 * An enrollment's rules (spec staff-and-crm §3 Enrollment, §4 Enrollment, §9 cancellation
 * reasons). Pure: the server applies them in the enrollments resource's create, update and
 * actions; the back-office uses them to offer only the actions that apply and to label rows.
 */

export const ENROLLMENT_STATUSES = ['active', 'canceled'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** Spec §3: a LimitedEnrollment carries a limit of attendances; the others do not. */
export const ENROLLMENT_TYPES = ['Enrollment', 'LimitedEnrollment'] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export const ENROLLMENT_TYPE_LABELS: Record<EnrollmentType, string> = {
  Enrollment: 'Standard',
  LimitedEnrollment: 'Limited',
};

/** At most this many attendances in a limited enrollment (a year of daily sessions). */
export const ENROLLMENT_LIMIT_MAX = 365;

/** Spec §9: the cancellation reasons, in the order the form lists them. */
export const CANCELLATION_REASONS = [
  'Has not used/will not use product',
  'Did not find product helpful',
  'Scheduling issues/Not enough sessions available',
  'Student no longer needs product',
  'Price too high',
  'Switching to a competitive service',
  'Other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The note that explains "Other" is required with it (and optional with the others). */
export const CANCEL_NOTE_REQUIRED_MESSAGE = "can't be blank when the reason is Other";
export const CANCEL_NOTE_MAX = 500;

/** At most this many students in one batch enroll (one form, one transaction). */
export const BATCH_ENROLL_MAX = 50;

/** Spec §8: the enrollees tab's empty state. */
export const NO_ENROLLEES_MESSAGE = 'No enrollees added';

/** What the toasts say (the spec names none for enrollments; these follow its style). */
export const ENROLLMENT_MESSAGES = {
  created: 'Student has been enrolled.',
  batchEnrolled: (count: number) =>
    count === 1 ? '1 student has been enrolled.' : `${count} students have been enrolled.`,
  updated: 'Enrollment updated.',
  canceled: 'Enrollment has been canceled.',
  cancelScheduled: (date: string) => `Enrollment will be canceled on ${date}.`,
  uncanceled: 'Enrollment has been restored.',
  transferred: (courseTitle: string) => `Enrollment transferred to ${courseTitle}.`,
  removed: 'Enrollee has been removed.',
} as const;

/** What the back-office shows for an enrollment's state, now. */
export type EnrollmentState = 'active' | 'canceling' | 'canceled' | 'transferred';

export const ENROLLMENT_STATE_LABELS: Record<EnrollmentState, string> = {
  active: 'Active',
  canceling: 'Cancel scheduled',
  canceled: 'Canceled',
  transferred: 'Transferred',
};

export interface EnrollmentFacts {
  status: EnrollmentStatus;
  type: EnrollmentType;
  /** When the enrollment ends (or ended): set by a cancel, immediate or at the course's end. */
  unenrolledAt: string | Date | null;
  transferredToId: number | null;
  limitedAttendancesCount: number | null;
  attendancesCount: number;
}

const time = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * Spec §4: "Cancelling can take effect immediately", so a cancel may also take effect later
 * (when the course ends). The status is the decision, `unenrolledAt` when it takes effect: a
 * canceled enrollment whose date is ahead is "canceling" (the student still attends until
 * then); one a transfer canceled is "transferred".
 */
export function enrollmentState(enrollment: EnrollmentFacts, now: Date): EnrollmentState {
  if (enrollment.status === 'active') return 'active';
  if (enrollment.transferredToId !== null) return 'transferred';
  if (enrollment.unenrolledAt !== null && time(enrollment.unenrolledAt) > now.getTime())
    return 'canceling';
  return 'canceled';
}

/**
 * A type and its limit agree: a limited enrollment needs a limit of at least one; a standard
 * one carries none. Field errors, empty when they agree (the form shows the same ones).
 */
export function enrollmentTypeErrors(enrollment: {
  type?: EnrollmentType | undefined;
  limitedAttendancesCount?: number | null | undefined;
}): Record<string, string[]> {
  const type = enrollment.type ?? 'Enrollment';
  const limit = enrollment.limitedAttendancesCount ?? null;
  if (type === 'LimitedEnrollment' && limit === null)
    return { limitedAttendancesCount: ["can't be blank for a limited enrollment"] };
  if (type === 'Enrollment' && limit !== null)
    return { limitedAttendancesCount: ['must be empty for a standard enrollment'] };
  return {};
}

/** The refusal of an action on an enrollment in `state`, or null when it applies. */
export function cancelRefusal(state: EnrollmentState): string | null {
  if (state === 'active') return null;
  if (state === 'canceling') return 'is already scheduled to be canceled';
  return `is already ${ENROLLMENT_STATE_LABELS[state].toLowerCase()}`;
}

export function uncancelRefusal(state: EnrollmentState): string | null {
  if (state === 'canceled' || state === 'canceling') return null;
  if (state === 'transferred') return 'was transferred: enroll the student again instead';
  return 'is not canceled';
}

export function transferRefusal(
  state: EnrollmentState,
  fromCourseId: number,
  toCourseId: number,
): { field: 'status' | 'itemId'; message: string } | null {
  if (state !== 'active')
    return { field: 'status', message: `is ${ENROLLMENT_STATE_LABELS[state].toLowerCase()}` };
  if (fromCourseId === toCourseId)
    return { field: 'itemId', message: 'is the course the student is already in' };
  return null;
}

/** A course one may enroll students in (or transfer them to): not canceled. */
export function courseEnrollmentRefusal(courseStatus: string): string | null {
  return courseStatus === 'canceled' ? 'is canceled: nobody can enroll in it' : null;
}

/**
 * Removing an enrollee (edit enrollees) deletes a mistaken enrollment. One the student has
 * attended sessions of is history: cancel it instead.
 */
export function removeRefusal(
  enrollment: Pick<EnrollmentFacts, 'attendancesCount'>,
): string | null {
  return enrollment.attendancesCount > 0
    ? 'has attendances: cancel the enrollment instead of removing it'
    : null;
}

/**
 * When a cancel takes effect: now when immediate, else when the course ends (or now, when the
 * course has no end or it has passed).
 */
export function cancelEffectiveAt(
  immediately: boolean,
  courseEndsAt: string | Date | null,
  now: Date,
): Date {
  if (immediately || courseEndsAt === null) return now;
  const end = new Date(time(courseEndsAt));
  return end.getTime() > now.getTime() ? end : now;
}

/** The actions that apply in `state`, in the order the buttons show them. */
export type EnrollmentStateAction = 'cancel' | 'uncancel' | 'transfer';
export function enrollmentActionsFrom(state: EnrollmentState): EnrollmentStateAction[] {
  const actions: EnrollmentStateAction[] = [];
  if (cancelRefusal(state) === null) actions.push('cancel');
  if (uncancelRefusal(state) === null) actions.push('uncancel');
  if (transferRefusal(state, 0, 1) === null) actions.push('transfer');
  return actions;
}
