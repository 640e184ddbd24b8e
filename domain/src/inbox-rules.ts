// The inbox's words and events, without its record schema: the back-office shell's badge
// listens for INBOX_CHANGE_EVENT before any inbox screen (and zod) has loaded.

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

/**
 * The unread-count action's path (GET /inbox_activities/unread_count), which answers an
 * InboxChangeEvent's shape. The back-office shell's badge calls it directly: running it as an
 * action would load every contract before the first screen.
 */
export const INBOX_UNREAD_COUNT_PATH = 'unread_count';

/** An imminent close is announced this long before its date. */
export const IMMINENT_CLOSE_NOTICE_MS = 2 * 24 * 60 * 60 * 1000;

/** The inbox page's confirmation before clearing the read items. */
export const CLEAR_READ_CONFIRM = 'Clear every read item from your inbox?';
export const INBOX_EMPTY = 'Your inbox is empty.';
