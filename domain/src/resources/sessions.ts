import { z } from 'zod';
import type { Assignment } from './assignments.ts';
import type { Attendance } from './attendances.ts';
import { defineContract } from './contract.ts';
import type { Course } from './courses.ts';
import {
  integer,
  isoDateTime,
  isoDateTimeInput,
  recordId,
  storableText,
} from './payload-fields.ts';
import { SESSION_FINDER_ACTIONS } from './staff-finder.ts';
import { SESSION_ATTENDANCE_ACTIONS } from '../live-session/session-attendance-actions.ts';
import { SESSION_MEETING_ACTIONS } from '../live-session/session-meeting-actions.ts';
import { SESSION_HUB_ACTIONS } from '../live-session/session-hub-actions.ts';
import { SESSION_HISTORY_ACTIONS } from '../scheduling/earlier-sessions.ts';
import { sessionLiveFields } from '../live-session/session-live-fields.ts';
import { sessionBatch, sessionBatchResult } from '../scheduling/session-editor-payload.ts';
import type { Tutor } from './tutors.ts';
import { sessionsAccess } from './access/sessions.ts';

export const SESSION_TYPES = [
  'Tutoring',
  'Session::ManuallyAttendable',
  'Session::TutoringSplit',
  'Course',
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

const sessionColumns = z.object({
  id: integer,
  courseId: integer,
  type: z.enum(SESSION_TYPES),
  name: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Minutes. */
  duration: integer,
  online: z.boolean(),
  place: z.string().nullable(),
  /** The looked-up place the address was chosen from (GET /places/{placeId}). */
  placeId: z.string().nullable(),
  room: z.string().nullable(),
  supervisorId: integer.nullable(),
  employeesRequired: integer,
  notes: z.string().nullable(),
  attendanceTakenAt: isoDateTime.nullable(),
  launchedAt: isoDateTime.nullable(),
  suppressAttendance: z.boolean(),
  /** Set when canceled: the session stays on record but frees its tutors' time. */
  canceledAt: isoDateTime.nullable(),
  /** Why it was canceled, when said ("Pay As You Go turned off"); null otherwise. */
  cancelReason: z.string().nullable(),
  /** The tutoring enrollment a booked Tutoring session draws hours from. */
  enrollmentId: integer.nullable(),
  /** The brand's session type it was created as. */
  sessionTypeId: integer.nullable(),
  /** Who booked or created it (a user id; spec §3 scheduledBy). */
  scheduledById: integer.nullable(),
  /** The homework-help hub a split session continues (spec §3 hub); null for any other. */
  hubId: integer.nullable(),
  assignmentsCount: integer,
  attendancesCount: integer,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
/** The stored fields, and the live ones computed for the viewer at the time of the read. */
export const sessionRecord = sessionColumns.extend(sessionLiveFields.shape);
export type Session = z.infer<typeof sessionRecord> & {
  course?: Course | null;
  supervisor?: Tutor | null;
  assignments?: Assignment[];
  attendances?: Attendance[];
};

/** Timing fields are checked together by `resolveTiming` (start + end or duration). */
export const sessionCreate = z.object({
  courseId: recordId,
  type: z.enum(SESSION_TYPES).optional(),
  name: storableText.trim().max(191).nullable().optional(),
  startsAt: isoDateTimeInput,
  endsAt: isoDateTimeInput.optional().meta({ example: '2026-03-10T16:00:00.000Z' }),
  duration: z
    .number()
    .int()
    .optional()
    .meta({ description: 'Minutes (15 to 600); or send endsAt.', example: 60 }),
  online: z.boolean().optional(),
  place: storableText.trim().max(255).nullable().optional(),
  room: storableText.trim().min(1).max(50).nullable().optional(),
  supervisorId: recordId.nullable().optional(),
  employeesRequired: z.number().int().min(0).max(20).optional(),
  notes: storableText.max(10_000).nullable().optional(),
  suppressAttendance: z.boolean().optional(),
});

/** An update may also pick the subject of a session whose course has a dynamic subject. */
export const sessionUpdate = sessionCreate.partial().extend({
  subjectId: recordId.nullable().optional(),
});

/** PUT /sessions/{id}/substitute_joint_session: the tutor who takes the session over. */
export const sessionSubstitute = z.object({ employeeId: recordId });

export const sessionsContract = defineContract({
  name: 'sessions',
  singular: sessionsAccess.singular,
  summary:
    'Scheduled sessions of a course, with their tutors (assignments) and students (attendances).',
  record: sessionRecord,
  create: sessionCreate,
  update: sessionUpdate,
  access: sessionsAccess.access,
  actions: {
    substituteJointSession: {
      on: 'member',
      method: 'PUT',
      path: 'substitute_joint_session',
      summary:
        'Hands a joint session (brand with joint sessions, attendance not taken) to a substitute tutor, who becomes its supervisor. Body: { employeeId }. ADMIN only (spec scheduling §6).',
      input: { in: 'body', schema: sessionSubstitute },
      allow: sessionsAccess.actions.substituteJointSession,
    },
    ...SESSION_FINDER_ACTIONS,
    ...SESSION_ATTENDANCE_ACTIONS,
    ...SESSION_MEETING_ACTIONS,
    ...SESSION_HUB_ACTIONS,
    ...SESSION_HISTORY_ACTIONS,
    cancel: {
      on: 'member',
      method: 'PUT',
      path: 'cancel',
      summary:
        "Cancels a session that has not ended: it stays on record with canceledAt, and gives its tutors' time back (their availability and the enrollment's hours). Scheduling staff, or the tutor who supervises it. Answers the session.",
      allow: sessionsAccess.actions.cancel,
    },
    unreserve: {
      on: 'member',
      method: 'PUT',
      path: 'unreserve',
      summary:
        'The student app: the signed-in student gives up their place in a manually attendable session, while more than 5 minutes remain before its start (spec scheduling §4). Answers 204: the session is no longer theirs to read.',
      status: 204,
      allow: sessionsAccess.actions.unreserve,
    },
    saveBatch: {
      on: 'collection',
      method: 'POST',
      path: 'batch',
      summary:
        "The session editor's save (spec scheduling §2, §4, §5): every row in one transaction. A row with replacesId replaces that session (deleted, its tutors and students carried to the replacement); the others are new sessions of the course; deleteIds are deleted. Body: { courseId, tutorId?, rows: [{ replacesId?, sessionTypeId, name (<= 20), startsAt, duration (type minimum to 600), employeesRequired (0 to 20), place (required unless the type is online), room (1 to 50) }], deleteIds? }. 200: { sessionIds, deletedIds }. Any refusal saves nothing: 422 with errors keyed rows[i].field and meta.rows [{ index, errors }], 409 when a tutor would be double-booked, 403/404. Scheduling staff on any course; a tutor adds sessions to courses they teach and changes only the Tutoring sessions they supervise.",
      input: { in: 'body', schema: sessionBatch },
      output: sessionBatchResult,
      allow: sessionsAccess.actions.saveBatch,
    },
  },
});
