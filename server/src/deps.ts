import type { AppConfig } from './config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';
import type { FileStore } from './storage/file-store.ts';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimePublisher;
  /** Where uploads and avatars are kept: disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  files: FileStore;
  config: AppConfig;
}
