import { describe, expect, it } from 'vitest';
import { SESSION_TYPES } from '../resources/sessions.ts';
import { sessionTypeLabel } from './session-type-labels.ts';

describe('sessionTypeLabel', () => {
  it('names every session class without a class name', () => {
    expect(SESSION_TYPES.map(sessionTypeLabel)).toEqual([
      'Tutoring',
      'Event',
      'Split tutoring',
      'Course',
    ]);
    for (const type of SESSION_TYPES) expect(sessionTypeLabel(type)).not.toContain('::');
  });

  it('reads an unknown class without its prefix', () => {
    expect(sessionTypeLabel('Session::GroupReview')).toBe('Group Review');
  });
});
