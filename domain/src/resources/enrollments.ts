import { z } from 'zod';
import {
  BATCH_ENROLL_MAX,
  CANCEL_NOTE_MAX,
  CANCEL_NOTE_REQUIRED_MESSAGE,
  CANCELLATION_REASONS,
  ENROLLMENT_LIMIT_MAX,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  enrollmentTypeErrors,
} from '../enrollment-rules.ts';
import { addHoursPayloadSchema, applyCouponPayloadSchema } from '../payment-rules.ts';
import { arrearBillingUpdate } from '../pace-rules.ts';
import { enrollmentHoursFigures } from './student-hours.ts';
import {
  addHoursPriceQuery,
  addHoursPriceResult,
  payAsYouGoOffPreview,
} from './enrollment-money.ts';
import { autoRenewPayloadSchema, SUBSCRIPTION_STATES } from '../subscription-rules.ts';
import type { Actor } from '../permissions/actor.ts';
import { QUALIFICATIONS } from '../course-staffing.ts';
import { hasAnyRole, isStaff } from '../roles.ts';
import { defineContract } from './contract.ts';
import { courseDate, type Course } from './courses.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import type { Student } from './students.ts';
import type { Tutor } from './tutors.ts';
import { enrollmentsAccess } from './access/enrollments.ts';
export { ENROLLMENT_MANAGER_ROLES, ENROLLMENT_REMOVER_ROLES } from './access/enrollments.ts';

/** Fields only staff read: the tutor's full name (others see the tutor's public fields). */
export const ENROLLMENT_STAFF_FIELDS = ['tutorName', 'cancelNote'] as const;
/**
 * The family's money on an enrollment: staff and the family read it, a tutor does not (they
 * teach the student; the balance, credit and coupon are the family's business).
 */
export const ENROLLMENT_FAMILY_MONEY_FIELDS = [
  'balanceCents',
  'creditCents',
  'couponCode',
] as const;

/** The enrollment fields an actor reads: staff all, the family theirs, a tutor no money. */
function enrollmentReadableFields(actor: Actor): 'all' | string[] {
  if (isStaff(actor.roles)) return 'all';
  const hidden: readonly string[] = hasAnyRole(actor.roles, ['student', 'parent'])
    ? ENROLLMENT_STAFF_FIELDS
    : [...ENROLLMENT_STAFF_FIELDS, ...ENROLLMENT_FAMILY_MONEY_FIELDS];
  return Object.keys(enrollmentRecord.shape).filter((key) => !hidden.includes(key));
}

