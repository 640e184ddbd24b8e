import {
  CRUD_ACTIONS,
  RESOURCE_CONTRACTS,
  ROLES,
  actorFlags,
  canAttachFiles,
  hasRole,
  isStaff,
  readableFields,
  ruleOf,
  writableFields,
  type Actor,
  type ActorFlags,
  type ResourceContract,
  type Role,
} from '@tp/domain';

/** The flags a user holds through their tutor record (the others follow from roles). */
const TUTOR_FLAGS = ['essayGrader', 'curriculumWork'] as const;
export type TutorFlag = (typeof TUTOR_FLAGS)[number];

/** The roles whose `own` reach the server turns into read scopes (a user's records). */
export const OWN_ROLES = ['tutor', 'student', 'parent'] as const;

/** One kind of user the permission rules tell apart: the matrix has a row for each. */
export interface RoleClass {
  /** `advisor`, `tutor+parent`, `tutor (essayGrader)`, `no roles`. */
  label: string;
  roles: Role[];
  flags: TutorFlag[];
  /** Every role (or combination) the rules answer alike to this one. */
  sameAs: string[];
}

function actorOf(roles: Role[], flags: readonly TutorFlag[]): Actor {
  const tutorFlags = { essayGrader: false, curriculumWork: false };
  for (const flag of flags) tutorFlags[flag] = true;
  const derived: ActorFlags = actorFlags(roles, hasRole(roles, 'tutor') ? tutorFlags : null);
  return {
    id: 1,
    roles,
    tutorId: null,
    employeeId: null,
    studentId: null,
    parentId: null,
    flags: derived,
  };
}

const fieldsKey = (fields: 'all' | readonly string[]) =>
  fields === 'all' ? 'all' : [...fields].sort().join(',');

/**
 * What every rule answers for a user with these roles and flags: the reach of every action of
 * every contract (an `own` read names the own roles held, whose read scopes the server ORs),
 * the fields they read and write without a record, and the role rules of the hand-written
 * routes (attaching files; staff delete any upload and set any avatar). Two users with the
 * same signature are judged alike by every rule, so the matrix needs one row for them.
 */
export function ruleSignature(roles: Role[], flags: readonly TutorFlag[] = []): string {
  const actor = actorOf(roles, flags);
  const ownRoles = OWN_ROLES.filter((role) => hasRole(roles, role)).join('+');
  const parts: string[] = [];
  for (const named of Object.values(RESOURCE_CONTRACTS)) {
    const contract = named as unknown as ResourceContract;
    for (const action of [...CRUD_ACTIONS, ...Object.keys(contract.actions ?? {})]) {
      const reach = ruleOf(contract, action).reach(actor);
      // An own read is the union of the scopes of the own roles held; an own write is decided
      // by the rule on the record, whatever the roles.
      const scoped = reach === 'own' && action === 'read' ? `own(${ownRoles})` : reach;
      parts.push(`${contract.name}.${action}=${scoped}`);
    }
    parts.push(`${contract.name} reads ${fieldsKey(readableFields(contract, actor))}`);
    parts.push(`${contract.name} writes ${fieldsKey(writableFields(contract, actor))}`);
  }
  parts.push(`attaches files=${canAttachFiles(roles)}`, `staff=${isStaff(roles)}`);
  return parts.join('\n');
}

function labelOf(roles: Role[], flags: readonly TutorFlag[]): string {
  const base = roles.length === 0 ? 'no roles' : roles.join('+');
  return flags.length === 0 ? base : `${base} (${flags.join(', ')})`;
}

/**
 * The classes of users the rules distinguish, derived from the rules themselves: every single
 * role (and no role at all), grouped by signature; then every pair of those classes and every
 * tutor flag, kept when they make a signature of their own (a tutor who is also a parent
 * reads both sets; an employee who tutors reads everything but writes only their own).
 */
export function roleClasses(): RoleClass[] {
  const classes = new Map<string, RoleClass>();
  const add = (roles: Role[], flags: TutorFlag[] = []) => {
    const signature = ruleSignature(roles, flags);
    const known = classes.get(signature);
    if (known) known.sameAs.push(labelOf(roles, flags));
    else classes.set(signature, { label: labelOf(roles, flags), roles, flags, sameAs: [] });
  };
  add([]);
  for (const role of ROLES) add([role]);
  const singles = [...classes.values()].filter((c) => c.roles.length === 1);
  for (const [index, first] of singles.entries()) {
    for (const second of singles.slice(index + 1)) add([...first.roles, ...second.roles]);
  }
  for (const known of [...classes.values()]) {
    if (!hasRole(known.roles, 'tutor') || known.flags.length > 0) continue;
    for (const flag of TUTOR_FLAGS) add(known.roles, [flag]);
  }
  return [...classes.values()];
}
