import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth-user.ts';
import {
  canAcknowledgeNotices,
  canSpoof,
  formatSpoofRef,
  parseSpoofRef,
  userRef,
  type SpoofRequester,
  type SpoofTarget,
} from './spoof-rules.ts';

const requester = (roles: string[], managedTutorIds: number[] = []): SpoofRequester => ({
  id: 1,
  roles,
  managedTutorIds,
});
const tutor = (tutorId: number, roles: string[] = ['tutor']): SpoofTarget => ({
  type: 'Tutor',
  userId: 100 + tutorId,
  roles,
  tutorId,
});
const other = (type: SpoofTarget['type'], roles: string[]): SpoofTarget => ({
  type,
  userId: 200,
  roles,
  tutorId: null,
});

describe('parseSpoofRef', () => {
  it('reads Type-id for the four spoofable types', () => {
    expect(parseSpoofRef('Tutor-42')).toEqual({ type: 'Tutor', id: 42 });
    expect(parseSpoofRef('Employee-7')).toEqual({ type: 'Employee', id: 7 });
    expect(parseSpoofRef('Student-3')).toEqual({ type: 'Student', id: 3 });
    expect(parseSpoofRef('Parent-9')).toEqual({ type: 'Parent', id: 9 });
  });

  it.each(['tutor-42', 'Tutor42', 'Tutor-', 'Tutor-0', 'Tutor-042', 'Admin-1', 'Tutor-1x', ''])(
    'refuses %j',
    (value) => {
      expect(parseSpoofRef(value)).toBeNull();
    },
  );

  it('refuses an id beyond a 32-bit integer', () => {
    expect(parseSpoofRef('Tutor-2147483648')).toBeNull();
  });

  it('round-trips through formatSpoofRef', () => {
    expect(formatSpoofRef(parseSpoofRef('Parent-12')!)).toBe('Parent-12');
  });
});

describe('canSpoof', () => {
  it('lets an admin spoof a tutor', () => {
    expect(canSpoof(requester(['admin']), tutor(42))).toBe(true);
  });

  it('lets an admin spoof an employee, a student and a parent', () => {
    expect(canSpoof(requester(['admin']), other('Employee', ['advisor']))).toBe(true);
    expect(canSpoof(requester(['admin']), other('Student', ['student']))).toBe(true);
    expect(canSpoof(requester(['admin']), other('Parent', ['parent']))).toBe(true);
  });

  it('never lets anyone spoof an admin', () => {
    expect(canSpoof(requester(['admin']), other('Employee', ['admin']))).toBe(false);
    expect(canSpoof(requester(['admin']), tutor(5, ['tutor', 'admin']))).toBe(false);
  });

  it('never lets a user spoof themselves', () => {
    expect(canSpoof(requester(['admin']), { ...tutor(42), userId: 1 })).toBe(false);
  });

  it('lets a faculty leader spoof any tutor', () => {
    expect(canSpoof(requester(['tutor', 'faculty_leader']), tutor(42))).toBe(true);
  });

  it('does not let a faculty leader spoof a student, parent or employee', () => {
    const leader = requester(['tutor', 'faculty_leader']);
    expect(canSpoof(leader, other('Student', ['student']))).toBe(false);
    expect(canSpoof(leader, other('Employee', ['tutor']))).toBe(false);
  });

  it('lets a team manager tutor spoof a tutor of their team only', () => {
    const manager = requester(['tutor'], [42]);
    expect(canSpoof(manager, tutor(42))).toBe(true);
    expect(canSpoof(manager, tutor(43))).toBe(false);
  });

  it('does not let a tutor who manages no team spoof anyone', () => {
    expect(canSpoof(requester(['tutor']), tutor(42))).toBe(false);
  });

  it('does not let a non-admin gain a role by spoofing', () => {
    const manager = requester(['tutor'], [42]);
    expect(canSpoof(manager, tutor(42, ['tutor', 'faculty_leader']))).toBe(false);
    const leader = requester(['tutor', 'faculty_leader']);
    expect(canSpoof(leader, tutor(42, ['tutor', 'hr']))).toBe(false);
  });

  it('does not let students, parents or staff without the right spoof', () => {
    expect(canSpoof(requester(['student']), tutor(42))).toBe(false);
    expect(canSpoof(requester(['parent']), tutor(42))).toBe(false);
    expect(canSpoof(requester(['advisor']), tutor(42))).toBe(false);
  });
});

const authUser = (overrides: Partial<AuthUser>): AuthUser => ({
  id: 1,
  roles: [],
  firstName: 'A',
  lastName: 'B',
  title: null,
  phone: null,
  email: 'a@b.test',
  timeZone: null,
  language: 'en',
  homeUrl: '/',
  unconfirmedEmail: null,
  tutorId: null,
  employeeId: null,
  studentId: null,
  parentId: null,
  ...overrides,
});

describe('userRef', () => {
  it('names a tutor by the tutor record first', () => {
    expect(userRef(authUser({ tutorId: 4, employeeId: 4 }))).toBe('Tutor-4');
  });

  it('names staff, students and parents by their records', () => {
    expect(userRef(authUser({ employeeId: 2 }))).toBe('Employee-2');
    expect(userRef(authUser({ studentId: 3 }))).toBe('Student-3');
    expect(userRef(authUser({ parentId: 5 }))).toBe('Parent-5');
  });

  it('falls back to the user id', () => {
    expect(userRef(authUser({ id: 9 }))).toBe('User-9');
  });
});

describe('canAcknowledgeNotices', () => {
  it('is true for the user themselves', () => {
    expect(canAcknowledgeNotices(authUser({}))).toBe(true);
    expect(canAcknowledgeNotices(authUser({ spoofedBy: null }))).toBe(true);
  });

  it('is false while spoofing', () => {
    const spoofed = authUser({ spoofedBy: { id: 2, firstName: 'Ada', lastName: 'Admin' } });
    expect(canAcknowledgeNotices(spoofed)).toBe(false);
  });
});
