import { describe, expect, it } from 'vitest';
import { checkInUrl, sessionLinks, studentHref } from './session-links.ts';

const session = { id: 41, courseId: 7, supervisorId: 3 };

describe('the modal’s links per app', () => {
  it('gives the tutor app its session page, the course and the students (spec §6)', () => {
    expect(sessionLinks('tutor', session)).toEqual([
      { label: 'Open session page', href: '/tutor/sessions/41', external: false },
      { label: 'Course', href: '/tutor/dashboard/courses?upcoming=7', external: false },
    ]);
    expect(studentHref('tutor', 9)).toBe('/tutor/students/9/academic-planner');
  });

  it('sends the admin and CRM apps to the back-office records', () => {
    for (const app of ['admin', 'crm'] as const) {
      expect(sessionLinks(app, session).map((link) => link.href)).toEqual([
        '/admin/sessions/41/show',
        '/admin/courses/7/show',
        '/admin/tutors/3/show',
      ]);
      expect(studentHref(app, 9)).toBe('/admin/students/9/show');
    }
    expect(sessionLinks('admin', { ...session, supervisorId: null })).toHaveLength(2);
  });

  it('gives the student and parent apps no links (they have no course or staff records)', () => {
    for (const app of ['student', 'parent'] as const) {
      expect(sessionLinks(app, session)).toEqual([]);
      expect(studentHref(app, 9)).toBeNull();
    }
  });

  it('opens the check-in board of the session', () => {
    expect(checkInUrl(41)).toBe('/check-in/41');
  });
});
