/**
 * The boundary a telephony provider feeds the contact history through (issue 25: no provider is
 * configured, calls and SMS are logged by staff; a provider's webhooks land here). An adapter
 * checks a request's signature and turns its form fields into one of these events; the service
 * (services/telephony-events.ts) writes them into the same timeline staff log into.
 */
import type { ServerCrypto } from '../platform/server-crypto.ts';

/** A text message the provider received from, or delivered to, a phone. */
export interface SmsEvent {
  kind: 'sms';
  /** The provider's id of the message: a repeated webhook changes nothing. */
  ref: string;
  direction: 'Inbound' | 'Outbound';
  /** The family's phone (the sender of an inbound message). */
  familyPhone: string;
  body: string;
}

/** A call's status as the provider reports it, once or several times as it goes on. */
export interface CallEvent {
  kind: 'call';
  ref: string;
  direction: 'Inbound' | 'Outbound';
  familyPhone: string;
  /** Pending while it rings or goes on, then Connected, No Answer, Busy or Failed. */
  outcome: string;
  durationSeconds: number | null;
  /** A recording of a message left: the call is a voicemail. */
  recordingUrl: string | null;
}

export type TelephonyEvent = SmsEvent | CallEvent;

export interface TelephonyWebhookAdapter {
  /** The provider's name, kept with each row it reports. */
  readonly provider: string;
  /** The request header carrying the signature. */
  readonly signatureHeader: string;
  /** Whether `signature` signs this URL and these form fields with the shared secret. */
  verify(url: string, fields: Record<string, string>, signature: string | undefined): boolean;
  /** The event of a webhook (`sms` or `call-status`), or null when it carries none. */
  parse(hook: string, fields: Record<string, string>): TelephonyEvent | null;
}

/** Twilio's call statuses, as outcomes of the contact history (spec §3 "Outcome can be Pending"). */
const CALL_OUTCOMES: Record<string, string> = {
  queued: 'Pending',
  ringing: 'Pending',
  'in-progress': 'Pending',
  completed: 'Connected',
  'no-answer': 'No Answer',
  busy: 'Busy',
  failed: 'Failed',
  canceled: 'No Answer',
};

/**
 * What a webhook's signature covers: the full URL, then every form field's name and value,
 * sorted by name. Twilio signs it with HMAC-SHA1 under the account's auth token, in base64,
 * in `X-Twilio-Signature` (its "Webhooks security" scheme).
 */
export function signedText(url: string, fields: Record<string, string>): string {
  return (
    url +
    Object.keys(fields)
      .sort()
      .map((key) => key + fields[key])
      .join('')
  );
}

/**
 * The adapter for Twilio's webhooks (form fields From, To, Body, MessageSid, CallSid,
 * CallStatus, Direction, CallDuration, RecordingUrl), signed with the configured secret: the
 * Twilio account's auth token.
 */
export function twilioStyleAdapter(crypto: ServerCrypto, secret: string): TelephonyWebhookAdapter {
  const sign = (url: string, fields: Record<string, string>) =>
    crypto.hmacSha1Base64(secret, signedText(url, fields));
  return {
    provider: 'twilio',
    signatureHeader: 'x-twilio-signature',
    verify(url, fields, signature) {
      return signature !== undefined && crypto.safeEqual(sign(url, fields), signature);
    },
    parse(hook, fields) {
      const inbound = !(fields.Direction ?? 'inbound').startsWith('outbound');
      const familyPhone = (inbound ? fields.From : fields.To) ?? '';
      if (hook === 'sms') {
        const ref = fields.MessageSid ?? fields.SmsSid;
        if (!ref || !familyPhone) return null;
        return {
          kind: 'sms',
          ref,
          direction: inbound ? 'Inbound' : 'Outbound',
          familyPhone,
          body: fields.Body ?? '',
        };
      }
      if (hook === 'call-status') {
        const ref = fields.CallSid;
        if (!ref || !familyPhone) return null;
        const duration = Number(fields.CallDuration);
        return {
          kind: 'call',
          ref,
          direction: inbound ? 'Inbound' : 'Outbound',
          familyPhone,
          outcome: CALL_OUTCOMES[fields.CallStatus ?? ''] ?? 'Pending',
          durationSeconds: Number.isSafeInteger(duration) && duration >= 0 ? duration : null,
          recordingUrl: fields.RecordingUrl || null,
        };
      }
      return null;
    },
  };
}
