import { randomInt } from 'node:crypto';
import type { SubscriptionConfirmation } from '@tp/domain';
import { nodeCrypto } from '../platform/node-crypto.ts';
import { isValidChannelAuth } from './channel-signature.ts';

/**
 * The Pusher Channels wire protocol (version 7), as pusher-js speaks it: JSON text frames of
 * `{ event, channel?, data }`. Server-to-client `data` is a JSON string; clients send objects.
 * Pure functions here; the socket plumbing is in embedded-server.ts.
 */
export const PROTOCOL_VERSION = 7;
export const ACTIVITY_TIMEOUT_SECONDS = 120;

/** Pusher error codes pusher-js acts on (4000-4099: do not reconnect). */
export const ERROR_CODES = {
  appDoesNotExist: 4001,
  unsupportedProtocol: 4007,
} as const;

// Pusher's channel-name rule: at most 164 of these characters.
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ClientMessage =
  | { event: 'pusher:ping' }
  | { event: 'pusher:pong' }
  | { event: 'pusher:subscribe'; channel: string; auth: string | undefined }
  | { event: 'pusher:unsubscribe'; channel: string }
  | { event: 'unsupported'; name: string };

export type ParseResult = { ok: true; message: ClientMessage } | { ok: false; error: string };

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `data` arrives as an object from pusher-js, as a JSON string from some other clients. */
function dataOf(frame: Record<string, unknown>): Record<string, unknown> {
  if (typeof frame.data === 'string') {
    try {
      return asRecord(JSON.parse(frame.data)) ?? {};
    } catch {
      return {};
    }
  }
  return asRecord(frame.data) ?? {};
}

export function parseClientMessage(raw: string): ParseResult {
  let frame: Record<string, unknown> | null;
  try {
    frame = asRecord(JSON.parse(raw));
  } catch {
    return { ok: false, error: 'Invalid JSON.' };
  }
  if (!frame || typeof frame.event !== 'string') return { ok: false, error: 'Missing event name.' };
  const event = frame.event;
  if (event === 'pusher:ping' || event === 'pusher:pong') return { ok: true, message: { event } };
  if (event === 'pusher:subscribe' || event === 'pusher:unsubscribe') {
    const data = dataOf(frame);
    if (typeof data.channel !== 'string' || !CHANNEL_NAME.test(data.channel)) {
      return { ok: false, error: 'Invalid channel name.' };
    }
    if (event === 'pusher:unsubscribe')
      return { ok: true, message: { event, channel: data.channel } };
    const auth = typeof data.auth === 'string' ? data.auth : undefined;
    return { ok: true, message: { event, channel: data.channel, auth } };
  }
  return { ok: true, message: { event: 'unsupported', name: event } };
}

/**
 * Whether a socket may join a channel: public channels freely; `private-` channels with the
 * signature our auth endpoint gives; presence and encrypted channels are not offered.
 */
export function checkSubscription(input: {
  key: string;
  secret: string;
  socketId: string;
  channel: string;
  auth: string | undefined;
}): { ok: true } | { ok: false; error: string } {
  const { channel } = input;
  if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
    return { ok: false, error: `Channel type of ${channel} is not supported.` };
  }
  if (channel.startsWith('private-')) {
    if (!input.auth)
      return { ok: false, error: `Subscribing to ${channel} requires authorization.` };
    if (
      !isValidChannelAuth(nodeCrypto, input.key, input.secret, input.socketId, channel, input.auth)
    ) {
      return { ok: false, error: `Invalid signature for ${channel}.` };
    }
  }
  return { ok: true };
}

/** A fresh socket id, `<n>.<n>` as Pusher issues them. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel === undefined
      ? { event, data: JSON.stringify(data) }
      : { event, channel, data: JSON.stringify(data) },
  );
}

export const serverMessages = {
  connectionEstablished: (socketId: string) =>
    frame('pusher:connection_established', {
      socket_id: socketId,
      activity_timeout: ACTIVITY_TIMEOUT_SECONDS,
    }),
  pong: () => frame('pusher:pong', {}),
  /** With when the channel last changed (domain's SubscriptionConfirmation). */
  subscriptionSucceeded: (channel: string, changedAt: number) =>
    frame(
      'pusher_internal:subscription_succeeded',
      { changed_at: changedAt } satisfies SubscriptionConfirmation,
      channel,
    ),
  /** The same shape pusher-js emits itself when its own authorizer fails. */
  subscriptionError: (channel: string, error: string) =>
    frame('pusher:subscription_error', { type: 'AuthError', error, status: 403 }, channel),
  // Pusher documents pusher:error's data as an object, unlike the other events.
  error: (code: number | null, message: string) =>
    JSON.stringify({ event: 'pusher:error', data: { code, message } }),
  channelEvent: (channel: string, event: string, data: unknown) => frame(event, data, channel),
};
