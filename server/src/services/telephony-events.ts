/**
 * Writes what a telephony provider reports into the contact history (issue 25): an SMS or a
 * call from or to a family's phone joins the timeline of the parent or student with that
 * number, once per provider id (a repeated webhook changes nothing; a later status of the
 * same call updates its outcome), and an inbound one is a reply in the family's advisor's inbox.
 */
import type { ContactRegardingType } from '@tp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactActivities, parents, students, users } from '../db/schema/index.ts';
import { noSignedInUser, recordAuditEventAs } from '../resources/audit-recorder.ts';
import type { TelephonyEvent } from '../telephony/telephony-webhook.ts';
import { announceReply, regardingColumns, regardingOf } from './contact-histories.ts';

/** The last ten digits of a phone number: how a provider's +1 number meets a typed one. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The parent (first) or student whose sign-in has this phone number, or null. */
async function familyMemberByPhone(
  tx: Db,
  phone: string,
): Promise<{ type: ContactRegardingType; id: number } | null> {
  const digits = digitsOf(phone);
  if (digits.length < 7) return null;
  const samePhone = sql`right(regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g'), 10) = ${digits}`;
  const [parent] = await tx
    .select({ id: parents.id })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(samePhone)
    .orderBy(parents.id)
    .limit(1);
  if (parent) return { type: 'Parent', id: parent.id };
  const [student] = await tx
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(samePhone)
    .orderBy(students.id)
    .limit(1);
  return student ? { type: 'Student', id: student.id } : null;
}

/**
 * Records one event; answers the users whose inbox changed (to announce after the commit), or
 * null when the phone is no family's (the provider is answered all the same).
 */
export async function recordTelephonyEvent(
  db: Db,
  provider: string,
  event: TelephonyEvent,
  now: Date,
): Promise<{ activityId: number; told: number[] } | null> {
  return db.transaction(async (tx) => {
    const member = await familyMemberByPhone(tx, event.familyPhone);
    if (!member) return null;
    const regarding = await regardingOf(tx, member.type, member.id);
    const [existing] = await tx
      .select({ id: contactActivities.id, outcome: contactActivities.outcome })
      .from(contactActivities)
      .where(
        and(eq(contactActivities.provider, provider), eq(contactActivities.providerRef, event.ref)),
      );
    const isCall = event.kind === 'call';
    const type = isCall
      ? event.recordingUrl
        ? 'VoiceMail'
        : event.direction === 'Inbound'
          ? 'Inbound Call'
          : 'Outbound Call'
      : 'Sms';
    if (existing) {
      if (!isCall || existing.outcome === event.outcome)
        return { activityId: existing.id, told: [] };
      await tx
        .update(contactActivities)
        .set({
          activityType: type,
          kind: type,
          outcome: event.outcome,
          durationSeconds: event.durationSeconds,
          ...(event.recordingUrl ? { body: `Voicemail recording: ${event.recordingUrl}` } : {}),
        })
        .where(eq(contactActivities.id, existing.id));
      await recordAuditEventAs(tx, noSignedInUser(now), {
        recordType: 'ContactHistory',
        recordId: existing.id,
        action: 'update',
        changes: { outcome: { before: existing.outcome, after: event.outcome } },
      });
      return { activityId: existing.id, told: [] };
    }
    const body = isCall
      ? event.recordingUrl
        ? `Voicemail recording: ${event.recordingUrl}`
        : ''
      : event.body;
    const [row] = await tx
      .insert(contactActivities)
      .values({
        activityType: type,
        kind: isCall ? type : event.direction,
        outcome: isCall ? event.outcome : event.direction === 'Inbound' ? 'Received' : 'Sent',
        ...regardingColumns(regarding),
        body,
        phoneNumber: event.familyPhone.slice(0, 32),
        durationSeconds: isCall ? event.durationSeconds : null,
        provider,
        providerRef: event.ref,
        sentAt: now,
        // An inbound call or SMS waits in the contact-history inbox until someone reads it.
        readAt: event.direction === 'Inbound' ? null : now,
      })
      .returning({ id: contactActivities.id });
    await recordAuditEventAs(tx, noSignedInUser(now), {
      recordType: 'ContactHistory',
      recordId: row!.id,
      action: 'create',
      changes: {
        type: { before: null, after: type },
        regardingType: { before: null, after: regarding.regardingType },
        regardingId: { before: null, after: regarding.regardingId },
      },
    });
    const told =
      event.direction === 'Inbound'
        ? await announceReply(tx, { id: row!.id, type, body }, regarding, now)
        : [];
    return { activityId: row!.id, told };
  });
}
