import { describe, expect, it } from 'vitest';
import { afterSignInUrl, isOtherApp } from './after-sign-in.ts';

describe('afterSignInUrl', () => {
  it('goes to redirectTo when given', () => {
    expect(afterSignInUrl('/tutor/schedule?date=2025-01-15', '/student/planner')).toBe(
      '/tutor/schedule?date=2025-01-15',
    );
  });

  it('goes home when redirectTo contains logout', () => {
    expect(afterSignInUrl('/logout', '/tutor/schedule')).toBe('/tutor/schedule');
  });

  it('goes home without redirectTo', () => {
    expect(afterSignInUrl(null, '/parent/planner')).toBe('/parent/planner');
  });

  it('never leaves the site', () => {
    expect(afterSignInUrl('//evil.test/x', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('https://evil.test', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('/\\evil.test/x', '/tutor/schedule')).toBe('/tutor/schedule');
    // The browser drops tabs and line breaks from an address: these name evil.test too.
    expect(afterSignInUrl('/\t/evil.test/x', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('/\n/evil.test', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('/\r\n\\evil.test', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('javascript:alert(1)', '/tutor/schedule')).toBe('/tutor/schedule');
  });

  it('goes home for an address with a tab or line break in it', () => {
    expect(afterSignInUrl('/tutor/sched\tule', '/home')).toBe('/home');
  });

  it('goes home when the logout hides behind an encoding the browser reads', () => {
    expect(afterSignInUrl('/log\tout', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('/%6cogout', '/tutor/schedule')).toBe('/tutor/schedule');
    expect(afterSignInUrl('/LOGOUT?x=%E0%A4%A', '/tutor/schedule')).toBe('/tutor/schedule');
  });
});

describe('isOtherApp', () => {
  it('recognises the back-office and nothing else', () => {
    expect(isOtherApp('/admin')).toBe(true);
    expect(isOtherApp('/admin/courses')).toBe(true);
    expect(isOtherApp('/administrator')).toBe(false);
    expect(isOtherApp('/tutor/schedule')).toBe(false);
  });
});
