import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema/index.ts';

interface ReviewedSession {
  id: number;
  supervisorId: number | null;
}

/**
 * The reviews of the resource world, one per attended session, each of its supervisor:
 * - `samOfTia`: Sam rates Tia 5 stars on s1, "expert in subject" and "explains beautifully",
 *   featured;
 * - `sidOfTom`: Sid rates Tom 2 stars on s2, "waited too long";
 * - `piaOfTom`: Pia has not completed hers for Tom on s3 (no stars, no comment).
 */
export async function seedFixtureReviews(
  db: Db,
  sessions: { s1: ReviewedSession; s2: ReviewedSession; s3: ReviewedSession },
  students: { sam: number; sid: number; pia: number },
) {
  const [samOfTia, sidOfTom, piaOfTom] = await db
    .insert(reviews)
    .values([
      {
        sessionId: sessions.s1.id,
        tutorId: sessions.s1.supervisorId!,
        studentId: students.sam,
        stars: 5,
        comments: [0, 4],
        completed: true,
        featured: true,
        createdAt: new Date('2026-03-10T17:05:00Z'),
      },
      {
        sessionId: sessions.s2.id,
        tutorId: sessions.s2.supervisorId!,
        studentId: students.sid,
        stars: 2,
        comments: [7],
        completed: true,
        createdAt: new Date('2026-03-11T18:00:00Z'),
      },
      {
        sessionId: sessions.s3.id,
        tutorId: sessions.s3.supervisorId!,
        studentId: students.pia,
        completed: false,
        createdAt: new Date('2026-03-09T17:30:00Z'),
      },
    ])
    .returning();
  return { samOfTia: samOfTia!, sidOfTom: sidOfTom!, piaOfTom: piaOfTom! };
}
