import type { ServerCrypto } from '../platform/server-crypto.ts';

/** Pusher socket ids: two integers joined by a dot. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

/**
 * The Pusher private-channel signature: `key:hex(hmac_sha256(secret, socket_id:channel))`.
 * Signed by `POST /api/auth/pusher/auth`, checked by the embedded endpoint (and by Pusher).
 */
export function signChannel(
  crypto: ServerCrypto,
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  return `${key}:${crypto.hmacSha256Hex(secret, `${socketId}:${channel}`)}`;
}

export function isValidChannelAuth(
  crypto: ServerCrypto,
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: string,
): boolean {
  return crypto.safeEqual(signChannel(crypto, key, secret, socketId, channel), auth);
}
