import { describe, expect, it } from 'vitest';
import { can } from '../permissions/can.ts';
import type { Actor } from '../permissions/actor.ts';
import type { Role } from '../roles.ts';
import {
  REVIEW_COMMENT_CHOICES,
  isPositiveReviewComment,
  reviewCommentLabel,
  reviewRecord,
  reviewUpdate,
  type Review,
} from './reviews.ts';

function actor(roles: Role[], ids: Partial<Actor> = {}): Actor {
  return {
    id: 1,
    roles,
    tutorId: null,
    employeeId: null,
    studentId: null,
    parentId: null,
    ...ids,
  };
}

const review: Review = {
  id: 1,
  sessionId: 2,
  tutorId: 7,
  studentId: 3,
  stars: 5,
  comments: [0, 4],
  completed: true,
  featured: false,
  createdAt: '2026-03-10T16:00:00.000Z',
  lockVersion: 0,
};

describe('review comment choices', () => {
  it('has the twelve choices of the spec, six positive then six negative', () => {
    expect(REVIEW_COMMENT_CHOICES).toHaveLength(12);
    expect(reviewCommentLabel(0)).toBe('Expert in subject');
    expect(reviewCommentLabel(5)).toBe('Cool voice');
    expect(reviewCommentLabel(6)).toBe("Tutor couldn't help");
    expect(reviewCommentLabel(11)).toBe("Explanations didn't make sense");
    expect([0, 5].every(isPositiveReviewComment)).toBe(true);
    expect([6, 11].some(isPositiveReviewComment)).toBe(false);
  });

  it('refuses a comment number outside 0 to 11 in a record', () => {
    expect(reviewRecord.safeParse(review).success).toBe(true);
    expect(reviewRecord.safeParse({ ...review, comments: [12] }).success).toBe(false);
    expect(reviewRecord.safeParse({ ...review, comments: [-1] }).success).toBe(false);
  });
});

describe('review update payload', () => {
  it('takes the featured flag and nothing else', () => {
    expect(reviewUpdate.parse({ featured: true })).toEqual({ featured: true });
    expect(reviewUpdate.safeParse({ featured: true, stars: 1 }).success).toBe(false);
    expect(reviewUpdate.safeParse({ featured: 'yes' }).success).toBe(false);
    expect(reviewUpdate.parse({})).toEqual({});
  });
});

describe('who may read and feature reviews', () => {
  const manager = actor(['instruction_manager'], { employeeId: 9 });
  const admin = actor(['admin']);
  const advisor = actor(['advisor']);
  const tutor = actor(['tutor'], { tutorId: 7, employeeId: 7 });
  const otherTutor = actor(['tutor'], { tutorId: 8, employeeId: 8 });

  it('lets staff read every review', () => {
    for (const staff of [manager, admin, advisor]) {
      expect(can(staff, 'read', 'reviews')).toBe(true);
      expect(can(staff, 'read', 'reviews', review)).toBe(true);
    }
  });

  it('lets a tutor read only the reviews about them', () => {
    expect(can(tutor, 'read', 'reviews', review)).toBe(true);
    expect(can(otherTutor, 'read', 'reviews', review)).toBe(false);
  });

  it('gives students and parents no reviews', () => {
    expect(can(actor(['student'], { studentId: 3 }), 'read', 'reviews')).toBe(false);
    expect(can(actor(['parent'], { parentId: 4 }), 'read', 'reviews')).toBe(false);
  });

  it('lets only an instruction manager feature a review', () => {
    expect(can(manager, 'update', 'reviews', review)).toBe(true);
    for (const other of [admin, advisor, tutor]) {
      expect(can(other, 'update', 'reviews', review)).toBe(false);
    }
  });

  it('nobody creates or deletes reviews from the back-office', () => {
    expect(can(manager, 'create', 'reviews')).toBe(false);
    expect(can(admin, 'delete', 'reviews', review)).toBe(false);
  });
});
