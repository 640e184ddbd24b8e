import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import type { AccessRule } from '../permissions/rules.ts';
import { hasAnyRole } from '../roles.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';

/** The titles a notice may have (spec: scheduling §4 "Notice actions by title"). */
export const NOTICE_TITLES = [
  'New Student',
  'New Session',
  'New Assignment',
  'Session Update',
  'Canceled Session',
  'Cancelation',
  'Enrollment Update',
  'Email Sent',
  'Pace Target',
  'Under Target',
  'POG Form Due',
  'Session Reminder',
  'Session Attendance Reminder',
  'Exam Scored',
] as const;
export type NoticeTitle = (typeof NOTICE_TITLES)[number];

/** What a notice's action does, by title (spec §4); `linkId` names the record it opens. */
export type NoticeAction =
  | 'student'
  | 'message'
  | 'courseUpcoming'
  | 'studentPlanner'
  | 'pogForm'
  | 'scheduleToday'
  | 'session'
  | 'examTranscript';

export const NOTICE_ACTIONS: Record<NoticeTitle, NoticeAction> = {
  Cancelation: 'student',
  'Canceled Session': 'message',
  'Email Sent': 'message',
  'New Assignment': 'courseUpcoming',
  'Pace Target': 'courseUpcoming',
  'Session Update': 'courseUpcoming',
  'New Student': 'studentPlanner',
  'Enrollment Update': 'studentPlanner',
  'POG Form Due': 'pogForm',
  'Under Target': 'scheduleToday',
  'New Session': 'session',
  'Session Reminder': 'session',
  'Session Attendance Reminder': 'session',
  // Spec sign-in-exams §4: "Exam-scored notification goes only to students".
  'Exam Scored': 'examTranscript',
};

/** The action of a notice's title; an unknown title has none. */
export function noticeActionOf(title: string): NoticeAction | null {
  return (NOTICE_ACTIONS as Record<string, NoticeAction | undefined>)[title] ?? null;
}

/** Spec §4: "Notices are not cleared while spoofing." The refusal's sentence (409, on base). */
export const NOTICE_SPOOFING_MESSAGE = 'Notices are not cleared while spoofing.';

/** Spec §3 Notice: title, message, linkId, createdAt, readAt, dueAt. */
export const noticeRecord = z.object({
  id: integer,
  userId: integer,
  title: z.string(),
  message: z.string(),
  /** The record the action opens (student, session, course, message), by title. */
  linkId: integer.nullable(),
  createdAt: isoDateTime,
  /** Set once fetched with markRead (unread notices count on the badge). */
  readAt: isoDateTime.nullable(),
  /** A notice with a due date (POG Form Due) stays until its own action clears it. */
  dueAt: isoDateTime.nullable(),
  lockVersion: integer,
});
export type Notice = z.infer<typeof noticeRecord>;

/**
 * Tutors (and students and parents) read and acknowledge their own notices, nobody anyone
 * else's; staff have none of their own (the spec's notices are the tutor app's).
 */
const ownNotices: AccessRule<{ userId: number }> = {
  reach: (actor: Actor) =>
    hasAnyRole(actor.roles, ['tutor', 'student', 'parent']) ? 'own' : 'none',
  own: (actor, notice) => notice.userId === actor.id,
};

export const acknowledgeAllAnswer = z.object({ acknowledged: integer });

export const noticesContract = defineContract({
  name: 'notices',
  singular: 'notice',
  summary:
    "The signed-in user's notices (New Student, New Session, Session Reminder, ...). List filters: unread; markRead=true marks the listed notices read (not while spoofing). DELETE acknowledges one; acknowledge_all acknowledges every one without a dueAt. Nobody clears notices while spoofing (409).",
  record: noticeRecord,
  access: { read: ownNotices, delete: ownNotices },
  actions: {
    acknowledgeAll: {
      on: 'collection',
      method: 'DELETE',
      path: 'acknowledge_all',
      summary:
        'Acknowledges (deletes) every notice of the signed-in user that has no dueAt; those with one stay. Answers { acknowledged: count }. 409 while spoofing.',
      output: acknowledgeAllAnswer,
      allow: ownNotices,
    },
  },
});
