import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { diskFileStore } from './disk-file-store.ts';
import { memoryFileStore, type FileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/** The store the configuration names: an S3-compatible bucket, memory, else `${dataDir}/uploads`. */
export function fileStoreFromConfig(config: AppConfig): FileStore {
  const settings = config.fileStore;
  if (settings.kind === 's3') return s3FileStore(settings);
  if (settings.kind === 'memory') return memoryFileStore();
  return diskFileStore(path.join(config.dataDir, 'uploads'));
}
