import type { ServerCrypto } from '../platform/server-crypto.ts';

/**
 * Where uploaded bytes live. Keys are made by the server (`newStorageKey`), never from a
 * user's file name, so no caller can choose a path.
 */
export interface FileStore {
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys look like `uploads/2026/03/3f9a...` : a folder, a year and month, 32 random hex digits. */
const KEY_PATTERN = /^(uploads|avatars)\/\d{4}\/\d{2}\/[0-9a-f]{32}$/;

export type StorageFolder = 'uploads' | 'avatars';

/** A fresh random key in `folder`, dated so a bucket listing stays browsable. */
export function newStorageKey(crypto: ServerCrypto, folder: StorageFolder, now: Date): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${year}/${month}/${crypto.randomHex(16)}`;
}

/** Throws unless `key` is one `newStorageKey` makes: the adapters' guard against path tricks. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Keeps files in memory; for tests and throwaway runs. */
export function memoryFileStore(): FileStore & { keys(): string[] } {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, body) {
      assertStorageKey(key);
      files.set(key, body.slice());
    },
    async get(key) {
      assertStorageKey(key);
      return files.get(key)?.slice() ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
