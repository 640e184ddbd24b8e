import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('writes hours and minutes', () => {
    expect(formatDuration(90)).toBe('1 h 30 min');
  });

  it('drops zero minutes and zero hours', () => {
    expect(formatDuration(600)).toBe('10 h');
    expect(formatDuration(45)).toBe('45 min');
  });

  it('writes nothing for an unknown duration', () => {
    expect(formatDuration(null)).toBe('');
  });
});
