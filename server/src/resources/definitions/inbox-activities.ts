import { inboxActivitiesContract, type InboxActivity } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { inboxActivities } from '../../db/schema/index.ts';
import {
  clearReadInboxItems,
  deliverDueCampaigns,
  markInboxItemRead,
  publishInboxCounts,
  unreadInboxCount,
} from '../../services/inbox.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, unreadBy } from '../filters.ts';

const ia = inboxActivities;

/** Staff inboxes, newest first (spec staff-and-crm §7 Inbox activities). */
export const inboxActivitiesResource = defineResource({
  contract: inboxActivitiesContract,
  from: inboxActivities,
  fields: {
    id: ia.id,
    userId: ia.userId,
    kind: ia.kind,
    title: ia.title,
    message: ia.message,
    contactActivityId: ia.contactActivityId,
    imminentCloseId: ia.imminentCloseId,
    regardingType: ia.regardingType,
    regardingId: ia.regardingId,
    readAt: ia.readAt,
    createdAt: ia.createdAt,
    lockVersion: ia.lockVersion,
  },
  idColumn: ia.id,
  sortable: { id: ia.id, created_at: ia.createdAt },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    mine: filter({
      description: "true: the caller's own items (the inbox page); false filters nothing.",
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['userId'],
      where: (values, ctx) => (values.includes(true) ? eq(ia.userId, ctx.user.id) : undefined),
    }),
    userId: integerIn(ia.userId, "A staff member's items."),
    unread: unreadBy(ia.readAt),
  },
  serialize: (row) => ({
    ...row,
    kind: row.kind as InboxActivity['kind'],
    regardingType: row.regardingType as InboxActivity['regardingType'],
    readAt: iso(row.readAt),
    createdAt: isoRequired(row.createdAt),
  }),
  actions: {
    unreadCount: {
      async run({ tx, ctx }) {
        return { output: { unreadCount: await unreadInboxCount(tx, ctx.user.id) } };
      },
    },
    markRead: {
      async run({ tx, ctx, id }) {
        const changed = await markInboxItemRead(tx, id!, ctx.now);
        if (!changed) return;
        return {
          afterCommit: () => publishInboxCounts(ctx.deps.db, ctx.deps.realtime, [ctx.user.id]),
        };
      },
    },
    clearRead: {
      async run({ tx, ctx }) {
        return { output: { cleared: await clearReadInboxItems(tx, ctx.user.id) } };
      },
    },
    deliverCampaigns: {
      // Each message is claimed and its mail sent between transactions (deliverDueCampaigns).
      ownsTransactions: true,
      async run({ ctx }) {
        const delivered = await deliverDueCampaigns(ctx.deps.db, {
          now: ctx.now,
          mailer: ctx.deps.mailer,
          realtime: ctx.deps.realtime,
        });
        return { output: { delivered } };
      },
    },
  },
});
