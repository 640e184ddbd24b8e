import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  SCRYPT_KEY_LENGTH,
  SCRYPT_MAX_MEMORY,
  SCRYPT_PARAMS,
  SCRYPT_SALT_LENGTH,
  TOKEN_BYTES,
  formatScryptHash,
  parseScryptHash,
  type ServerCrypto,
} from './server-crypto.ts';

function randomBytes(byteCount: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(byteCount));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Constant-time over the longer input: the loop never stops at the first difference. */
function safeEqualBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * The server's cryptography in a browser page (the mocked mode): Web Crypto's random source
 * and @noble/hashes' audited pure-JS SHA-256, HMAC and scrypt, which read the hashes Node
 * made (the snapshot's users carry them). scryptAsync yields to the page while it works.
 */
export const webCrypto: ServerCrypto = {
  randomToken: (byteCount = TOKEN_BYTES) => toBase64Url(randomBytes(byteCount)),
  randomHex: (byteCount) => bytesToHex(randomBytes(byteCount)),
  sha256Hex: (text) => bytesToHex(sha256(utf8ToBytes(text))),
  hmacSha256Hex: (secret, message) =>
    bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(message))),
  hmacSha1Base64: (secret, message) =>
    toBase64(hmac(sha1, utf8ToBytes(secret), utf8ToBytes(message))),
  safeEqual: (a, b) => safeEqualBytes(utf8ToBytes(a), utf8ToBytes(b)),

  async hashPassword(password) {
    const salt = randomBytes(SCRYPT_SALT_LENGTH);
    const key = await scryptAsync(utf8ToBytes(password), salt, {
      ...SCRYPT_PARAMS,
      dkLen: SCRYPT_KEY_LENGTH,
      maxmem: SCRYPT_MAX_MEMORY,
    });
    return formatScryptHash(toBase64(salt), toBase64(key));
  },

  async verifyPassword(password, stored) {
    const hash = parseScryptHash(stored);
    if (!hash) return false;
    const expected = fromBase64(hash.key);
    const actual = await scryptAsync(utf8ToBytes(password), fromBase64(hash.salt), {
      N: hash.N,
      r: hash.r,
      p: hash.p,
      dkLen: expected.length,
      maxmem: SCRYPT_MAX_MEMORY,
    });
    return safeEqualBytes(actual, expected);
  },
};
