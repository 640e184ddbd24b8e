import { eq } from 'drizzle-orm';
import type { FileStore } from '../storage/file-store.ts';
import type { Db } from './client.ts';
import { putDemoFiles } from './demo-world/message-files.ts';
import { uploads } from './schema/index.ts';

/**
 * Writes the demo messages' files into `store` from the upload rows a seeded database holds:
 * for a page or a test that loads the seeded demo world (a snapshot) with a fresh file store,
 * so those files download there too.
 */
export async function restoreDemoFiles(db: Db, store: FileStore): Promise<void> {
  const rows = await db
    .select({
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .where(eq(uploads.attachableType, 'Message'));
  await putDemoFiles(store, rows);
}
