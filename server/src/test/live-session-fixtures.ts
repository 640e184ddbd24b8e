import type { Db } from '../db/client.ts';
import { levels, studentBadges } from '../db/schema/index.ts';

/**
 * The points ladder (Bronze 0, Silver 100, Gold 250) and one gem: Pia's Amethyst from s3, so
 * every resource has a record and Sam's gems start at none.
 */
export async function seedFixtureLiveSession(
  db: Db,
  pia: { studentId: number; sessionId: number },
) {
  const ladder = await db
    .insert(levels)
    .values([
      { sequence: 1, rank: 'Bronze', pointThreshold: 0 },
      { sequence: 2, rank: 'Silver', pointThreshold: 100 },
      { sequence: 3, rank: 'Gold', pointThreshold: 250 },
    ])
    .returning();
  const badges = await db
    .insert(studentBadges)
    .values({ studentId: pia.studentId, description: 'Amethyst', sessionId: pia.sessionId })
    .returning();
  return { levels: ladder, badges };
}
