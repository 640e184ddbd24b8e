import { hasRole } from './roles.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * Spoofing (spec: sign-in-exams-and-shared §4 and §6, staff-and-crm §6): an authorised user
 * acts as another one. The browser names the target in the `X-Spoof-User: {Type}-{id}` header
 * on every call and the server checks the right on each one.
 */
export const SPOOF_HEADER = 'X-Spoof-User';
/** Response headers naming who the call acted as, and the real user while spoofing. */
export const EFFECTIVE_USER_HEADER = 'X-Effective-User';
export const SPOOFED_BY_HEADER = 'X-Spoofed-By';

export const SPOOF_NOT_ALLOWED_MESSAGE = 'You are not allowed to spoof that user.';
export const SPOOF_HEADER_INVALID_MESSAGE = 'X-Spoof-User must name a user like Tutor-42.';

/** "Spoofing exists for Employee, Tutor, Student/Parent" (spec §6). */
export const SPOOF_TYPES = ['Tutor', 'Employee', 'Student', 'Parent'] as const;
export type SpoofType = (typeof SPOOF_TYPES)[number];

/**
 * Whom a spoof header names. The id is the record id of its type: the tutor (employee) id for
 * Tutor, the employee id for Employee, the student id and the parent id.
 */
export interface SpoofRef {
  type: SpoofType;
  id: number;
}

const SPOOF_REF_PATTERN = /^(Tutor|Employee|Student|Parent)-([1-9]\d{0,9})$/;

/** `Tutor-42` -> `{ type: 'Tutor', id: 42 }`; null for anything else. */
export function parseSpoofRef(value: string): SpoofRef | null {
  const match = SPOOF_REF_PATTERN.exec(value.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { type: match[1] as SpoofType, id };
}

export function formatSpoofRef(ref: SpoofRef): string {
  return `${ref.type}-${ref.id}`;
}

/**
 * The `{Type}-{id}` a user is known by in the effective-user header: their tutor record, else
 * employee, student, parent record; `User-{id}` for a user with none of them.
 */
export function userRef(user: AuthUser): string {
  if (user.tutorId !== null) return `Tutor-${user.tutorId}`;
  if (user.employeeId !== null) return `Employee-${user.employeeId}`;
  if (user.studentId !== null) return `Student-${user.studentId}`;
  if (user.parentId !== null) return `Parent-${user.parentId}`;
  return `User-${user.id}`;
}

/** The person spoofing, as the effective signed-in user carries it. */
export interface SpoofedBy {
  id: number;
  firstName: string;
  lastName: string;
}

/** What the spoof rule needs about the spoofer (the real, signed-in user). */
export interface SpoofRequester {
  id: number;
  roles: readonly string[];
  /** Tutor (employee) ids of the members of the teams this user manages. */
  managedTutorIds: readonly number[];
}

/** What the spoof rule needs about the target, loaded from the header's reference. */
export interface SpoofTarget {
  type: SpoofType;
  userId: number;
  roles: readonly string[];
  /** The target's tutor record, when they are a tutor. */
  tutorId: number | null;
}

/**
 * Whether `spoofer` may act as `target`:
 * - admins may spoof a Tutor, Employee, Student or Parent (the spec lists these types);
 * - faculty leaders may spoof any tutor;
 * - a tutor who manages a team may spoof the tutors of that team;
 * - never oneself, never an admin, and never someone holding a role the spoofer lacks unless
 *   the spoofer is an admin: a spoof shows what the target sees, it must not grant more rights
 *   than the spoofer has (a team manager may not become a faculty leader by spoofing one).
 */
export function canSpoof(spoofer: SpoofRequester, target: SpoofTarget): boolean {
  if (spoofer.id === target.userId) return false;
  if (hasRole(target.roles, 'admin')) return false;
  if (hasRole(spoofer.roles, 'admin')) return true;
  const spooferRoles = new Set(spoofer.roles.map((role) => role.toLowerCase()));
  if (!target.roles.every((role) => spooferRoles.has(role.toLowerCase()))) return false;
  if (target.type !== 'Tutor' || target.tutorId === null) return false;
  if (hasRole(spoofer.roles, 'faculty_leader')) return true;
  return hasRole(spoofer.roles, 'tutor') && spoofer.managedTutorIds.includes(target.tutorId);
}

/** True while the effective user is being spoofed. */
export function isSpoofing(user: Pick<AuthUser, 'spoofedBy'>): boolean {
  return Boolean(user.spoofedBy);
}

/**
 * Notices are not cleared and acknowledge buttons are hidden while spoofing (spec §4): the
 * notices belong to the target, who has not read them.
 */
export function canAcknowledgeNotices(user: Pick<AuthUser, 'spoofedBy'>): boolean {
  return !isSpoofing(user);
}
