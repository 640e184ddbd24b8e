import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatHoursPerWeek,
  hoursOf,
  spreadsheetHours,
} from './duration-format.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 h'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [765, '12 h 45 min'],
    [2400, '40 h'],
    [44.6, '45 min'],
    [-90, '−1 h 30 min'],
    [-0.2, '0 h'],
  ])('shows %s minutes as "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('shows a value that is not a number as a dash', () => {
    expect(formatDuration(Number.NaN)).toBe('—');
  });
});

describe('formatHoursPerWeek', () => {
  it('shows a pace of hours a week in the same format', () => {
    expect(formatHoursPerWeek(2.5)).toBe('2 h 30 min a week');
    expect(formatHoursPerWeek(0)).toBe('0 h a week');
  });
});

describe('spreadsheetHours', () => {
  it('writes hours as a number a sheet can add up, and nothing for no figure', () => {
    expect(spreadsheetHours(765)).toBe('12.75');
    expect(spreadsheetHours(2400)).toBe('40');
    expect(spreadsheetHours(50)).toBe('0.83');
    expect(spreadsheetHours(null)).toBe('');
  });
});

describe('hoursOf', () => {
  it('turns minutes into hours to two decimals', () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(50)).toBe(0.83);
  });
});
