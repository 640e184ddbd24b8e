import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { INBOX_KINDS, INBOX_UNREAD_COUNT_PATH } from '../inbox-rules.ts';
import { inboxActivitiesAccess } from './access/inbox-activities.ts';

export {
  CLEAR_READ_CONFIRM,
  IMMINENT_CLOSE_NOTICE_MS,
  INBOX_CHANGE_EVENT,
  INBOX_EMPTY,
  INBOX_KINDS,
  INBOX_UNREAD_COUNT_PATH,
  type InboxChangeEvent,
  type InboxKind,
} from '../inbox-rules.ts';

export const inboxActivityRecord = z.object({
  id: integer,
  userId: integer,
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  message: z.string(),
  contactActivityId: integer.nullable(),
  imminentCloseId: integer.nullable(),
  regardingType: z.enum(['Student', 'Parent']).nullable(),
  regardingId: integer.nullable(),
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type InboxActivity = z.infer<typeof inboxActivityRecord>;

export const unreadCountAnswer = z.object({ unreadCount: integer });
export const clearReadAnswer = z.object({ cleared: integer });
export const deliverCampaignsAnswer = z.object({ delivered: integer });

export const inboxActivitiesContract = defineContract({
  name: 'inbox_activities',
  singular: inboxActivitiesAccess.singular,
  summary:
    "Staff inboxes, newest first: replies, pending call outcomes, imminent closes, campaign deliveries. Staff read them (mine=true: the caller's own, as the inbox page lists them; a director looks at a team member's with userId); each marks read and clears only their own.",
  record: inboxActivityRecord,
  access: inboxActivitiesAccess.access,
  actions: {
    unreadCount: {
      on: 'collection',
      method: 'GET',
      path: INBOX_UNREAD_COUNT_PATH,
      summary: "How many of the caller's inbox items are unread (the app bar's badge).",
      output: unreadCountAnswer,
      allow: inboxActivitiesAccess.actions.unreadCount,
    },
    markRead: {
      on: 'member',
      method: 'PUT',
      path: 'mark_read',
      summary: "Marks one of the caller's inbox items read. Answers it. Another's: 403.",
      allow: inboxActivitiesAccess.actions.markRead,
    },
    clearRead: {
      on: 'collection',
      method: 'DELETE',
      path: 'clear_read',
      summary: "Deletes the caller's read inbox items; the unread stay. Answers { cleared }.",
      output: clearReadAnswer,
      allow: inboxActivitiesAccess.actions.clearRead,
    },
    deliverCampaigns: {
      on: 'collection',
      method: 'POST',
      path: 'deliver_campaigns',
      summary:
        "Delivers the campaign messages that are due (the durable job does the same on its own): each is mailed once, even when two calls race, and its family's advisor gets a Campaign Delivered item. Answers { delivered } (how many this call delivered).",
      output: deliverCampaignsAnswer,
      allow: inboxActivitiesAccess.actions.deliverCampaigns,
    },
  },
});
