import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { staffOnly, type AccessRule } from '../permissions/rules.ts';
import { isStaff } from '../roles.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';

/**
 * A staff member's inbox (spec staff-and-crm §7 "Inbox activities"): what came in or needs
 * their attention. A reply (an inbound SMS or call from a family they advise), a call they
 * logged whose outcome is still Pending, a sale of theirs about to close, a campaign message
 * delivered to one of their families.
 */
export const INBOX_KINDS = [
  'Reply',
  'Pending Call Outcome',
  'Imminent Close',
  'Campaign Delivered',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The realtime event on the staff member's private channel when their unread count changes. */
export const INBOX_CHANGE_EVENT = 'inbox-change';
export interface InboxChangeEvent {
  unreadCount: number;
}

/** An imminent close is announced this long before its date. */
export const IMMINENT_CLOSE_NOTICE_MS = 2 * 24 * 60 * 60 * 1000;

/** The inbox page's confirmation before clearing the read items. */
export const CLEAR_READ_CONFIRM = 'Clear every read item from your inbox?';
export const INBOX_EMPTY = 'Your inbox is empty.';

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

/** Staff act on their own inbox items only. */
const ownInbox = (): AccessRule<{ userId: number }> => ({
  reach: (actor: Actor) => (isStaff(actor.roles) ? 'own' : 'none'),
  own: (actor, record) => record.userId === actor.id,
});

export const unreadCountAnswer = z.object({ unreadCount: integer });
export const clearReadAnswer = z.object({ cleared: integer });
export const deliverCampaignsAnswer = z.object({ delivered: integer });

export const inboxActivitiesContract = defineContract({
  name: 'inbox_activities',
  singular: 'inbox_activity',
  summary:
    "Staff inboxes, newest first: replies, pending call outcomes, imminent closes, campaign deliveries. Staff read them (mine=true: the caller's own, as the inbox page lists them; a director looks at a team member's with userId); each marks read and clears only their own.",
  record: inboxActivityRecord,
  access: { read: staffOnly() },
  actions: {
    unreadCount: {
      on: 'collection',
      method: 'GET',
      path: 'unread_count',
      summary: "How many of the caller's inbox items are unread (the app bar's badge).",
      output: unreadCountAnswer,
      allow: staffOnly(),
    },
    markRead: {
      on: 'member',
      method: 'PUT',
      path: 'mark_read',
      summary: "Marks one of the caller's inbox items read. Answers it. Another's: 403.",
      allow: ownInbox(),
    },
    clearRead: {
      on: 'collection',
      method: 'DELETE',
      path: 'clear_read',
      summary: "Deletes the caller's read inbox items; the unread stay. Answers { cleared }.",
      output: clearReadAnswer,
      allow: staffOnly(),
    },
    deliverCampaigns: {
      on: 'collection',
      method: 'POST',
      path: 'deliver_campaigns',
      summary:
        "Delivers the campaign messages that are due (the durable job does the same on its own): each is mailed once, even when two calls race, and its family's advisor gets a Campaign Delivered item. Answers { delivered } (how many this call delivered).",
      output: deliverCampaignsAnswer,
      allow: staffOnly(),
    },
  },
});
