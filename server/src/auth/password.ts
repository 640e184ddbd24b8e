import { nodeCrypto } from '../platform/node-crypto.ts';

/**
 * Password hashing on Node, for code that runs only there (the seed, test fixtures). The app
 * itself hashes through `deps.crypto`, so it runs in a browser page too.
 */
export const hashPassword = (password: string): Promise<string> =>
  nodeCrypto.hashPassword(password);

export const verifyPassword = (password: string, stored: string | null): Promise<boolean> =>
  nodeCrypto.verifyPassword(password, stored);
