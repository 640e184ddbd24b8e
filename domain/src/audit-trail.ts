/**
 * The audit trail (issue 23, "Records that keep their history"): who changed which record,
 * when, and which fields went from what to what. Pure rules shared by the server, which
 * records an event inside every write's transaction, and the back-office's History tab.
 */

/** One field's change: `before` is null on a create, `after` on a delete. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}
export type AuditChanges = Record<string, FieldChange>;

/** What the engine names the operations it records; actions keep their own names. */
export const AUDIT_CREATE = 'create';
export const AUDIT_UPDATE = 'update';
export const AUDIT_DELETE = 'delete';

/**
 * Secrets and card data never enter the trail, at any depth: passwords and their hashes,
 * tokens (sign-in, calendar feed, payment), card numbers, codes and the gateway's opaque card
 * data. Matched on the field's name, so a new `resetToken` or `cardNumber` is left out too.
 */
const SECRET_FIELD =
  /password|passcode|token|secret|digest|hash|salt|cvv|cvc|card_?code|card_?number|opaque|data_?value|account_?number|routing_?number/i;

/** Bookkeeping that changes on every write and says nothing about the record. */
const UNTRACKED_FIELDS = new Set(['updatedAt', 'lockVersion']);

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** A copy of `value` without secret fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretField(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields that differ between two versions of a record (null: it did not exist), secrets
 * and bookkeeping left out. A create lists every field it set, a delete every field it had.
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (UNTRACKED_FIELDS.has(key) || isSecretField(key)) continue;
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (sameValue(old, now)) continue;
    changes[key] = { before: withoutSecrets(old), after: withoutSecrets(now) };
  }
  return changes;
}

/** An action's input as changes (nothing before it), for actions on no one record. */
export function inputChanges(input: Readonly<Record<string, unknown>>): AuditChanges {
  return auditChanges(null, input);
}

/** The record type events are filed under: a resource's singular, capitalised (`RefundRequest`). */
export function auditRecordType(singular: string): string {
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

/** Who acted: the signed-in user, and the user they acted as while spoofing (else null). */
export interface AuditActor {
  actorUserId: number;
  onBehalfOfUserId: number | null;
}

/** The real user behind a call: the spoofer when spoofing, who then acts on the target's behalf. */
export function auditActorOf(user: { id: number; spoofedBy?: { id: number } | null }): AuditActor {
  return user.spoofedBy
    ? { actorUserId: user.spoofedBy.id, onBehalfOfUserId: user.id }
    : { actorUserId: user.id, onBehalfOfUserId: null };
}

/** "Ann Admin", or "Ann Admin as Lily Parent" while spoofing; a removed user by their id. */
export function auditActorLabel(event: {
  actorUserId: number | null;
  actorName: string | null;
  onBehalfOfUserId: number | null;
  onBehalfOfName: string | null;
}): string {
  const name = (label: string | null, id: number | null) =>
    label ?? (id === null ? 'Unknown user' : `User #${id}`);
  const actor = name(event.actorName, event.actorUserId);
  return event.onBehalfOfUserId === null
    ? actor
    : `${actor} as ${name(event.onBehalfOfName, event.onBehalfOfUserId)}`;
}

/** "Created", "Updated", "Deleted", or an action's name in words ("Process manually"). */
export function auditActionLabel(action: string): string {
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  const past: Record<string, string> = {
    [AUDIT_CREATE]: 'created',
    [AUDIT_UPDATE]: 'updated',
    [AUDIT_DELETE]: 'deleted',
  };
  const label = past[words] ?? words;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A field's name in words for the History table (`amountCents` → "Amount cents"). */
export function auditFieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