export const enrollmentRecord = z.object({
  id: integer,
  courseId: integer,
  studentId: integer,
  status: z.enum(ENROLLMENT_STATUSES),
  type: z.enum(ENROLLMENT_TYPES),
  /** A LimitedEnrollment's limit of attendances; null for the others. */
  limitedAttendancesCount: integer.nullable(),
  /** The tutor chosen in the enrollee form (an employee id), if any. */
  tutorId: integer.nullable(),
  /**
   * The day the enrollment starts, a calendar date like its course's ("YYYY-MM-DD", no time and
   * no zone): every viewer reads the same date (issue 23).
   */
  startsAt: z.iso.date().nullable(),
  /** When the enrollment ended or will end (a cancel scheduled for the course's end). */
  unenrolledAt: isoDateTime.nullable(),
  cancelReason: z.enum(CANCELLATION_REASONS).nullable(),
  cancelNote: z.string().nullable().optional(),
  /** The enrollment a transfer moved the student to. */
  transferredToId: integer.nullable(),
  /** Pay As You Go: 5 more hours, owed, whenever the hours run out. */
  arrearBilling: z.boolean(),
  /**
   * A tutoring enrollment: its brand books Tutoring sessions, or it has one booked. Hours are
   * added to these only (a group class's course hours are shared).
   */
  tutoring: z.boolean(),
  /** The student's attendances in the course's sessions (booked or attended). */
  attendancesCount: integer,
  attendancesAttendedCount: integer,
  /**
   * Spec §4: no more can be taken (domain's enrollmentHoursOf): a LimitedEnrollment whose used
   * sessions reached the limit, or a tutoring enrollment whose bought hours are all used.
   */
  maxedOut: z.boolean(),
  /** The enrollment's hours, the figures every screen shows (enrollment-hours.ts). */
  hours: enrollmentHoursFigures,
  /** Readable labels for lists, search and the CSV. */
  studentName: z.string(),
  courseTitle: z.string(),
  tutorName: z.string().nullable().optional(),
  // The subscription (spec §9 "Subscription fields"); money in integer cents.
  state: z.enum(SUBSCRIPTION_STATES),
  trialEndsAt: isoDateTime.nullable(),
  contractEndsAt: isoDateTime.nullable(),
  balanceCents: integer,
  creditCents: integer,
  delayedCancelAt: isoDateTime.nullable(),
  canceledAt: isoDateTime.nullable(),
  autoRenew: z.boolean(),
  /** The coupon applied to the enrollment's charges. */
  couponCode: z.string().nullable(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type Enrollment = z.infer<typeof enrollmentRecord> & {
  course?: Course | null;
  student?: Student | null;
  tutor?: Tutor | null;
};

const limit = z
  .number()
  .int()
  .min(1, 'must be at least 1')
  .max(ENROLLMENT_LIMIT_MAX, `must be at most ${ENROLLMENT_LIMIT_MAX}`);

/** The enrollee form's choices besides the course and the student(s). */
const enrolleeOptions = {
  tutorId: recordId.nullable().optional(),
  type: z.enum(ENROLLMENT_TYPES).optional(),
  limitedAttendancesCount: limit.nullable().optional(),
  /** A calendar date within the course's dates (domain's enrollmentStartErrors); none: the course's start. */
  startsAt: courseDate.nullable().optional(),
};

export const enrollmentCreate = z.object({
  courseId: recordId,
  studentId: recordId,
  ...enrolleeOptions,
});
export type EnrollmentCreate = z.input<typeof enrollmentCreate>;

/** The enrollee form on an existing enrollment: the tutor, the type and limit, the start. */
export const enrollmentUpdate = z.object(enrolleeOptions);

/** POST /enrollments/batch_enroll: several students into one course, in one transaction. */
export const enrollmentBatch = z.object({
  courseId: recordId,
  studentIds: z
    .array(recordId, { error: 'must be a list of student ids' })
    .min(1, 'must name at least one student')
    .max(BATCH_ENROLL_MAX, `must name at most ${BATCH_ENROLL_MAX} students`),
  ...enrolleeOptions,
});
export type EnrollmentBatch = z.input<typeof enrollmentBatch>;

/** PUT /enrollments/{id}/cancel, body `enrollment` (spec §7): a reason, now or at the course's end. */
export const enrollmentCancel = z
  .object({
    cancelReason: z.enum(CANCELLATION_REASONS, { error: 'must be one of the listed reasons' }),
    cancelNote: storableText.trim().max(CANCEL_NOTE_MAX).nullable().optional(),
    /** Spec §4: "Cancelling can take effect immediately"; otherwise when the course ends. */
    immediately: z.boolean().optional(),
  })
  .superRefine((cancel, issues) => {
    if (cancel.cancelReason === 'Other' && !cancel.cancelNote)
      issues.addIssue({
        code: 'custom',
        path: ['cancelNote'],
        message: CANCEL_NOTE_REQUIRED_MESSAGE,
      });
  });
export type EnrollmentCancel = z.input<typeof enrollmentCancel>;

/** PUT /enrollments/{id}/transfer (spec §7: itemType, itemId): to another course. */
export const enrollmentTransfer = z.object({
  itemType: z.enum(['Course'], { error: 'must be Course' }),
  itemId: recordId,
});
export type EnrollmentTransfer = z.input<typeof enrollmentTransfer>;

/** What a batch enroll answers: the new enrollments' ids, in the order of the students sent. */
export const enrollmentBatchResult = z.object({ enrollmentIds: z.array(integer) });

/** Adds domain's type-and-limit rule to a payload schema, for the forms (the server runs it too). */
function withTypeRule<S extends z.ZodObject>(schema: S): S {
  return schema.superRefine((value, issues) => {
    for (const [path, messages] of Object.entries(
      enrollmentTypeErrors(value as Parameters<typeof enrollmentTypeErrors>[0]),
    ))
      for (const message of messages) issues.addIssue({ code: 'custom', path: [path], message });
  });
}
/** An id the form must have picked: an empty autocomplete says which choice is missing. */
const chosen = (what: string) => z.number({ error: `Please choose a ${what}` }).pipe(recordId);
export const enrollmentCreateForm = withTypeRule(
  enrollmentCreate.extend({ courseId: chosen('course'), studentId: chosen('student') }),
);
export const enrollmentUpdateForm = withTypeRule(enrollmentUpdate);
export const enrollmentBatchForm = withTypeRule(
  enrollmentBatch.extend({ courseId: chosen('course') }),
);

/** What add_hours answers (spec: "Your order has been processed"). */
export const addHoursResult = z.object({
  message: z.string(),
  paymentId: integer,
  hoursAdded: z.number(),
  totalCents: integer,
});

/** What arrear_billing answers: the new setting and the upcoming sessions it removed. */
export const arrearBillingResult = z.object({
  arrearBilling: z.boolean(),
  removedSessionIds: z.array(integer),
});

/** `GET /enrollments/qualification?employeeId&brandName` (staff-and-crm §5, §7). */
export const qualificationQuery = z.object({
  employeeId: z.coerce.number().int().min(1).max(2_147_483_647),
  brandName: storableText.trim().min(1).max(100),
});
export const qualificationAnswer = z.object({
  employeeId: integer,
  brandName: z.string(),
  qualification: z.enum(QUALIFICATIONS),
});
export type QualificationAnswer = z.infer<typeof qualificationAnswer>;

export const enrollmentsContract = defineContract({
  name: 'enrollments',
  singular: enrollmentsAccess.singular,
  summary:
    'Students enrolled in courses: the tutor chosen, limited attendances (maxed out at the limit), cancel with a reason, uncancel, transfer, batch enroll.',
  record: enrollmentRecord,
  create: enrollmentCreate,
  update: enrollmentUpdate,
  access: enrollmentsAccess.access,
  fields: {
    read: enrollmentReadableFields,
  },
  actions: {
    qualification: {
      on: 'collection',
      method: 'GET',
      path: 'qualification',
      summary:
        "Whether an employee may staff a brand's courses (staff-and-crm §5: the enrollments lookup answers 'unqualified' when none): a tutor working in the brand's department, or an employee who is not a tutor on a brand with employee staffing. Query: employeeId, brandName. Scheduling staff only; an unknown employee or brand is a 404.",
      input: { in: 'query', schema: qualificationQuery },
      output: qualificationAnswer,
      allow: enrollmentsAccess.actions.qualification,
    },
    batchEnroll: {
      on: 'collection',
      method: 'POST',
      path: 'batch_enroll',
      summary:
        'Enrolls several students in one course in one transaction: any student already enrolled (409) or any invalid choice (422) saves nothing. Body: { enrollment: { courseId, studentIds, tutorId, type, limitedAttendancesCount, startsAt } }.',
      input: { in: 'body', schema: enrollmentBatch, keyed: true },
      output: enrollmentBatchResult,
      status: 201,
      allow: enrollmentsAccess.actions.batchEnroll,
    },
    cancel: {
      on: 'member',
      method: 'PUT',
      path: 'cancel',
      summary:
        'Cancels with a reason from the spec’s list, immediately or when the course ends. Body: { enrollment: { cancelReason, cancelNote, immediately } }.',
      input: { in: 'body', schema: enrollmentCancel, keyed: true },
      allow: enrollmentsAccess.actions.cancel,
    },
    uncancel: {
      on: 'member',
      method: 'PUT',
      path: 'uncancel',
      summary: 'Restores a canceled enrollment, or withdraws a scheduled cancel.',
      allow: enrollmentsAccess.actions.uncancel,
    },
    addHours: {
      on: 'member',
      method: 'POST',
      path: 'add_hours',
      summary:
        'Buys 5 tutoring hours at the brand’s price (optional coupon), charged through the payment gateway with an Accept.js token (opaqueData) or on the family’s kept card (keptCard: true; 422 on keptCard when none is kept); the hours, payment and line items are saved in one transaction only when the charge succeeds. The same idempotencyKey charges once. Enrollment managers, a parent on their children’s, a student on their own with keptCard only (a student’s opaqueData is a 422). Body: { idempotencyKey, couponCode, opaqueData: { dataDescriptor, dataValue } | keptCard: true }.',
      input: { in: 'body', schema: addHoursPayloadSchema },
      output: addHoursResult,
      allow: enrollmentsAccess.actions.addHours,
    },
    addHoursPrice: {
      on: 'member',
      method: 'GET',
      path: 'add_hours_price',
      summary:
        'What add_hours would charge now, priced by the same code: 5 hours at the brand’s hourly price, less the coupon typed (couponCode) or else the one applied to the enrollment. An unknown, inactive, not yet valid, expired or used-up coupon is a 422 with the server’s text on couponCode; hours that can’t be added are a 422 on payment. Who may add hours may ask.',
      input: { in: 'query', schema: addHoursPriceQuery },
      output: addHoursPriceResult,
      allow: enrollmentsAccess.actions.addHoursPrice,
    },
    payAsYouGoOff: {
      on: 'member',
      method: 'GET',
      path: 'pay_as_you_go_off',
      summary:
        'The upcoming sessions (date, time, tutor, subject) and pending dates that turning Pay As You Go off would cancel, soonest first, for the confirm dialog. Who may turn it off may ask.',
      output: payAsYouGoOffPreview,
      allow: enrollmentsAccess.actions.payAsYouGoOff,
    },
    arrearBilling: {
      on: 'member',
      method: 'PUT',
      path: 'arrear_billing',
      summary:
        'Turns Pay As You Go on or off. On: whenever a booking needs more hours than remain, 5 more hours are added at the brand’s price and charged on the family’s kept card (owed until paid: at once after the booking, else by the payment job). Off: every upcoming session of the enrollment is canceled in the same transaction (its time given back; it stays listed as canceled with the reason "Pay As You Go turned off"), its dates kept pending fail, all to be rescheduled, and the family is e-mailed the list. Body: { enrollment: { arrearBilling } }. Staff who manage enrollments, and a parent on their children’s.',
      input: { in: 'body', schema: arrearBillingUpdate, keyed: true },
      output: arrearBillingResult,
      allow: enrollmentsAccess.actions.arrearBilling,
    },
    applyCoupon: {
      on: 'member',
      method: 'PUT',
      path: 'apply_coupon',
      summary:
        'Applies a coupon (dollars or percentage) to the enrollment’s charges; an unknown, inactive or expired code is a 422 with the server’s text on couponCode. Body: { enrollment: { couponCode } }.',
      input: { in: 'body', schema: applyCouponPayloadSchema, keyed: true },
      allow: enrollmentsAccess.actions.applyCoupon,
    },
    autoRenew: {
      on: 'member',
      method: 'PUT',
      path: 'auto_renew',
      summary:
        'Turns auto renew on (any delayed cancel is withdrawn) or off (the subscription stops at the end of its term: delayedCancelAt). Refused on a canceled subscription. Body: { enable }.',
      input: { in: 'body', schema: autoRenewPayloadSchema },
      allow: enrollmentsAccess.actions.autoRenew,
    },
    moveTrial: {
      on: 'member',
      method: 'PUT',
      path: 'move_trial',
      summary:
        'Gives a subscription in its trial another 14 days from the later of now and its trial end. Refused unless in trial.',
      allow: enrollmentsAccess.actions.moveTrial,
    },
    convertToContract: {
      on: 'member',
      method: 'PUT',
      path: 'convert_to_contract',
      summary:
        'Makes a trial or month-to-month subscription a 12-month contract from now (the trial ends now). Refused on a contract or a canceled subscription.',
      allow: enrollmentsAccess.actions.convertToContract,
    },
    transfer: {
      on: 'member',
      method: 'PUT',
      path: 'transfer',
      summary:
        'Moves the student to another course in one transaction: this enrollment is canceled and points at the new one. Body: { itemType: "Course", itemId }.',
      input: { in: 'body', schema: enrollmentTransfer },
      allow: enrollmentsAccess.actions.transfer,
    },
  },
});
