/**
 * The sessions actions of attendance, subject allotments and the check-in board (spec
 * scheduling §2–§4). Kept apart from the sessions contract, which spreads them in.
 */
import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { schedulingStaffOrEmployee, type AccessRule } from '../permissions/rules.ts';
import { hasRole, isStaff } from '../roles.ts';
import type { ActionContract } from '../resources/contract.ts';
import { integer, isoDateTime } from '../resources/payload-fields.ts';
import { GEMS, allotmentsSave, attendanceSubmit } from './live-session-wire.ts';

/** A session's supervisor (a tutor or an employee) takes its attendance (spec §6). */
export const supervisesSession = (actor: Actor, session: { supervisorId: number | null }) =>
  actor.employeeId !== null && session.supervisorId === actor.employeeId;

/**
 * Staff on every session; a tutor on the sessions they may read. The tutor's read scope is the
 * sessions they supervise or are assigned to, so each one they reach is one of "its tutors".
 */
export function staffOrSessionTutor<R>(): AccessRule<R> {
  return {
    reach: (actor) =>
      isStaff(actor.roles) ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none',
    own: () => true,
  };
}

export const allotmentView = z.object({
  id: integer,
  subjectId: integer,
  subjectName: z.string(),
  categoryName: z.string(),
  minutes: integer,
});
export const potentialSubject = z.object({
  id: integer,
  name: z.string(),
  categoryName: z.string(),
});
export const allotmentsSaved = z.object({
  allotments: z.array(allotmentView),
  skipped: z.boolean(),
});
export const allotmentsRead = allotmentsSaved.extend({
  potentialSubjects: z.array(potentialSubject),
  /** The minutes to allot: the duration rounded to 10. */
  totalMinutes: integer,
  skipAllowed: z.boolean(),
});
export type AllotmentsRead = z.infer<typeof allotmentsRead>;

const studentLevel = z.object({
  sequence: integer,
  rank: z.string(),
  pointThreshold: integer,
  nextLevel: z.object({ rank: z.string(), pointThreshold: integer }).nullable(),
  progress: integer,
});
export const studentLevelView = studentLevel;

export const checkInBoard = z.object({
  sessionId: integer,
  title: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  students: z.array(
    z.object({
      studentId: integer,
      attendanceId: integer,
      fullName: z.string(),
      avatarUrl: z.string().nullable(),
      points: integer,
      level: studentLevel.nullable(),
      unredeemedBadgesCount: integer,
      gems: z.object(
        Object.fromEntries(GEMS.map((gem) => [gem, integer])) as Record<
          (typeof GEMS)[number],
          typeof integer
        >,
      ),
    }),
  ),
});

type SessionRule = { supervisorId: number | null };

export const SESSION_ATTENDANCE_ACTIONS = {
  submitAttendance: {
    on: 'member',
    method: 'POST',
    path: 'submit_attendance',
    summary:
      'Takes the session\'s attendance in one transaction: each student\'s attended and note, the points and gems given, the tutors\' attended, and attendanceTakenAt. Body: { attendances: [{ id, attended, notes?, points?, badges? }], assignments?: [{ id, attended }] }. 409 before attendance opens (30 minutes before the start) or once the session is closed; 422 with errors keyed attendances[i].notes ("N more characters please") and base "Please fill all required fields.", or for rows not of this session. The session\'s supervisor, or scheduling staff. Answers the session (include=attendances for them).',
    input: { in: 'body', schema: attendanceSubmit },
    allow: schedulingStaffOrEmployee<SessionRule>(supervisesSession),
  },
  allotments: {
    on: 'member',
    method: 'GET',
    path: 'allotments',
    summary:
      "The session's subject allotments, whether they were skipped, the subjects that may be allotted, the minutes to allot (the duration rounded to 10) and whether skipping is allowed. Staff, or the session's tutors.",
    output: allotmentsRead,
    allow: staffOrSessionTutor<SessionRule>(),
  },
  saveAllotments: {
    on: 'member',
    method: 'PUT',
    path: 'allotments',
    summary:
      'Saves the subject allotments in one transaction: upserts by subject, minutes 0 on an existing one removes it. The minutes must add up to the total (422 base "N minutes under"/"N minutes over"), unless skip is asked and allowed (nobody attended, or the brand is not Tutoring). Body: { allotments: [{ id?, subjectId, minutes }], skip? }. The session\'s supervisor, or scheduling staff.',
    input: { in: 'body', schema: allotmentsSave },
    output: allotmentsSaved,
    allow: schedulingStaffOrEmployee<SessionRule>(supervisesSession),
  },
  checkIn: {
    on: 'member',
    method: 'GET',
    path: 'check_in',
    summary:
      "The points check-in board: the session's students by points (most first), with level, unredeemed badges and gems. Staff, or the session's tutors.",
    output: checkInBoard,
    allow: staffOrSessionTutor<SessionRule>(),
  },
} as const satisfies Record<string, ActionContract<SessionRule>>;
