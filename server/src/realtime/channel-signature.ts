import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher socket ids: two integers joined by a dot. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

/**
 * The Pusher private-channel signature: `key:hex(hmac_sha256(secret, socket_id:channel))`.
 * Signed by `POST /api/auth/pusher/auth`, checked by the embedded endpoint (and by Pusher).
 */
export function signChannel(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  const digest = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  return `${key}:${digest}`;
}

export function isValidChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: string,
): boolean {
  const expected = Buffer.from(signChannel(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
