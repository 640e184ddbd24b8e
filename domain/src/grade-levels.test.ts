import { describe, expect, it } from 'vitest';
import { GRADE_CHOICES, classPickerLabel, gradeLabel } from './grade-levels.ts';

describe('gradeLabel', () => {
  it('shows -1 as TK and 0 as K', () => {
    expect(gradeLabel(-1)).toBe('TK');
    expect(gradeLabel(0)).toBe('K');
  });

  it('shows grades 1 to 12 as their number', () => {
    expect(gradeLabel(1)).toBe('1');
    expect(gradeLabel(12)).toBe('12');
  });

  it('shows nothing for an unknown grade', () => {
    expect(gradeLabel(null)).toBe('');
    expect(gradeLabel(undefined)).toBe('');
  });

  it('offers every grade from TK to 12 once, youngest first', () => {
    expect(GRADE_CHOICES.map((choice) => choice.name)).toEqual([
      'TK',
      'K',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(GRADE_CHOICES[0]).toEqual({ id: -1, name: 'TK' });
  });
});

describe('classPickerLabel', () => {
  it('names the grade with the class it graduates with', () => {
    expect(classPickerLabel({ id: 9, gradYear: 2030 })).toBe('Grade 9 · Class of 2030');
    expect(classPickerLabel({ id: 12, gradYear: 2027 })).toBe('Grade 12 · Class of 2027');
  });

  it('keeps TK and K as they are shown elsewhere', () => {
    expect(classPickerLabel({ id: -1, gradYear: 2040 })).toBe('TK · Class of 2040');
    expect(classPickerLabel({ id: 0, gradYear: 2039 })).toBe('K · Class of 2039');
  });

  it('shows the grade alone when the year is not known', () => {
    expect(classPickerLabel({ id: 3 })).toBe('Grade 3');
  });
});
