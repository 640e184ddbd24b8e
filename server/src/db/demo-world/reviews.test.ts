import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';

describe('demo world reviews', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const world = generateDemoWorld({ now });

  it('has enough reviews to page through at 25 a page, all of past sessions', () => {
    expect(world.reviews.length).toBeGreaterThan(50);
    const sessions = new Map(world.sessions.map((s) => [s.id, s]));
    for (const review of world.reviews) {
      expect(sessions.get(review.sessionId)!.endsAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('rates the tutor who led the session, by a student who attended it', () => {
    const attended = new Set(
      world.attendances.filter((a) => a.attended).map((a) => `${a.sessionId}:${a.studentId}`),
    );
    const sessions = new Map(world.sessions.map((s) => [s.id, s]));
    for (const review of world.reviews) {
      expect(attended.has(`${review.sessionId}:${review.studentId}`)).toBe(true);
      expect(sessions.get(review.sessionId)!.supervisorId).toBe(review.tutorId);
    }
  });

  it('gives every filter something to find', () => {
    const completed = world.reviews.filter((r) => r.completed);
    expect(completed.length).toBeLessThan(world.reviews.length);
    expect(world.reviews.some((r) => r.featured)).toBe(true);
    expect(completed.some((r) => (r.comments ?? []).length > 0)).toBe(true);
    expect(completed.some((r) => (r.comments ?? []).length === 0)).toBe(true);
    expect(new Set(completed.map((r) => r.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('reviews the demo tutor, so their own list is not empty', () => {
    const demoTutor = world.users.find((u) => u.email === 'tutor@demo.test')!;
    const employee = world.employees.find((e) => e.userId === demoTutor.id)!;
    expect(world.reviews.some((r) => r.tutorId === employee.id)).toBe(true);
  });
});
