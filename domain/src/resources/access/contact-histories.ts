import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { nobody, staffOnly, type AccessRule } from '../../permissions/rules.ts';
import { isStaff } from '../../roles.ts';
import type {
  ActivityType,
  ContactHistory,
  contactHistoryRecord,
  imminentCloseRecord,
} from '../contact-histories.ts';

/** The activity types whose author may edit them (spec §5 "Contact history edit button"). */
export const EDITABLE_ACTIVITY_TYPES: readonly ActivityType[] = [
  'Note',
  'Outbound Call',
  'Inbound Call',
];

/**
 * Spec §5: "Contact history edit button: only for Note, Outbound Call, Inbound Call authored by
 * the current user." The server refuses the same edits.
 */
export function canEditContactHistory(
  actor: Pick<Actor, 'id'>,
  activity: { type: string; authorId: number | null },
): boolean {
  return (
    (EDITABLE_ACTIVITY_TYPES as readonly string[]).includes(activity.type) &&
    activity.authorId === actor.id
  );
}

/** Staff edit (and delete) only what they authored, of the editable types (spec §5). */
const ownEditable = (): AccessRule<ContactHistory> => ({
  reach: (actor) => (isStaff(actor.roles) ? 'own' : 'none'),
  own: (actor, record) => canEditContactHistory(actor, record),
});

export const contactHistoriesAccess = {
  singular: 'contact_history',
  access: {
    read: staffOnly(),
  },
  actions: {
    inbox: staffOnly(),
    markRead: staffOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof contactHistoryRecord>>;

export const notesAccess = {
  singular: 'note',
  access: {
    read: staffOnly(),
    create: staffOnly(),
    update: ownEditable(),
    delete: ownEditable(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof contactHistoryRecord>>;

export const callsAccess = {
  singular: 'call',
  access: {
    read: staffOnly(),
    create: staffOnly(),
    update: ownEditable(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof contactHistoryRecord>>;

export const smsAccess = {
  singular: 'sms',
  access: {
    read: staffOnly(),
    create: staffOnly(),
    update: nobody(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof contactHistoryRecord>>;

export const emailsAccess = {
  singular: 'email',
  access: {
    read: staffOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof contactHistoryRecord>>;

export const imminentClosesAccess = {
  singular: 'imminent_close',
  access: {
    read: staffOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof imminentCloseRecord>>;
