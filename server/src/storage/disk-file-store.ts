import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStore } from './file-store.ts';

/**
 * Files on the local disk under `root` (by default `${DATA_DIR}/uploads`): the embedded store
 * of a one-machine install. Keys map to sub-paths; `assertStorageKey` allows only the
 * server's own random keys, so nothing leaves `root`.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then never modify: a key is used once, so no reader sees a half-written file
      // under a key the database already names (the row is inserted after the write).
      await writeFile(file, body, { flag: 'w' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
