/**
 * Points, levels and gems (spec scheduling §2, §3, §9): a student stands at the highest level
 * whose threshold their points reached; progress to the next is capped at 100 percent.
 */
import { GEMS, type Gem, type StudentLevelView } from './live-session-wire.ts';

export interface Level {
  sequence: number;
  rank: string;
  pointThreshold: number;
}

/** The student's level for their points, or null below the first threshold (or no levels). */
export function levelForPoints(levels: readonly Level[], points: number): StudentLevelView | null {
  const ladder = [...levels].sort((a, b) => a.pointThreshold - b.pointThreshold);
  let index = -1;
  ladder.forEach((level, i) => {
    if (level.pointThreshold <= points) index = i;
  });
  if (index < 0) return null;
  const current = ladder[index]!;
  const next = ladder[index + 1] ?? null;
  return {
    sequence: current.sequence,
    rank: current.rank,
    pointThreshold: current.pointThreshold,
    nextLevel: next ? { rank: next.rank, pointThreshold: next.pointThreshold } : null,
    progress: levelProgress(points, next?.pointThreshold ?? null),
  };
}

/** Percent of the next level's threshold reached, whole, capped at 100 (100 at the top). */
export function levelProgress(points: number, nextThreshold: number | null): number {
  if (nextThreshold === null || nextThreshold <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((points / nextThreshold) * 100)));
}

export interface Badge {
  description: string;
  redeemedAt: Date | string | null;
}

export function unredeemedBadgesCount(badges: readonly Badge[]): number {
  return badges.filter((badge) => badge.redeemedAt === null).length;
}

export function isGem(description: string): description is Gem {
  return (GEMS as readonly string[]).includes(description);
}

/** Unredeemed gems by name, every gem present (0 when none). */
export function unredeemedGems(badges: readonly Badge[]): Record<Gem, number> {
  const counts = Object.fromEntries(GEMS.map((gem) => [gem, 0])) as Record<Gem, number>;
  for (const badge of badges)
    if (badge.redeemedAt === null && isGem(badge.description)) counts[badge.description] += 1;
  return counts;
}

/** The check-in board's order: most points first, then by name. */
export function byPointsDescending<T extends { points: number; fullName: string }>(
  students: readonly T[],
): T[] {
  return [...students].sort((a, b) => b.points - a.points || a.fullName.localeCompare(b.fullName));
}
