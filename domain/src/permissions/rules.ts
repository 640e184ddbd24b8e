import { SCHEDULING_STAFF_ROLES, hasAnyRole, hasRole, isStaff, type Role } from '../roles.ts';
import type { Actor } from './actor.ts';

/**
 * How far an action reaches for an actor:
 * - `all`: every record;
 * - `own`: only the actor's records. For reads the server turns `own` into a query scope
 *   (a student's sessions are those they attend: a relation, not a field); for writes and
 *   actions the rule's `own(actor, record)` decides on the record itself;
 * - `none`: nothing (the server answers 403 for the collection, 404 for a record).
 */
export type Reach = 'all' | 'own' | 'none';

/** Who may do one thing to a resource's records. */
export interface AccessRule<R> {
  reach(actor: Actor): Reach;
  /** With reach `own`: whether this record is the actor's. Required for writes and actions. */
  own?(actor: Actor, record: R): boolean;
}

const rule = <R>(reach: (actor: Actor) => Reach, own?: AccessRule<R>['own']): AccessRule<R> =>
  own ? { reach, own } : { reach };

/** Only these roles, on every record. */
export function rolesOnly<R>(roles: readonly Role[]): AccessRule<R> {
  return rule((actor) => (hasAnyRole(actor.roles, roles) ? 'all' : 'none'));
}

export const adminOnly = <R>(): AccessRule<R> => rolesOnly<R>(['admin']);
export const schedulingStaff = <R>(): AccessRule<R> => rolesOnly<R>(SCHEDULING_STAFF_ROLES);
export const staffOnly = <R>(): AccessRule<R> =>
  rule((actor) => (isStaff(actor.roles) ? 'all' : 'none'));
export const anySignedIn = <R>(): AccessRule<R> =>
  rule((actor) => (actor.roles.length > 0 ? 'all' : 'none'));
export const nobody = <R>(): AccessRule<R> => rule(() => 'none');

/** Staff read everything; tutors, students and parents their own (the server's scope). */
export const staffOrOwn = <R>(): AccessRule<R> =>
  rule((actor) =>
    isStaff(actor.roles)
      ? 'all'
      : hasAnyRole(actor.roles, ['tutor', 'student', 'parent'])
        ? 'own'
        : 'none',
  );

/**
 * As `staffOrOwn`, for a collection action that reads: its query applies the read scopes, so
 * every record it reaches is the actor's (it has no record of its own to decide on).
 */
export const staffOrOwnInScope = <R>(): AccessRule<R> => ({ ...staffOrOwn<R>(), own: () => true });

/** Staff on every record; a student or parent on their own (money); tutors and others none. */
export const staffOrFamilyOwn = <R>(): AccessRule<R> =>
  rule((actor) =>
    isStaff(actor.roles) ? 'all' : hasAnyRole(actor.roles, ['student', 'parent']) ? 'own' : 'none',
  );

/** Scheduling staff on every record; a tutor on the records `own` accepts. */
export function schedulingStaffOrTutor<R>(own: (actor: Actor, record: R) => boolean) {
  return rule<R>(
    (actor) =>
      hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
        ? 'all'
        : hasRole(actor.roles, 'tutor')
          ? 'own'
          : 'none',
    own,
  );
}

/**
 * Booking (POST /tutorings): scheduling staff on every record, a tutor on the records `own`
 * accepts, and a student or parent for their own students (the booking service checks the
 * student is theirs: a collection action has no record to decide on).
 */
export function schedulingStaffTutorOrFamily<R>(own: (actor: Actor, record: R) => boolean) {
  return rule<R>(
    (actor) =>
      hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
        ? 'all'
        : hasAnyRole(actor.roles, ['tutor', 'student', 'parent'])
          ? 'own'
          : 'none',
    (actor, record) => (hasRole(actor.roles, 'tutor') ? own(actor, record) : true),
  );
}

/**
 * Only these family roles, on their own students' records: the resource's read scope already
 * limits them to those (others answer 404), so every record they reach is theirs.
 */
export function familyOwn<R>(roles: readonly Role[]): AccessRule<R> {
  return rule<R>(
    (actor) => (!isStaff(actor.roles) && hasAnyRole(actor.roles, roles) ? 'own' : 'none'),
    () => true,
  );
}

/** Scheduling staff on every record (on a family's behalf); a student or parent on their own. */
export function schedulingStaffOrFamilyOwn<R>(): AccessRule<R> {
  return rule<R>(
    (actor) =>
      hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
        ? 'all'
        : !isStaff(actor.roles) && hasAnyRole(actor.roles, ['student', 'parent'])
          ? 'own'
          : 'none',
    () => true,
  );
}

/**
 * Scheduling staff on every record; any other employee, a tutor or staff, on the records `own`
 * accepts (what they supervise: spec scheduling §6, "A session's supervisor (tutor or
 * employee) can edit the attendance").
 */
export function schedulingStaffOrEmployee<R>(own: (actor: Actor, record: R) => boolean) {
  return rule<R>(
    (actor) =>
      hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
        ? 'all'
        : hasRole(actor.roles, 'tutor') || isStaff(actor.roles)
          ? 'own'
          : 'none',
    own,
  );
}

/** A rule for a role with `own` records, everyone else none. */
export function staffOrRoleOwn<R>(
  role: Role,
  own?: (actor: Actor, record: R) => boolean,
): AccessRule<R> {
  return rule<R>(
    (actor) => (isStaff(actor.roles) ? 'all' : hasRole(actor.roles, role) ? 'own' : 'none'),
    own,
  );
}

/**
 * Whether the rule allows the actor on `record` (or at all, without one). A read rule may
 * leave `own` to the server's query scope (a record the caller holds was read through it); a
 * write rule without `own` allows nothing of reach `own`.
 */
export function allows<R>(
  rule: AccessRule<R>,
  actor: Actor,
  record: R | undefined,
  kind: 'read' | 'write',
): boolean {
  const reach = rule.reach(actor);
  if (reach === 'all') return true;
  if (reach === 'none') return false;
  if (record === undefined) return true;
  if (rule.own) return rule.own(actor, record);
  return kind === 'read';
}

/**
 * Who reads a student's hours: staff any student's; the student and their parent their own
 * (the read scope hides the others: 404). Tutors do not see the family's money.
 */
export function staffOrFamily<R>(): AccessRule<R> {
  return {
    reach: (actor) =>
      isStaff(actor.roles)
        ? 'all'
        : hasAnyRole(actor.roles, ['student', 'parent'])
          ? 'own'
          : 'none',
    own: () => true,
  };
}
