import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { auditEventsAccess } from './access/audit-events.ts';

/** One field's change in an audit event: null before a create, null after a delete. */
export const fieldChangeRecord = z.object({ before: z.unknown(), after: z.unknown() });

/**
 * Who did what to which record, and when (issue 23, audit trail). Written by the server in the
 * same transaction as every write; read-only on the wire, and for admins only.
 */
export const auditEventRecord = z.object({
  id: integer,
  /** The real user: the spoofer while spoofing. */
  actorUserId: integer.nullable(),
  actorName: z.string().nullable(),
  /** The user acted as while spoofing; null otherwise. */
  onBehalfOfUserId: integer.nullable(),
  onBehalfOfName: z.string().nullable(),
  /** `create`, `update`, `delete`, or the action's name (`approve`, `addHours`). */
  action: z.string(),
  /** The resource's singular, capitalised: `Message`, `RefundRequest`. */
  recordType: z.string(),
  /** Null for an action on no one record (a batch). */
  recordId: integer.nullable(),
  /** The fields that changed, by name; secrets and card data are never recorded. */
  changes: z.record(z.string(), fieldChangeRecord),
  createdAt: isoDateTime,
});
export type AuditEvent = z.infer<typeof auditEventRecord>;

export const auditEventsContract = defineContract({
  name: 'audit_events',
  singular: auditEventsAccess.singular,
  summary:
    'The audit trail: every create, update, delete and action, by whom (the real user, and the user acted as while spoofing), on which record, with the fields it changed before and after (secrets and card data left out), newest first. Filter by recordType and recordId for one record’s history. Admins only.',
  record: auditEventRecord,
  access: auditEventsAccess.access,
});
