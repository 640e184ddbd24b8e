import { describe, expect, it } from 'vitest';
import { essayStatus, transcriptDay } from './transcripts.ts';

const essay = {
  text: 'An essay',
  score: null,
  min_score: 2,
  max_score: 8,
  comments: null,
  grader: null,
  graded_at: null,
};

describe('a transcript in words', () => {
  it('shows the sitting day as MM/DD/YYYY, the recorded day when undated', () => {
    expect(transcriptDay({ taken_on: '2026-03-07', created_at: '2026-03-09T15:00:00Z' })).toBe(
      '03/07/2026',
    );
    expect(transcriptDay({ taken_on: null, created_at: '2026-03-09T15:00:00Z' })).toBe(
      '03/09/2026',
    );
  });

  it('says where the essay stands: none, waiting, with a grader, graded', () => {
    expect(essayStatus({ essay: null })).toBeNull();
    expect(essayStatus({ essay: { ...essay, text: null } })).toBeNull();
    expect(essayStatus({ essay })).toBe('Essay waiting for a grader');
    const grader = { id: 3, name: 'Marcus Okafor' };
    expect(essayStatus({ essay: { ...essay, grader } })).toBe(
      'Essay with Marcus Okafor for grading',
    );
    expect(essayStatus({ essay: { ...essay, grader, score: 7 } })).toBe(
      'Essay 7 of 8, graded by Marcus Okafor',
    );
  });
});
