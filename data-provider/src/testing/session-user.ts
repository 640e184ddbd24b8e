import type { SessionUser } from '@tp/domain';

/** A session user as the API answers it, with overrides (tests only). */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
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
