import path from 'node:path';
import type { AppDeps } from '../deps.ts';
import { diskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/** The store the configuration names: an S3-compatible bucket, else `${dataDir}/uploads`. */
export function fileStoreFromConfig(config: AppDeps['config']): FileStore {
  const settings = config.fileStore;
  if (settings.kind === 's3') return s3FileStore(settings);
  return diskFileStore(path.join(config.dataDir, 'uploads'));
}

/**
 * One store per app (per deps object), built from the configuration on first use. AppDeps has
 * no file store field yet, so tests put theirs in with `useFileStore` before the first upload.
 */
const stores = new WeakMap<AppDeps, FileStore>();

export function fileStoreOf(deps: AppDeps): FileStore {
  let store = stores.get(deps);
  if (!store) {
    store = fileStoreFromConfig(deps.config);
    stores.set(deps, store);
  }
  return store;
}

export function useFileStore(deps: AppDeps, store: FileStore): void {
  stores.set(deps, store);
}
