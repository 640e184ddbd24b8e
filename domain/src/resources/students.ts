import { z } from 'zod';
import { MAX_GRADE, MIN_GRADE } from '../grade-levels.ts';
import { isValidTimeZone } from '../time-zone.ts';
import { paceUpdate } from '../pace-rules.ts';
import { isStaff } from '../roles.ts';
import { studentLevelView } from '../live-session/session-attendance-actions.ts';
import { attendancePointsIncrement } from './attendances.ts';
import { defineContract } from './contract.ts';
import { examScoredInput } from '../exams/transcripts.ts';
import { STUDENT_CONTACT_ACTIONS } from '../family/student-contact-actions.ts';
import type { LeadSource } from './lead-sources.ts';
import type { Parent } from './parents.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { studentHours } from './student-hours.ts';
import { studentsAccess } from './access/students.ts';
export { staffOrStudentsTutor } from './access/students.ts';

/** A student's note is free text staff keep about them (spec §3 Student: note). */
export const STUDENT_NOTE_MAX = 10_000;

export const studentRecord = z.object({
  id: integer,
  userId: integer.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** -1 is TK, 0 is K (grade-levels.ts). */
  grade: integer.nullable(),
  timeZone: z.string().nullable(),
  parentId: integer.nullable(),
  /** The parent's full name, for lists and links without an include. */
  parentName: z.string().nullable(),
  /** The e-mail the family signs in with: the student's own, else the parent's. */
  emailOnFile: z.string().nullable().optional(),
  /** The parent's advisor (spec §2: the student loads "the parent's employee"). */
  advisorName: z.string().nullable(),
  note: z.string().nullable().optional(),
  /** The student's school: a lead source of type School or PendingSchool (spec §3 Student). */
  schoolId: integer.nullable(),
  /** The school's name, for lists and the student's page without an include. */
  schoolName: z.string().nullable(),
  points: integer,
  /** The weekly pace, hours per week (0 to 10 in quarters; pace-rules.ts). */
  pace: z.number(),
  /** The level the points reached (spec §3 Student level), null below the first. */
  level: studentLevelView.nullable(),
  unredeemedBadgesCount: integer,
  /** Employees supervising a session the student attends: they may give points and gems. */
  supervisorIds: z.array(integer),
  active: z.boolean(),
  enrollmentsCount: integer,
  createdAt: isoDateTime,
  lockVersion: integer,
});
/** What staff keep to themselves: the note and the family's e-mail (see `fields.read`). */
const STAFF_ONLY_FIELDS = ['note', 'emailOnFile'];
const NON_STAFF_FIELDS = Object.keys(studentRecord.shape).filter(
  (key) => !STAFF_ONLY_FIELDS.includes(key),
);

export type Student = z.infer<typeof studentRecord> & {
  parent?: Parent | null;
  school?: LeadSource | null;
};

const gradeInput = z
  .number({ error: 'must be a grade from TK to 12' })
  .int()
  .min(MIN_GRADE, 'must be a grade from TK to 12')
  .max(MAX_GRADE, 'must be a grade from TK to 12');

/** Spec §5 Student: first and last name required. */
export const studentCreate = z.object({
  firstName: storableText.trim().min(1, "can't be blank").max(100),
  lastName: storableText.trim().min(1, "can't be blank").max(100),
  grade: gradeInput.nullable().optional(),
  timeZone: storableText.refine(isValidTimeZone, 'is not a known time zone').nullable().optional(),
  parentId: recordId.nullable().optional(),
  /** A lead source that is a school (else 422 'must be a school'). */
  schoolId: recordId.nullable().optional(),
  note: storableText.max(STUDENT_NOTE_MAX).nullable().optional(),
  active: z.boolean().optional(),
});
export type StudentPayload = z.output<typeof studentCreate>;

/**
 * Spec §7: `POST /students/merge` with `{student: {currentId, transferId, notes}}`: the
 * student kept (`currentId`) takes over everything of the duplicate (`transferId`).
 */
export const studentMerge = z
  .object({
    currentId: recordId,
    transferId: recordId,
    notes: storableText.max(STUDENT_NOTE_MAX).nullable().optional(),
  })
  .refine((merge) => merge.currentId !== merge.transferId, {
    path: ['transferId'],
    message: 'must be another student than the one kept',
  });
export type StudentMerge = z.input<typeof studentMerge>;

