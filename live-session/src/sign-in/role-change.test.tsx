import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@tp/domain';
import { hasPermissionChange } from './role-change.ts';

function user(id: number, roles: AuthUser['roles']): AuthUser {
  return {
    id,
    roles,
    email: `user-${id}@demo.test`,
    homeUrl: '/tutor/schedule',
    firstName: 'Demo',
    lastName: 'User',
    title: null,
    phone: null,
    timeZone: 'America/Chicago',
    language: 'en',
    unconfirmedEmail: null,
    tutorId: null,
    employeeId: null,
    studentId: null,
    parentId: null,
  };
}

const TUTOR = user(2, ['tutor']);
const ADMIN = user(1, ['admin']);
const spoofedBy = { id: ADMIN.id, firstName: 'Ada', lastName: 'User' };

describe('hasPermissionChange', () => {
  it('is a change when the same user holds other roles', () => {
    expect(hasPermissionChange(TUTOR, { ...TUTOR, roles: ['tutor', 'admin'] })).toBe(true);
  });

  it('ignores the order and case of roles', () => {
    const before = { ...TUTOR, roles: ['tutor', 'faculty_leader'] as typeof TUTOR.roles };
    const after = { ...TUTOR, roles: ['FACULTY_LEADER', 'tutor'] as unknown as typeof TUTOR.roles };
    expect(hasPermissionChange(before, after)).toBe(false);
  });

  it('is no change when another user signed in, or someone signed in or out', () => {
    expect(hasPermissionChange(TUTOR, ADMIN)).toBe(false);
    expect(hasPermissionChange(null, TUTOR)).toBe(false);
    expect(hasPermissionChange(TUTOR, null)).toBe(false);
  });

  it('is no change when a spoof starts or ends', () => {
    expect(hasPermissionChange(TUTOR, { ...TUTOR, roles: ['tutor', 'admin'], spoofedBy })).toBe(
      false,
    );
  });
});
