import { REVIEW_MAX_STARS, reviewCommentLabel, type Student, type Tutor } from '@tp/domain';

/** "★★★★☆": the rating as stars; an unfinished review has none yet. */
export function starsText(stars: number | null): string {
  if (stars === null) return '';
  return '★'.repeat(stars) + '☆'.repeat(Math.max(0, REVIEW_MAX_STARS - stars));
}

/** The ticked comment choices as their labels, in the spec's order. */
export function commentLabels(comments: readonly number[]): string[] {
  return [...comments].sort((a, b) => a - b).map(reviewCommentLabel);
}

/** Staff see the tutor's full name (the tutor app shows the first name only, spec §6). */
export function tutorName(tutor: Tutor | null | undefined): string {
  if (!tutor) return '';
  return `${tutor.firstName} ${tutor.lastName ?? tutor.lastInitial}`;
}

export function studentName(student: Student | null | undefined): string {
  return student ? `${student.firstName} ${student.lastName}` : '';
}

/** The associations a review screen shows by name, embedded so a page costs one request. */
export const REVIEW_INCLUDE = 'tutor,student,session';
