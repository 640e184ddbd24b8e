import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { staffOnly, type AccessRule } from '../../permissions/rules.ts';
import { isStaff } from '../../roles.ts';
import type { inboxActivityRecord } from '../inbox-activities.ts';

/** Staff act on their own inbox items only. */
const ownInbox = (): AccessRule<{ userId: number }> => ({
  reach: (actor: Actor) => (isStaff(actor.roles) ? 'own' : 'none'),
  own: (actor, record) => record.userId === actor.id,
});

export const inboxActivitiesAccess = {
  singular: 'inbox_activity',
  access: {
    read: staffOnly(),
  },
  actions: {
    unreadCount: staffOnly(),
    markRead: ownInbox(),
    clearRead: staffOnly(),
    deliverCampaigns: staffOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof inboxActivityRecord>>;
