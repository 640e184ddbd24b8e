import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskFileStore } from './disk-file-store.ts';
import { nodeCrypto } from '../platform/node-crypto.ts';
import { memoryFileStore, newStorageKey } from './file-store.ts';

const NOW = new Date('2026-03-10T00:00:00Z');

describe('diskFileStore', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tp-files-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes a file under root at its key and reads it back', async () => {
    const store = diskFileStore(root);
    const key = newStorageKey(nodeCrypto, 'uploads', NOW);
    await store.put(key, Uint8Array.from([7, 8, 9]), 'application/pdf');
    expect(await store.get(key)).toEqual(Uint8Array.from([7, 8, 9]));
    expect(await readdir(path.join(root, 'uploads', '2026', '03'))).toEqual([key.split('/')[3]]);
  });

  it('answers null for a missing file', async () => {
    expect(await diskFileStore(root).get(newStorageKey(nodeCrypto, 'uploads', NOW))).toBeNull();
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const store = diskFileStore(root);
    const key = newStorageKey(nodeCrypto, 'avatars', NOW);
    await store.put(key, Uint8Array.from([1]), 'image/png');
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses keys that could leave root', async () => {
    const store = diskFileStore(root);
    await expect(store.put('../outside', Uint8Array.from([1]), 'text/plain')).rejects.toThrow(
      /Not a storage key/,
    );
    await expect(store.get('uploads/2026/03/../../x')).rejects.toThrow(/Not a storage key/);
  });
});

describe('newStorageKey', () => {
  it('is random within a dated folder', () => {
    const a = newStorageKey(nodeCrypto, 'uploads', NOW);
    const b = newStorageKey(nodeCrypto, 'uploads', NOW);
    expect(a).toMatch(/^uploads\/2026\/03\/[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});

describe('memoryFileStore', () => {
  it('keeps a copy, so later changes to the buffer do not leak in', async () => {
    const store = memoryFileStore();
    const key = newStorageKey(nodeCrypto, 'uploads', NOW);
    const bytes = Uint8Array.from([1, 2]);
    await store.put(key, bytes, 'text/plain');
    bytes[0] = 9;
    expect(await store.get(key)).toEqual(Uint8Array.from([1, 2]));
  });
});
