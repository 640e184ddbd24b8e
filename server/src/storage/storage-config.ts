import { z } from 'zod';
import type { S3StoreConfig } from './s3-file-store.ts';

/** The file store's settings in the environment (merged into config.ts's schema). */
export const storageEnvShape = {
  /** An S3-compatible bucket for uploads and avatars; without bucket and keys, files go to disk. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** true for MinIO and other stores that take the bucket in the path. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

/**
 * Disk files live under `${DATA_DIR}/uploads` (see `fileStoreFromConfig`); memory is the
 * mocked mode's page, whose files last as long as the page.
 */
export type FileStoreConfig =
  | { kind: 'disk' }
  | { kind: 'memory' }
  | ({ kind: 's3' } & S3StoreConfig);

/** S3 when a bucket and both keys are set; else the disk. */
export function fileStoreConfig(env: StorageEnv): FileStoreConfig {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return {
      kind: 's3',
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { kind: 'disk' };
}
