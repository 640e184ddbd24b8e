import { describe, expect, it } from 'vitest';
import { nodeCrypto } from '../../platform/node-crypto.ts';
import { webCrypto } from '../../platform/web-crypto.ts';
import { parseScryptHash } from '../../platform/server-crypto.ts';
import { quickPasswordHash } from './quick-password-hash.ts';

describe('quickPasswordHash', () => {
  it('makes a low-cost scrypt hash both adapters verify', async () => {
    const hash = quickPasswordHash('demo1234');
    expect(parseScryptHash(hash)).toMatchObject({ N: 1024, r: 8, p: 1 });
    expect(await nodeCrypto.verifyPassword('demo1234', hash)).toBe(true);
    expect(await webCrypto.verifyPassword('demo1234', hash)).toBe(true);
    expect(await nodeCrypto.verifyPassword('demo12345', hash)).toBe(false);
  });
});
