import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Windows older than this are dropped whatever their key (no limit uses a longer window). */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one hit of `key` in the fixed window containing `now` and returns the window's count
 * after it. One upsert, so API processes sharing the database share the count. The first hit
 * of a window is also the moment to delete long-finished windows.
 */
export async function countHit(
  db: Db,
  input: { key: string; now: Date; windowMs: number },
): Promise<{ count: number; windowEndsAt: Date }> {
  const start = Math.floor(input.now.getTime() / input.windowMs) * input.windowMs;
  const windowStart = new Date(start);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: input.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  const count = row!.count;
  if (count === 1) {
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(input.now.getTime() - KEEP_WINDOWS_MS)));
  }
  return { count, windowEndsAt: new Date(start + input.windowMs) };
}
