import {
  auditActorOf,
  auditChanges,
  auditRecordType,
  inputChanges,
  type AuditChanges,
} from '@tp/domain';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import type { Registry } from './includes.ts';
import type { Resource, WireRecord } from './types.ts';

/**
 * The audit trail's one writer (issue 23). The engine calls it inside every write's
 * transaction (write-handlers.ts, action-handlers.ts), so a write and its event commit or roll
 * back together; services written outside the engine call `recordAuditEvent` in theirs.
 * Cost: one INSERT per write, no read (the engine already holds the record before and after).
 */

export interface AuditEntry {
  recordType: string;
  recordId: number | null;
  action: string;
  changes: AuditChanges;
}

/** Who acts and when: the call's user (carrying the spoofer) and its clock. */
export interface AuditCall {
  user: CurrentUser;
  now: Date;
}

/**
 * Who a write outside a signed-in call is recorded as: a user who acted without signing in
 * (a mailed link proves its owner), or nobody (`actor: null`) for the server's own work (the
 * payment job, the lock after failed sign-ins, a request anyone may send for an address).
 */
export interface AuditWho {
  actor: { id: number; spoofedBy?: { id: number } | null } | null;
  now: Date;
}

/** Work no signed-in user did (the job's, a public request's) at `now`. */
export const noSignedInUser = (now: Date): AuditWho => ({ actor: null, now });

/** The audit identity of a signed-in call (the real user, and the spoofed one). */
export const auditWhoOf = (call: AuditCall): AuditWho => ({ actor: call.user, now: call.now });

/** Records one event in `tx` as `who`: the real user, the user acted as while spoofing, the time. */
export async function recordAuditEventAs(tx: Db, who: AuditWho, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    ...(who.actor ? auditActorOf(who.actor) : { actorUserId: null, onBehalfOfUserId: null }),
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    changes: entry.changes,
    createdAt: who.now,
  });
}

/** Records one event in `tx`: the real user, the user acted as while spoofing, and the time. */
export function recordAuditEvent(tx: Db, call: AuditCall, entry: AuditEntry): Promise<void> {
  return recordAuditEventAs(tx, auditWhoOf(call), entry);
}

/** A create, update, delete or member action on a record: the fields it changed. */
export function recordChange(
  tx: Db,
  call: AuditCall,
  resource: Resource,
  change: { id: number; action: string; before: WireRecord | null; after: WireRecord | null },
): Promise<void> {
  return recordAuditEvent(tx, call, {
    recordType: auditRecordType(resource.singular),
    recordId: change.id,
    action: change.action,
    changes: auditChanges(change.before, change.after),
  });
}

function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * A collection action: filed under the record it answers (`POST /messages` answers
 * `{ message }`: the message was sent), else under no record with its input as the changes
 * (a batch, an import).
 */
export function recordCollectionAction(
  tx: Db,
  call: AuditCall,
  resource: Resource,
  action: { name: string; input: Record<string, unknown>; output: unknown },
): Promise<void> {
  const answered =
    action.output && typeof action.output === 'object'
      ? (action.output as Record<string, unknown>)[resource.singular]
      : undefined;
  const record =
    answered && typeof answered === 'object' ? (answered as Record<string, unknown>) : null;
  return recordAuditEvent(tx, call, {
    recordType: auditRecordType(resource.singular),
    recordId: record && isRecordId(record.id) ? record.id : null,
    action: action.name,
    changes: record ? auditChanges(null, record) : inputChanges(action.input),
  });
}

/**
 * Records of other resources an action's answer names by id (`add_hours` answers the
 * `paymentId` it charged): each gets the action in its own history too, so a payment says who
 * really placed it. No read: the answer already names them.
 */
export async function recordNamedRecords(
  tx: Db,
  call: AuditCall,
  resource: Resource,
  action: { name: string; output: unknown },
  registry: Registry,
): Promise<void> {
  if (!action.output || typeof action.output !== 'object' || Array.isArray(action.output)) return;
  for (const [key, value] of Object.entries(action.output)) {
    if (!key.endsWith('Id') || !isRecordId(value)) continue;
    const singular = key.slice(0, -2);
    const named = Object.values(registry).find((other) => other?.singular === singular);
    if (!named || named === resource) continue;
    await recordAuditEvent(tx, call, {
      recordType: auditRecordType(singular),
      recordId: value,
      action: action.name,
      changes: {},
    });
  }
}
