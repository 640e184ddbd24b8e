import { REVIEW_COMMENT_CHOICES, REVIEW_FIRST_NEGATIVE_COMMENT } from '@tp/domain';
import { createRng, type Rng } from './prng.ts';
import type { AttendanceRow, ReviewRow, SessionRow, TutorRow } from './types.ts';

/** Ratings as students give them: mostly glowing, a few poor (weights of 1 to 5 stars). */
const STAR_WEIGHTS = [1, 1, 2, 5, 11] as const;

/** Share of attended tutor-led sessions a student reviews, and of those left unfinished. */
const REVIEW_RATE = 0.45;
const UNFINISHED_RATE = 0.12;

function weightedStars(rng: Rng): number {
  const total = STAR_WEIGHTS.reduce((sum, w) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [index, weight] of STAR_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return index + 1;
  }
  return STAR_WEIGHTS.length;
}

/** Praise for a good rating, complaints for a poor one; about a third tick nothing. */
function pickComments(rng: Rng, stars: number): number[] {
  if (rng.chance(0.35)) return [];
  const first = stars >= 4 ? 0 : REVIEW_FIRST_NEGATIVE_COMMENT;
  const pool = Array.from({ length: REVIEW_FIRST_NEGATIVE_COMMENT }, (_, i) => first + i);
  const count = rng.int(1, 3);
  return rng
    .shuffled(pool)
    .slice(0, count)
    .filter((choice) => choice < REVIEW_COMMENT_CHOICES.length)
    .sort((a, b) => a - b);
}

/**
 * Reviews of the sessions that have happened: some of the students who attended a session a
 * tutor led rate that tutor an hour or so after it; a few never finish; a few five-star ones
 * are featured already.
 */
export function generateReviews(
  now: Date,
  seed: number,
  sessions: readonly SessionRow[],
  attendances: readonly AttendanceRow[],
  tutors: readonly TutorRow[],
): ReviewRow[] {
  const rng = createRng(seed ^ 0x5e71e3);
  const tutorIds = new Set(tutors.map((t) => t.id));
  const sessionsById = new Map(sessions.map((s) => [s.id, s]));
  const rows: ReviewRow[] = [];
  for (const attendance of attendances) {
    const session = sessionsById.get(attendance.sessionId);
    if (!session || attendance.attended !== true) continue;
    const tutorId = session.supervisorId;
    if (tutorId == null || !tutorIds.has(tutorId)) continue;
    if (session.endsAt.getTime() > now.getTime() || !rng.chance(REVIEW_RATE)) continue;
    const completed = !rng.chance(UNFINISHED_RATE);
    const stars = completed ? weightedStars(rng) : null;
    rows.push({
      id: rows.length + 1,
      sessionId: session.id,
      tutorId,
      studentId: attendance.studentId,
      stars,
      comments: stars === null ? [] : pickComments(rng, stars),
      completed,
      featured: stars === 5 && rng.chance(0.15),
      createdAt: new Date(session.endsAt.getTime() + rng.int(5, 180) * 60_000),
      lockVersion: 0,
    });
  }
  return rows;
}
