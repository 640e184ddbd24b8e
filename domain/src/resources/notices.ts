import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { noticesAccess } from './access/notices.ts';

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

export const acknowledgeAllAnswer = z.object({ acknowledged: integer });

export const noticesContract = defineContract({
  name: 'notices',
  singular: noticesAccess.singular,
  summary:
    "The signed-in user's notices (New Student, New Session, Session Reminder, ...). List filters: unread; markRead=true marks the listed notices read (not while spoofing). DELETE acknowledges one; acknowledge_all acknowledges every one without a dueAt. Nobody clears notices while spoofing (409).",
  record: noticeRecord,
  access: noticesAccess.access,
  actions: {
    acknowledgeAll: {
      on: 'collection',
      method: 'DELETE',
      path: 'acknowledge_all',
      summary:
        'Acknowledges (deletes) every notice of the signed-in user that has no dueAt; those with one stay. Answers { acknowledged: count }. 409 while spoofing.',
      output: acknowledgeAllAnswer,
      allow: noticesAccess.actions.acknowledgeAll,
    },
  },
});
