import type { ServerCrypto } from '../../platform/server-crypto.ts';
import { signedText } from '../telephony-webhook.ts';

/**
 * A local stand-in for a telephony provider: it posts webhooks as Twilio does (form-encoded
 * fields, `X-Twilio-Signature`: HMAC-SHA1 in base64 over the URL and the sorted fields) to the
 * app under test.
 */
export function fakeTelephonyProvider(options: {
  app: { request(url: string, init: RequestInit): Response | Promise<Response> };
  crypto: ServerCrypto;
  secret: string;
  baseUrl?: string;
}) {
  const base = options.baseUrl ?? 'http://localhost';
  async function post(hook: string, fields: Record<string, string>, signWith = options.secret) {
    const url = `${base}/webhooks/telephony/${hook}`;
    const signature = options.crypto.hmacSha1Base64(signWith, signedText(url, fields));
    return options.app.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': signature,
      },
      body: new URLSearchParams(fields).toString(),
    });
  }
  return {
    /** An SMS a family's phone sent to the business number. */
    inboundSms: (from: string, body: string, sid: string) =>
      post('sms', {
        MessageSid: sid,
        From: from,
        To: '+15555550000',
        Body: body,
        Direction: 'inbound',
      }),
    /** A call's status callback. */
    callStatus: (fields: {
      sid: string;
      from: string;
      status: string;
      duration?: number;
      recordingUrl?: string;
    }) =>
      post('call-status', {
        CallSid: fields.sid,
        From: fields.from,
        To: '+15555550000',
        Direction: 'inbound',
        CallStatus: fields.status,
        ...(fields.duration !== undefined ? { CallDuration: String(fields.duration) } : {}),
        ...(fields.recordingUrl ? { RecordingUrl: fields.recordingUrl } : {}),
      }),
    /** Any hook, signed with any secret (a forger's). */
    post,
  };
}
