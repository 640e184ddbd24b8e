import { randomBytes, scryptSync } from 'node:crypto';
import {
  SCRYPT_KEY_LENGTH,
  SCRYPT_SALT_LENGTH,
  formatScryptHash,
} from '../../platform/server-crypto.ts';

/** A low scrypt cost: about 1 ms a hash instead of 50 (and far less in a page's JavaScript). */
const QUICK_PARAMS = { N: 1024, r: 8, p: 1 } as const;

/**
 * A password hash for test fixtures and the mocked mode's demo world, whose passwords are
 * published: their many sign-ins verify in about a millisecond. Hashes carry their parameters,
 * so the app verifies these like any other. Never for a real account: the seed of `npm start`
 * and every password a user sets use the full cost.
 */
export function quickPasswordHash(password: string): string {
  const salt = randomBytes(SCRYPT_SALT_LENGTH);
  const key = scryptSync(password, salt, SCRYPT_KEY_LENGTH, QUICK_PARAMS);
  return formatScryptHash(salt.toString('base64'), key.toString('base64'), QUICK_PARAMS);
}
