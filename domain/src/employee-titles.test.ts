import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPLOYEE_TITLES, employeeTitleOptions } from './employee-titles.ts';

describe('employeeTitleOptions', () => {
  it('offers the default titles when none are in use', () => {
    expect(employeeTitleOptions([])).toEqual([...DEFAULT_EMPLOYEE_TITLES].sort());
  });
  it('adds titles in use, sorted among the defaults', () => {
    expect(employeeTitleOptions(['Curriculum Writer'])).toContain('Curriculum Writer');
    const options = employeeTitleOptions(['Curriculum Writer']);
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, 'en')));
  });
  it('drops blanks and case-insensitive duplicates, keeping the default spelling', () => {
    const options = employeeTitleOptions(['  admin ', '', null, 'Senior Tutor', 'senior tutor']);
    expect(options.filter((t) => t.toLowerCase() === 'admin')).toEqual(['Admin']);
    expect(options.filter((t) => t.toLowerCase() === 'senior tutor')).toEqual(['Senior Tutor']);
    expect(options).not.toContain('');
  });
});
