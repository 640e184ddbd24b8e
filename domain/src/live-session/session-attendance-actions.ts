/**
 * The sessions actions of attendance, subject allotments and the check-in board (spec
 * scheduling §2–§4). Kept apart from the sessions contract, which spreads them in.
 */
import { z } from 'zod';
import type { ActionContract } from '../resources/contract.ts';
import { integer, isoDateTime } from '../resources/payload-fields.ts';
import { GEMS, allotmentsSave, attendanceSubmit } from './live-session-wire.ts';
import {
  SESSION_ATTENDANCE_ACTIONS_RULES,
  type SessionRule,
} from '../resources/access/session-attendance-actions.ts';
export {
  supervisesSession,
  staffOrSessionTutor,
} from '../resources/access/session-attendance-actions.ts';

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

export const SESSION_ATTENDANCE_ACTIONS = {
  submitAttendance: {
    on: 'member',
    method: 'POST',
    path: 'submit_attendance',
    summary:
      'Takes the session\'s attendance in one transaction: each student\'s attended and note, the points and gems given, the tutors\' attended, and attendanceTakenAt. Body: { attendances: [{ id, attended, notes?, points?, badges? }], assignments?: [{ id, attended }] }. 409 before attendance opens (30 minutes before the start) or once the session is closed; 422 with errors keyed attendances[i].notes ("N more characters please") and base "Please fill all required fields.", or for rows not of this session. The session\'s supervisor, or scheduling staff. Answers the session (include=attendances for them).',
    input: { in: 'body', schema: attendanceSubmit },
    allow: SESSION_ATTENDANCE_ACTIONS_RULES.submitAttendance,
  },
  allotments: {
    on: 'member',
    method: 'GET',
    path: 'allotments',
    summary:
      "The session's subject allotments, whether they were skipped, the subjects that may be allotted, the minutes to allot (the duration rounded to 10) and whether skipping is allowed. Staff, or the session's tutors.",
    output: allotmentsRead,
    allow: SESSION_ATTENDANCE_ACTIONS_RULES.allotments,
  },
  saveAllotments: {
    on: 'member',
    method: 'PUT',
    path: 'allotments',
    summary:
      'Saves the subject allotments in one transaction: upserts by subject, minutes 0 on an existing one removes it. The minutes must add up to the total (422 base "N minutes under"/"N minutes over"), unless skip is asked and allowed (nobody attended, or the brand is not Tutoring). Body: { allotments: [{ id?, subjectId, minutes }], skip? }. The session\'s supervisor, or scheduling staff.',
    input: { in: 'body', schema: allotmentsSave },
    output: allotmentsSaved,
    allow: SESSION_ATTENDANCE_ACTIONS_RULES.saveAllotments,
  },
  checkIn: {
    on: 'member',
    method: 'GET',
    path: 'check_in',
    summary:
      "The points check-in board: the session's students by points (most first), with level, unredeemed badges and gems. Staff, or the session's tutors.",
    output: checkInBoard,
    allow: SESSION_ATTENDANCE_ACTIONS_RULES.checkIn,
  },
} as const satisfies Record<string, ActionContract<SessionRule>>;
