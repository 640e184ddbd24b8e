import { z } from 'zod';
import { COURSE_EVENTS, COURSE_STATUSES } from '../course-status.ts';
import { parseIsoDate } from '../date-rules.ts';
import type { Brand } from './brands.ts';
import type { CourseTemplate } from './course-templates.ts';
import type { LeadSource } from './lead-sources.ts';
import { defineContract } from './contract.ts';
import { COURSE_LIST_ACTIONS } from './course-lists.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import type { Session } from './sessions.ts';
import type { Student } from './students.ts';
import type { Subject } from './subjects.ts';
import type { Tutor } from './tutors.ts';
import { coursesAccess } from './access/courses.ts';

/**
 * A course runs from one calendar day to another: "YYYY-MM-DD", no time and no zone, so every
 * viewer sees the same start date whatever their zone (issue 8).
 */
export const courseDate = z.iso
  // abort: a time or a misspelt date reads one sentence, not also the range's.
  .date({ error: 'must be a date (YYYY-MM-DD)', abort: true })
  .refine(
    (value) => parseIsoDate(value) !== null && value >= '1900-01-01' && value <= '9999-12-31',
    { error: 'must be a real date between the years 1900 and 9999' },
  );

export const courseRecord = z.object({
  id: integer,
  title: z.string(),
  name: z.string(),
  status: z.enum(COURSE_STATUSES),
  brandId: integer,
  subjectId: integer.nullable(),
  /** The employee (tutor) hosting the course. */
  hostId: integer.nullable(),
  /** Where the course's students came from (spec §3 leadSource/leadSourceId). */
  leadSourceId: integer.nullable(),
  /** The template the course was started from (spec §3 courseTemplate/courseTemplateId). */
  courseTemplateId: integer.nullable(),
  /** The material the course uses (a workbook...), and its name (GET /materials lists them). */
  materialId: integer.nullable(),
  materialName: z.string().nullable(),
  /** When it meets, in words ("Mon & Wed 4pm"). */
  schedule: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Total minutes of instruction sold with the course. */
  duration: integer.nullable(),
  notes: z.string().nullable(),
  reservedForId: integer.nullable(),
  reservationEndsAt: isoDateTime.nullable(),
  enrollmentsCount: integer,
  /** The "all" tab count of the course page (spec §2). */
  sessionsCount: integer,
  /**
   * When its first and last sessions that stand start (null without any): the tutor's courses
   * list says "new!" before the first and notes when the last is past (spec staff §2).
   */
  firstSessionAt: isoDateTime.nullable(),
  lastSessionAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type Course = z.infer<typeof courseRecord> & {
  brand?: Brand | null;
  subject?: Subject | null;
  host?: Tutor | null;
  leadSource?: LeadSource | null;
  courseTemplate?: CourseTemplate | null;
  reservedFor?: Student | null;
  sessions?: Session[];
};

export const COURSE_DATES_ORDER_MESSAGE = 'must be on or after the start date';

const courseFields = {
  title: storableText.trim().min(1).max(191),
  name: storableText.trim().min(1).max(191),
  status: z.enum(COURSE_STATUSES).optional(),
  brandId: recordId,
  subjectId: recordId.nullable().optional(),
  hostId: recordId.nullable().optional(),
  leadSourceId: recordId.nullable().optional(),
  courseTemplateId: recordId.nullable().optional(),
  materialId: recordId.nullable().optional(),
  schedule: storableText.trim().max(191).nullable().optional(),
  startsAt: courseDate.nullable().optional(),
  endsAt: courseDate.nullable().optional(),
  duration: z.number().int().min(0).max(100_000).nullable().optional(),
  notes: storableText.max(10_000).nullable().optional(),
};

export const courseCreate = z.object(courseFields);
export type CoursePayload = z.input<typeof courseCreate>;

/** Cross-field rule shared by the form and the server: the end is not before the start. */
export function courseDateErrors(course: {
  startsAt?: string | null;
  endsAt?: string | null;
}): Record<string, string[]> {
  const { startsAt, endsAt } = course;
  return startsAt && endsAt && endsAt < startsAt ? { endsAt: [COURSE_DATES_ORDER_MESSAGE] } : {};
}

/** The create schema with the cross-field rule, for the forms. */
export const courseForm = courseCreate.superRefine((course, issues) => {
  for (const [path, messages] of Object.entries(courseDateErrors(course)))
    for (const message of messages) issues.addIssue({ code: 'custom', path: [path], message });
});

/** PUT /courses/{id}/change_status. */
export const courseStatusChange = z.object({ event: z.enum(COURSE_EVENTS) });

/** PUT /courses/{id}/reserve: the student and the last day (MM/DD/YYYY in the form). */
export const courseReserve = z.object({
  reservedForId: recordId,
  reservationEndsAt: courseDate,
});
export type CourseReserve = z.infer<typeof courseReserve>;

export const rosterStudent = z.object({
  id: integer,
  fullName: z.string(),
  grade: integer.nullable(),
  enrollmentId: integer,
});
export const courseRoster = z.object({
  message: z.string(),
  students: z.array(rosterStudent),
});
export type CourseRoster = z.infer<typeof courseRoster>;

/** Session ids of the course and a tutor (employee) for the staffing actions. */
export const courseStaffing = z.object({
  sessionIds: z.array(recordId).min(1).max(500),
  employeeId: recordId,
});
export type CourseStaffing = z.infer<typeof courseStaffing>;

export const courseSessionsDeletion = z.object({
  sessionIds: z.array(recordId).min(1).max(500),
});

/** What the staffing actions answer: the spec's toast, how many rows changed, and whether all did. */
export const staffingResult = z.object({
  message: z.string(),
  count: integer,
  /** Some selected sessions kept their tutor or stayed: the message is the spec's partial failure. */
  partial: z.boolean(),
});

export const coursesContract = defineContract({
  name: 'courses',
  singular: coursesAccess.singular,
  summary: 'Courses: what students enroll in; each has sessions.',
  record: courseRecord,
  create: courseCreate,
  update: courseCreate.partial(),
  access: coursesAccess.access,
  actions: {
    changeStatus: {
      on: 'member',
      method: 'PUT',
      path: 'change_status',
      summary:
        'Sends a status event (publish, unpublish, cancel); a transition the status does not allow is a 422 naming both statuses. Body: { event }. Answers the course.',
      input: { in: 'body', schema: courseStatusChange },
      allow: coursesAccess.actions.changeStatus,
    },
    reserve: {
      on: 'member',
      method: 'PUT',
      path: 'reserve',
      summary:
        'Reserves the course for a student until noon (in the caller zone) of a day not before today. Body: { reservedForId, reservationEndsAt }. Answers the course.',
      input: { in: 'body', schema: courseReserve },
      allow: coursesAccess.actions.reserve,
    },
    roster: {
      on: 'member',
      method: 'GET',
      path: 'roster',
      summary: 'The actively enrolled students of the course, with a message for the toast.',
      output: courseRoster,
      allow: coursesAccess.actions.roster,
    },
    assignTutor: {
      on: 'member',
      method: 'POST',
      path: 'assign_tutor',
      summary:
        'Assigns a tutor to the selected sessions of the course (those not yet theirs). Body: { sessionIds, employeeId }.',
      input: { in: 'body', schema: courseStaffing },
      output: staffingResult,
      allow: coursesAccess.actions.assignTutor,
    },
    unassignTutor: {
      on: 'member',
      method: 'POST',
      path: 'unassign_tutor',
      summary:
        'Removes a tutor from the selected sessions of the course. Body: { sessionIds, employeeId }.',
      input: { in: 'body', schema: courseStaffing },
      output: staffingResult,
      allow: coursesAccess.actions.unassignTutor,
    },
    ...COURSE_LIST_ACTIONS,
    deleteSessions: {
      on: 'member',
      method: 'POST',
      path: 'delete_sessions',
      summary: 'Deletes the selected sessions of the course. Body: { sessionIds }.',
      input: { in: 'body', schema: courseSessionsDeletion },
      output: staffingResult,
      allow: coursesAccess.actions.deleteSessions,
    },
  },
});
