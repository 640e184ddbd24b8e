/**
 * The cryptography the app needs, behind one interface so the same app runs on Node
 * (node:crypto, `nodeCrypto`) and in a browser page (Web Crypto and @noble/hashes,
 * `webCrypto`). Both adapters read and write the same formats: a password hash made by one
 * is verified by the other, which is how the mocked mode signs in the seeded demo accounts.
 */
export interface ServerCrypto {
  /** `byteCount` random bytes as base64url: auth cookies, CSRF tokens, mailed account tokens. */
  randomToken(byteCount?: number): string;
  /** `byteCount` random bytes as lowercase hex (storage keys). */
  randomHex(byteCount: number): string;
  /** SHA-256 of a UTF-8 string, lowercase hex (how account tokens are stored). */
  sha256Hex(text: string): string;
  /** HMAC-SHA256 of a UTF-8 message, lowercase hex (Pusher channel signatures). */
  hmacSha256Hex(secret: string, message: string): string;
  /** HMAC-SHA1 of a UTF-8 message, base64: Twilio's webhook signatures (`X-Twilio-Signature`). */
  hmacSha1Base64(secret: string, message: string): string;
  /** Whether two strings are equal, in time that does not depend on where they differ. */
  safeEqual(a: string, b: string): boolean;
  /** `scrypt$N$r$p$salt$hash` (base64), so parameters can change without breaking old hashes. */
  hashPassword(password: string): Promise<string>;
  /** Whether `password` matches a stored hash; false for no hash or a malformed one. */
  verifyPassword(password: string, stored: string | null): Promise<boolean>;
}

/** Random bytes of a token when the caller names no size: 256 bits. */
export const TOKEN_BYTES = 32;

// N=2^15, r=8, p=1: OWASP's scrypt minimum; about 50 ms per hash on Node on these machines.
export const SCRYPT_PARAMS = { N: 32768, r: 8, p: 1 } as const;
export const SCRYPT_KEY_LENGTH = 32;
export const SCRYPT_SALT_LENGTH = 16;
/** 128 * N * r bytes is 32 MiB at these parameters; the limit leaves room for both adapters. */
export const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: string;
  key: string;
}

/** The parts of a stored hash (salt and key still base64), or null when it is not one. */
export function parseScryptHash(stored: string | null): ScryptHash | null {
  if (!stored) return null;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0))
    return null;
  return { ...params, salt, key };
}

export function formatScryptHash(
  salt: string,
  key: string,
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): string {
  return ['scrypt', params.N, params.r, params.p, salt, key].join('$');
}
