import { GEMS } from '@tp/domain';
import { streamFor } from './prng.ts';
import type { AttendanceRow, LevelRow, SessionRow, StudentBadgeRow } from './types.ts';

/**
 * The points ladder (spec §3 Student level). Demo students earn 10 points an attended session
 * of a points brand, so the first rungs are close together and a month of classes shows a few
 * students moving up.
 */
const LEVEL_SPECS = [
  { rank: 'Bronze', pointThreshold: 0 },
  { rank: 'Silver', pointThreshold: 50 },
  { rank: 'Gold', pointThreshold: 100 },
  { rank: 'Platinum', pointThreshold: 200 },
  { rank: 'Diamond', pointThreshold: 400 },
  { rank: 'Master', pointThreshold: 800 },
  { rank: 'Grandmaster', pointThreshold: 1500 },
  { rank: 'Legend', pointThreshold: 3000 },
] as const;

export function generateLevels(): LevelRow[] {
  return LEVEL_SPECS.map((spec, index) => ({
    id: index + 1,
    sequence: index + 1,
    ...spec,
    lockVersion: 0,
  }));
}

/** Gems given for a third of the attendances that earned points; older ones often redeemed. */
export function generateStudentBadges(
  now: Date,
  seed: number,
  sessions: readonly SessionRow[],
  attendances: readonly AttendanceRow[],
): StudentBadgeRow[] {
  const rng = streamFor(seed, 'student-badges');
  const sessionById = new Map(sessions.map((session) => [session.id, session]));
  const weekAgo = now.getTime() - 7 * 24 * 60 * 60_000;
  const badges: StudentBadgeRow[] = [];
  for (const attendance of attendances) {
    const session = sessionById.get(attendance.sessionId);
    if (!session || (attendance.points ?? 0) <= 0 || !rng.chance(1 / 3)) continue;
    const earnedAt = session.endsAt as Date;
    if (earnedAt.getTime() > now.getTime()) continue;
    badges.push({
      id: badges.length + 1,
      studentId: attendance.studentId,
      description: rng.pick(GEMS),
      sessionId: session.id,
      awardedById: null,
      redeemedAt: earnedAt.getTime() < weekAgo && rng.chance(0.5) ? now : null,
      createdAt: earnedAt,
      lockVersion: 0,
    });
  }
  return badges;
}
