import { auditEventsContract, type AuditChanges } from '@tp/domain';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { auditEvents, users } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { integerIn, stringIn } from '../filters.ts';
import { qualified } from '../scopes.ts';

/** A user's name as it is now; null once the account is gone (the trail keeps the id). */
const nameOf = (userId: PgColumn) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.id = ${qualified(userId)})`;

/** The audit trail, read-only (written by resources/audit-recorder.ts); admins only. */
export const auditEventsResource = defineResource({
  contract: auditEventsContract,
  from: auditEvents,
  fields: {
    id: auditEvents.id,
    actorUserId: auditEvents.actorUserId,
    actorName: nameOf(auditEvents.actorUserId).as('actor_name'),
    onBehalfOfUserId: auditEvents.onBehalfOfUserId,
    onBehalfOfName: nameOf(auditEvents.onBehalfOfUserId).as('on_behalf_of_name'),
    action: auditEvents.action,
    recordType: auditEvents.recordType,
    recordId: auditEvents.recordId,
    changes: auditEvents.changes,
    createdAt: auditEvents.createdAt,
  },
  idColumn: auditEvents.id,
  sortable: { id: auditEvents.id, created_at: auditEvents.createdAt },
  // Newest first; ids follow the insert order where two events share a time.
  defaultOrder: { column: 'id', sort: 'desc' },
  filters: {
    recordType: stringIn(
      auditEvents.recordType,
      'On records of this type (Message, RefundRequest).',
    ),
    recordId: integerIn(auditEvents.recordId, 'On the record with this id.'),
    action: stringIn(auditEvents.action, 'create, update, delete or an action’s name.'),
    actorUserId: integerIn(auditEvents.actorUserId, 'Done by this user (the real one).'),
    onBehalfOfUserId: integerIn(auditEvents.onBehalfOfUserId, 'Done while acting as this user.'),
  },
  serialize: (row) => ({
    ...row,
    // Written only by the recorder, from domain's auditChanges.
    changes: row.changes as AuditChanges,
    createdAt: isoRequired(row.createdAt),
  }),
});
