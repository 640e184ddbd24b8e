import { noticesContract } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { notices } from '../../db/schema/index.ts';
import {
  acknowledgeAllNotices,
  markNoticesRead,
  refuseWhileSpoofing,
} from '../../services/notices.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, queryValue, unreadBy } from '../filters.ts';

/** The signed-in user's notices, the newest first (spec §3 Notice, §4, §7). */
export const noticesResource = defineResource({
  contract: noticesContract,
  from: notices,
  fields: {
    id: notices.id,
    userId: notices.userId,
    title: notices.title,
    message: notices.message,
    linkId: notices.linkId,
    createdAt: notices.createdAt,
    readAt: notices.readAt,
    dueAt: notices.dueAt,
    lockVersion: notices.lockVersion,
  },
  idColumn: notices.id,
  sortable: { id: notices.id, created_at: notices.createdAt },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    unread: unreadBy(notices.readAt),
    markRead: filter({
      description:
        'true: the listed notices are marked read once selected (they answer as they were). Not while spoofing. Filters nothing.',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: [],
      where: () => undefined,
    }),
  },
  serialize: (row) => ({
    ...row,
    createdAt: isoRequired(row.createdAt),
    readAt: iso(row.readAt),
    dueAt: iso(row.dueAt),
  }),
  // Everyone's own notices only: the scope of every role that owns records.
  readScopes: {
    tutor: (user) => eq(notices.userId, user.id),
    student: (user) => eq(notices.userId, user.id),
    parent: (user) => eq(notices.userId, user.id),
  },
  write: {
    table: notices,
    hooks: {
      // Refused inside the transaction: the delete is rolled back.
      async after(_tx, _change, ctx) {
        refuseWhileSpoofing(ctx.user);
      },
    },
  },
  actions: {
    acknowledgeAll: {
      async run({ tx, ctx }) {
        refuseWhileSpoofing(ctx.user);
        return { output: { acknowledged: await acknowledgeAllNotices(tx, ctx.user.id) } };
      },
    },
  },
  async afterList(records, query, ctx) {
    const markRead = query.markRead ?? query['markRead[]'] ?? [];
    if (!markRead.some((v) => v === 'true' || v === '1') || ctx.user.spoofedBy) return;
    const ids = records.map((record) => record.id as number);
    await markNoticesRead(ctx.deps.db, ctx.user.id, ids, ctx.now);
  },
});
