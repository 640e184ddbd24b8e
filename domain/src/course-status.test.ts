import { describe, expect, it } from 'vitest';
import {
  COURSE_EVENTS,
  COURSE_STATUSES,
  courseEventsFrom,
  courseTransitionRefusal,
  nextCourseStatus,
} from './course-status.ts';

describe('course status machine', () => {
  it('publishes an unpublished course', () => {
    expect(nextCourseStatus('unpublished', 'publish')).toBe('published');
  });

  it('unpublishes a published course and reopens a canceled one as unpublished', () => {
    expect(nextCourseStatus('published', 'unpublish')).toBe('unpublished');
    expect(nextCourseStatus('canceled', 'unpublish')).toBe('unpublished');
  });

  it('cancels a published or unpublished course', () => {
    expect(nextCourseStatus('published', 'cancel')).toBe('canceled');
    expect(nextCourseStatus('unpublished', 'cancel')).toBe('canceled');
  });

  it('refuses every other transition', () => {
    expect(nextCourseStatus('published', 'publish')).toBeNull();
    expect(nextCourseStatus('canceled', 'publish')).toBeNull();
    expect(nextCourseStatus('unpublished', 'unpublish')).toBeNull();
    expect(nextCourseStatus('canceled', 'cancel')).toBeNull();
  });

  it('offers exactly the events that lead somewhere', () => {
    expect(courseEventsFrom('unpublished')).toEqual(['publish', 'cancel']);
    expect(courseEventsFrom('published')).toEqual(['unpublish', 'cancel']);
    expect(courseEventsFrom('canceled')).toEqual(['unpublish']);
    for (const status of COURSE_STATUSES)
      for (const event of COURSE_EVENTS)
        expect(courseEventsFrom(status).includes(event)).toBe(
          nextCourseStatus(status, event) !== null,
        );
  });

  it('names the event and both statuses when refusing', () => {
    expect(courseTransitionRefusal('canceled', 'publish')).toBe(
      'cannot publish a course that is canceled (canceled to published is not allowed)',
    );
  });
});
