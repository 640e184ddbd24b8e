import {
  createHash,
  createHmac,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
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

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function safeEqualBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The server's cryptography on Node: node:crypto (OpenSSL), scrypt off the main thread. */
export const nodeCrypto: ServerCrypto = {
  randomToken: (byteCount = TOKEN_BYTES) => randomBytes(byteCount).toString('base64url'),
  randomHex: (byteCount) => randomBytes(byteCount).toString('hex'),
  sha256Hex: (text) => createHash('sha256').update(text).digest('hex'),
  hmacSha256Hex: (secret, message) => createHmac('sha256', secret).update(message).digest('hex'),
  hmacSha1Base64: (secret, message) => createHmac('sha1', secret).update(message).digest('base64'),
  safeEqual: (a, b) => safeEqualBytes(Buffer.from(a), Buffer.from(b)),

  async hashPassword(password) {
    const salt = randomBytes(SCRYPT_SALT_LENGTH);
    const key = await scrypt(password, salt, SCRYPT_KEY_LENGTH, {
      ...SCRYPT_PARAMS,
      maxmem: SCRYPT_MAX_MEMORY,
    });
    return formatScryptHash(salt.toString('base64'), key.toString('base64'));
  },

  async verifyPassword(password, stored) {
    const hash = parseScryptHash(stored);
    if (!hash) return false;
    const expected = Buffer.from(hash.key, 'base64');
    const actual = await scrypt(password, Buffer.from(hash.salt, 'base64'), expected.length, {
      N: hash.N,
      r: hash.r,
      p: hash.p,
      maxmem: SCRYPT_MAX_MEMORY,
    });
    return safeEqualBytes(actual, expected);
  },
};