/** What a merge moved onto the student kept, for the Merge Complete dialog. */
export const studentMergeResult = z.object({
  merge: z.object({
    studentId: integer,
    /** The full name of the student kept. */
    studentName: z.string(),
    duplicateId: integer,
    /** Rows moved onto the student kept, by kind. */
    moved: z.object({
      enrollments: integer,
      attendances: integer,
      reviews: integer,
      shipments: integer,
      tutoringHistories: integer,
    }),
    /**
     * Rows the duplicate keeps because the student kept already has the same (an enrollment
     * in the same course, an attendance of the same session).
     */
    left: z.object({ enrollments: integer, attendances: integer }),
    emailOnFile: z.string().nullable(),
  }),
});
export type StudentMergeResult = z.infer<typeof studentMergeResult>['merge'];

/**
 * The Merge Complete dialog's text (spec §8: "The merge-complete dialog tells the user to tell
 * the customer which email is on file").
 */
export function mergeCompleteMessage(keptName: string, emailOnFile: string | null): string {
  return emailOnFile
    ? `The accounts were merged into ${keptName}. Please tell the customer that the email on file is ${emailOnFile}.`
    : `The accounts were merged into ${keptName}. There is no email on file for this student: please ask the customer for one.`;
}

export const studentsContract = defineContract({
  name: 'students',
  singular: studentsAccess.singular,
  summary: 'Students, each optionally with a parent and a sign-in user.',
  record: studentRecord,
  create: studentCreate,
  update: studentCreate.partial(),
  access: studentsAccess.access,
  fields: {
    read: (actor) => (isStaff(actor.roles) ? 'all' : NON_STAFF_FIELDS),
  },
  actions: {
    toggleActive: {
      on: 'member',
      method: 'PUT',
      path: 'toggle_active',
      summary: 'Makes an active student inactive, or an inactive one active. Answers the student.',
      allow: studentsAccess.actions.toggleActive,
    },
    incrementPoints: {
      on: 'member',
      method: 'PUT',
      path: 'increment_points',
      summary:
        "Adds points to the student's total (points = points + n, however many run at once) and tells the student and the check-in boards of their sessions in progress. Body: { points: n }, n from 1 to 1000. Staff, or a tutor who supervises a session of the student. Answers the student.",
      input: { in: 'body', schema: attendancePointsIncrement },
      allow: studentsAccess.actions.incrementPoints,
    },
    hours: {
      on: 'member',
      method: 'GET',
      path: 'hours',
      summary:
        "The student's tutoring hours per active tutoring enrollment (its brand books Tutoring sessions, or it has one booked) whose course counts hours (bought = the course's duration; used = sessions ended; scheduled = sessions to come; remaining; unscheduled), the weekly pace with its history, and when at this pace the hours run out (null at pace 0). Staff, the student and their parent.",
      output: studentHours,
      allow: studentsAccess.actions.hours,
    },
    updatePace: {
      on: 'member',
      method: 'PUT',
      path: 'pace',
      summary:
        'Sets the weekly pace (0 to 10 hours in steps of 0.25) and records the change in the pace history, in one transaction. Admins only. Body: { pace }. Answers the student.',
      input: { in: 'body', schema: paceUpdate },
      allow: studentsAccess.actions.updatePace,
    },
    merge: {
      on: 'collection',
      method: 'POST',
      path: 'merge',
      summary:
        'Merges a duplicate student (transferId) into the student kept (currentId) in one transaction: enrollments, attendances, reviews, shipments and tutoring histories move, points add up, notes are appended, and the duplicate becomes inactive. Body: { student: { currentId, transferId, notes } }.',
      input: { in: 'body', schema: studentMerge, keyed: true },
      output: studentMergeResult,
      allow: studentsAccess.actions.merge,
    },
    examScored: {
      on: 'member',
      method: 'PUT',
      path: 'exam_scored',
      summary:
        "Tells the student (and only the student: spec sign-in-exams §4) that an exam of theirs was scored: a notice 'Exam Scored' to the student's sign-in. Body: { transcriptId, formCode, subject }; the transcript must be the student's (else 422). Staff, or a tutor who supervises a session of the student. Answers the student.",
      input: { in: 'body', schema: examScoredInput },
      allow: studentsAccess.actions.examScored,
    },
    ...STUDENT_CONTACT_ACTIONS,
  },
});
