import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { publishInboxCounts } from '../../services/inbox.ts';
import { recordTelephonyEvent } from '../../services/telephony-events.ts';
import { twilioStyleAdapter } from '../../telephony/telephony-webhook.ts';
import { refusal } from '../openapi/route-answers.ts';

/** The hooks a provider calls: an SMS received or delivered, a call's status. */
const HOOKS = new Set(['sms', 'call-status']);

/** An empty TwiML answer: the provider is told nothing more needs doing. */
const NOTHING_TO_DO = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const WEBHOOK = describeRoute({
  security: [],
  tags: ['contact_histories'],
  summary:
    "A telephony provider reports an SMS (hook `sms`: MessageSid, From, To, Body, Direction) or a call's status (hook `call-status`: CallSid, From, To, Direction, CallStatus, CallDuration, RecordingUrl) as form fields, signed as Twilio signs them, in the X-Twilio-Signature header (HMAC-SHA1 in base64, with TELEPHONY_WEBHOOK_SECRET as the auth token, of the URL followed by each field's name and value sorted by name). The SMS or call joins the contact history of the parent (else the student) with that phone number, once per provider id; a later status of the same call updates its outcome (Pending while it rings, then Connected, No Answer, Busy, Failed; a recording makes it a VoiceMail). An inbound one is a reply in the family's advisor's inbox. A number nobody has is answered alike and recorded nowhere.",
  requestBody: {
    content: {
      'application/x-www-form-urlencoded': {
        schema: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
  responses: {
    200: {
      description: 'Taken (an empty TwiML answer)',
      content: { 'text/xml': { schema: { type: 'string' } } },
    },
    403: refusal('The signature does not match: nothing recorded.'),
    404: refusal('No TELEPHONY_WEBHOOK_SECRET is set, or the hook is neither sms nor call-status.'),
  },
});

/**
 * `POST /webhooks/telephony/{sms|call-status}`: a telephony provider reports an SMS or a call
 * (issue 25). Outside /api: the provider has no sign-in and no CSRF token; the signature of the
 * form fields with TELEPHONY_WEBHOOK_SECRET is its credential (403 without it). Without the
 * setting the route does not exist (404).
 */
export function telephonyWebhookRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/telephony/:hook', WEBHOOK, async (c) => {
    const { config, crypto, db, clock, realtime } = c.get('deps');
    const secret = config.telephonyWebhookSecret;
    const hook = c.req.param('hook');
    if (!secret || !HOOKS.has(hook)) throw new NotFound();
    const adapter = twilioStyleAdapter(crypto, secret);
    const form = await c.req.parseBody().catch(() => ({}));
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      if (typeof value === 'string') fields[key] = value;
    }
    // The URL the provider called, as it knows it: the public address when one is set.
    const path = new URL(c.req.url).pathname;
    const url = config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${path}` : c.req.url;
    if (!adapter.verify(url, fields, c.req.header(adapter.signatureHeader)))
      throw new Forbidden('The webhook signature does not match.');
    const event = adapter.parse(hook, fields);
    if (event) {
      const recorded = await recordTelephonyEvent(db, adapter.provider, event, clock.now());
      if (recorded && recorded.told.length > 0)
        await publishInboxCounts(db, realtime, recorded.told);
    }
    return c.body(NOTHING_TO_DO, 200, { 'Content-Type': 'text/xml; charset=utf-8' });
  });
  return routes;
}
