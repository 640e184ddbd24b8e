import { describe, expect, it } from 'vitest';
import { nodeCrypto } from './node-crypto.ts';
import { parseScryptHash } from './server-crypto.ts';
import { webCrypto } from './web-crypto.ts';

const ADAPTERS = [
  ['node', nodeCrypto],
  ['web', webCrypto],
] as const;

describe('the Node and browser cryptography read each other', () => {
  it('verifies in the page a password hashed on Node, and the other way round', async () => {
    const fromNode = await nodeCrypto.hashPassword('demo1234');
    const fromWeb = await webCrypto.hashPassword('demo1234');
    expect(await webCrypto.verifyPassword('demo1234', fromNode)).toBe(true);
    expect(await nodeCrypto.verifyPassword('demo1234', fromWeb)).toBe(true);
    expect(await webCrypto.verifyPassword('demo12345', fromNode)).toBe(false);
  }, 20_000);

  it('digests and signs alike', () => {
    expect(webCrypto.sha256Hex('token é')).toBe(nodeCrypto.sha256Hex('token é'));
    expect(webCrypto.hmacSha256Hex('secret', '1.2:private-tutor-user-1')).toBe(
      nodeCrypto.hmacSha256Hex('secret', '1.2:private-tutor-user-1'),
    );
    expect(webCrypto.hmacSha1Base64('token', 'https://x.test/hookBodyé')).toBe(
      nodeCrypto.hmacSha1Base64('token', 'https://x.test/hookBodyé'),
    );
  });
});

describe.each(ADAPTERS)('the %s cryptography', (_name, crypto) => {
  it('makes 32-byte base64url tokens by default, different each time', () => {
    const token = crypto.randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(crypto.randomToken()).not.toBe(token);
  });

  it('makes hex of the asked number of bytes', () => {
    expect(crypto.randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('compares strings for equality, lengths included', () => {
    expect(crypto.safeEqual('abc', 'abc')).toBe(true);
    expect(crypto.safeEqual('abc', 'abd')).toBe(false);
    expect(crypto.safeEqual('abc', 'abcd')).toBe(false);
  });

  it('refuses a missing or malformed stored hash', async () => {
    expect(await crypto.verifyPassword('demo1234', null)).toBe(false);
    expect(await crypto.verifyPassword('demo1234', 'bcrypt$x')).toBe(false);
  });

  it('stores the scrypt parameters with the hash', async () => {
    expect(parseScryptHash(await crypto.hashPassword('x'))).toMatchObject({ N: 32768, r: 8, p: 1 });
  }, 20_000);
});
