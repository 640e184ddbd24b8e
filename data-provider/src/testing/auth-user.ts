import type { AuthUser } from '@tp/domain';

/** A signed-in user as the API answers it, with overrides (tests only). */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    roles: ['tutor'],
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: null,
    phone: null,
    email: 'tutor@demo.test',
    timeZone: 'America/Chicago',
    language: 'en',
    homeUrl: '/tutor/schedule',
    unconfirmedEmail: null,
    tutorId: 3,
    employeeId: null,
    studentId: null,
    parentId: null,
    ...overrides,
  };
}
