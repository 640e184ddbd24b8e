import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import type { Session } from './sessions.ts';
import type { Student } from './students.ts';
import type { Tutor } from './tutors.ts';
import { reviewsAccess } from './access/reviews.ts';
export { canFeatureReviews } from './access/reviews.ts';

/**
 * The comments a student may tick on a review, by number (spec §9: "Review comment choices
 * (0 to 11)"): the six positive ones first, then the six negative ones. A review stores the
 * numbers; screens and exports show these labels.
 */
export const REVIEW_COMMENT_CHOICES = [
  'Expert in subject',
  'Super fun teacher',
  'Master at finding resources',
  'Juggled multiple questions',
  'Explains beautifully',
  'Cool voice',
  "Tutor couldn't help",
  'Waited too long',
  'Other students rude or distracting',
  'Hard to see or hear tutor',
  "Couldn't join",
  "Explanations didn't make sense",
] as const;

/** Choices below this number are praise; from it on, complaints. */
export const REVIEW_FIRST_NEGATIVE_COMMENT = 6;

/** The highest rating, in stars (the rating filter offers All or 1 to this many). */
export const REVIEW_MAX_STARS = 5;

/** The spec's reviews list shows 25 a page (§9 "Reviews 25 per page"). */
export const REVIEWS_PER_PAGE = 25;

export const reviewComment = z
  .number()
  .int()
  .min(0)
  .max(REVIEW_COMMENT_CHOICES.length - 1);

/** The readable label of a comment choice (an unknown number reads as itself). */
export function reviewCommentLabel(choice: number): string {
  return REVIEW_COMMENT_CHOICES[choice] ?? `Comment ${choice}`;
}

export function isPositiveReviewComment(choice: number): boolean {
  return choice >= 0 && choice < REVIEW_FIRST_NEGATIVE_COMMENT;
}

/** A student's rating of the tutor of a session (spec §3 Review: id, stars, comment, featured). */
export const reviewRecord = z.object({
  id: integer,
  sessionId: integer,
  tutorId: integer,
  studentId: integer,
  /** 1 to 5; null while the review is not completed. */
  stars: integer.min(1).max(REVIEW_MAX_STARS).nullable(),
  /** The comment choices ticked (numbers of REVIEW_COMMENT_CHOICES), possibly none. */
  comments: z.array(reviewComment),
  /** The student submitted it (a review is asked for after the session, then filled in). */
  completed: z.boolean(),
  /** Chosen by an instruction manager to show off. */
  featured: z.boolean(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type Review = z.infer<typeof reviewRecord> & {
  tutor?: Tutor | null;
  student?: Student | null;
  session?: Session | null;
};

/**
 * The one change staff make to a review: the featured toggle (spec §7 "Save (featured toggle)
 * via update"). Strict, so no other field rides along; optional as every update's fields are
 * (a body with only the lockVersion read changes nothing).
 */
export const reviewUpdate = z.strictObject({
  featured: z.boolean({ error: 'must be true or false' }).optional(),
});
export type ReviewUpdate = z.infer<typeof reviewUpdate>;

export const reviewsContract = defineContract({
  name: 'reviews',
  singular: reviewsAccess.singular,
  summary:
    "Students' ratings of their tutor after a session (stars, comment choices, featured). Staff and faculty leaders read all, a tutor their own; only instruction managers change one, and only its featured flag.",
  record: reviewRecord,
  update: reviewUpdate,
  access: reviewsAccess.access,
  fields: {
    write: () => ['featured'],
  },
});
