import { describe, expect, it } from 'vitest';
import { HOME_URLS, homeUrlFor } from './home-url.ts';

describe('homeUrlFor', () => {
  it('sends admins to the back-office even when they also tutor', () => {
    expect(homeUrlFor(['tutor', 'admin'])).toBe(HOME_URLS.admin);
  });
  it('sends tutors and faculty leaders to their schedule', () => {
    expect(homeUrlFor(['tutor'])).toBe('/tutor/dashboard');
    expect(homeUrlFor(['tutor', 'faculty_leader'])).toBe('/tutor/dashboard');
  });
  it('sends other staff to the back-office', () => {
    expect(homeUrlFor(['advisor'])).toBe('/admin');
    expect(homeUrlFor(['instruction_manager'])).toBe('/admin');
  });
  it('sends students and parents to their planner', () => {
    expect(homeUrlFor(['student'])).toBe('/student/planner');
    expect(homeUrlFor(['parent'])).toBe('/parent/planner');
  });
  it('matches roles case-insensitively', () => {
    expect(homeUrlFor(['ADMIN'])).toBe('/admin');
  });
});
