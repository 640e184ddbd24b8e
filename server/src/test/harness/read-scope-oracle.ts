import {
  contractOf,
  hasRole,
  isOwnTeam,
  ruleOf,
  type Actor,
  type ResourceContract,
  type ResourceName,
  type Team,
} from '@tp/domain';
import type { WireRecord } from '../../resources/types.ts';
import type { WorldSnapshot } from './matrix-world.ts';

type OwnRole = 'tutor' | 'student' | 'parent';
const OWN_ROLES: readonly OwnRole[] = ['tutor', 'student', 'parent'];

/** The relations between the world's records that the spec's "own" reads follow. */
class Relations {
  constructor(private readonly records: Record<ResourceName, WireRecord[]>) {}

  of(resource: ResourceName): WireRecord[] {
    return this.records[resource] ?? [];
  }

  private ids(resource: ResourceName, keep: (record: WireRecord) => boolean): Set<number> {
    return new Set(
      this.of(resource)
        .filter(keep)
        .map((r) => r.id as number),
    );
  }

  /** The non-null values of `key` among the records kept (a student without a parent has none). */
  private values(resource: ResourceName, keep: (r: WireRecord) => boolean, key: string) {
    return new Set(
      this.of(resource)
        .filter(keep)
        .flatMap((r) => (typeof r[key] === 'number' ? [r[key]] : [])),
    );
  }

  /** Sessions a tutor supervises or is assigned to (spec scheduling §6: "their" sessions). */
  tutorSessions(actor: Actor): Set<number> {
    const me = actor.employeeId;
    if (me === null) return new Set();
    return new Set([
      ...this.ids('sessions', (s) => s.supervisorId === me),
      ...this.values('assignments', (a) => a.employeeId === me, 'sessionId'),
    ]);
  }

  /** The students a student or parent acts for: themself, or a parent's children. */
  studentsOf(actor: Actor, as: 'student' | 'parent'): Set<number> {
    if (as === 'student') return new Set(actor.studentId === null ? [] : [actor.studentId]);
    if (actor.parentId === null) return new Set();
    return this.ids('students', (s) => s.parentId === actor.parentId);
  }

  sessionsAttendedBy(studentIds: Set<number>): Set<number> {
    return this.values('attendances', (a) => studentIds.has(a.studentId as number), 'sessionId');
  }

  studentsAttending(sessionIds: Set<number>): Set<number> {
    return this.values('attendances', (a) => sessionIds.has(a.sessionId as number), 'studentId');
  }

  coursesOfSessions(sessionIds: Set<number>): Set<number> {
    return this.values('sessions', (s) => sessionIds.has(s.id as number), 'courseId');
  }

  coursesEnrolledBy(studentIds: Set<number>): Set<number> {
    return this.values('enrollments', (e) => studentIds.has(e.studentId as number), 'courseId');
  }

  where(resource: ResourceName, key: string, ids: Set<number>): Set<number> {
    return this.ids(resource, (r) => ids.has(r[key] as number));
  }

  parentsOf(studentIds: Set<number>): Set<number> {
    return this.values('students', (s) => studentIds.has(s.id as number), 'parentId');
  }
}

type OwnScope = (actor: Actor, world: Relations) => Set<number>;

/** A student's or parent's scope from the students they act for. */
const forStudents =
  (build: (studentIds: Set<number>, world: Relations) => Set<number>) =>
  (as: 'student' | 'parent'): OwnScope =>
  (actor, world) =>
    build(world.studentsOf(actor, as), world);

function sameForStudentsAndParents(
  build: (studentIds: Set<number>, world: Relations) => Set<number>,
) {
  return { student: forStudents(build)('student'), parent: forStudents(build)('parent') };
}

/**
 * What "own" means for each resource a tutor, student or parent reads with reach `own`,
 * stated from the spec over the world's records, independently of the server's SQL scopes
 * (resources/definitions/*), which the matrix checks against it:
 * - a tutor: the sessions they supervise or are assigned to, and what hangs on them (their
 *   courses and those courses' enrollments, the students attending and their parents, the
 *   staffing and attendance of those sessions); their own availability;
 * - a student (or a parent, for each child): the sessions attended and their staffing, their
 *   own attendances and enrollments, the courses enrolled in, themself (their children) and
 *   their parent (themself); availabilities that are not locked (spec scheduling §6: "Only
 *   non-locked availabilities are shown to non-tutor apps").
 * A resource whose read reach is `own` for a role missing here fails the matrix: say what the
 * role owns before serving it.
 */
const OWN_READ_SCOPES: Partial<Record<ResourceName, Partial<Record<OwnRole, OwnScope>>>> = {
  // A tutoring is a session (same id) booked on a student's enrollment: the tutor's when it is
  // one of their sessions, the student's (a parent's child's) when it is booked for them.
  tutorings: {
    tutor: (actor, world) => world.where('tutorings', 'id', world.tutorSessions(actor)),
    ...sameForStudentsAndParents((ids, world) => world.where('tutorings', 'studentId', ids)),
  },
  sessions: {
    tutor: (actor, world) => world.tutorSessions(actor),
    ...sameForStudentsAndParents((ids, world) => world.sessionsAttendedBy(ids)),
  },
  // A tutor reads the messages they sent (the updates to their courses' families).
  messages: {
    tutor: (actor, world) => world.where('messages', 'senderId', new Set([actor.id])),
    // A student or parent reads none; their reach is `own` only beside a tutor role.
    student: () => new Set(),
    parent: () => new Set(),
  },
  courses: {
    tutor: (actor, world) => world.coursesOfSessions(world.tutorSessions(actor)),
    ...sameForStudentsAndParents((ids, world) => world.coursesEnrolledBy(ids)),
  },
  assignments: {
    tutor: (actor, world) => world.where('assignments', 'sessionId', world.tutorSessions(actor)),
    ...sameForStudentsAndParents((ids, world) =>
      world.where('assignments', 'sessionId', world.sessionsAttendedBy(ids)),
    ),
  },
  attendances: {
    tutor: (actor, world) => world.where('attendances', 'sessionId', world.tutorSessions(actor)),
    ...sameForStudentsAndParents((ids, world) => world.where('attendances', 'studentId', ids)),
  },
  availabilities: {
    tutor: (actor, world) =>
      world.where('availabilities', 'tutorId', new Set(actor.tutorId ? [actor.tutorId] : [])),
    ...sameForStudentsAndParents(
      (_ids, world) =>
        new Set(world.of('availabilities').flatMap((a) => (a.locked ? [] : [a.id as number]))),
    ),
  },
  pending_tutorings: {
    // A tutor's own time: tutors share their employee's id.
    tutor: (actor, world) =>
      world.where(
        'pending_tutorings',
        'tutorId',
        new Set(actor.employeeId ? [actor.employeeId] : []),
      ),
    // Families read none: their dates reach them once booked, as tutorings.
    student: () => new Set(),
    parent: () => new Set(),
  },
  installments: {
    // A family's plan: the installments of their own enrollments. Tutors read none.
    tutor: () => new Set(),
    ...sameForStudentsAndParents((ids, world) =>
      world.where('installments', 'enrollmentId', world.where('enrollments', 'studentId', ids)),
    ),
  },
  enrollments: {
    // The enrollments of the courses a tutor teaches, and those that chose them as tutor.
    tutor: (actor, world) =>
      new Set([
        ...world.where(
          'enrollments',
          'courseId',
          world.coursesOfSessions(world.tutorSessions(actor)),
        ),
        ...world.where(
          'enrollments',
          'tutorId',
          new Set(actor.employeeId ? [actor.employeeId] : []),
        ),
      ]),
    ...sameForStudentsAndParents((ids, world) => world.where('enrollments', 'studentId', ids)),
  },
  students: {
    tutor: (actor, world) => world.studentsAttending(world.tutorSessions(actor)),
    ...sameForStudentsAndParents((ids) => ids),
  },
  // Gems belong to their student: a tutor's students' and a family's own.
  student_badges: {
    tutor: (actor, world) =>
      world.where(
        'student_badges',
        'studentId',
        world.studentsAttending(world.tutorSessions(actor)),
      ),
    ...sameForStudentsAndParents((ids, world) => world.where('student_badges', 'studentId', ids)),
  },
  // A student's study areas: a tutor's students', a family's own (issue 11).
  study_areas: {
    tutor: (actor, world) =>
      world.where('study_areas', 'studentId', world.studentsAttending(world.tutorSessions(actor))),
    ...sameForStudentsAndParents((ids, world) => world.where('study_areas', 'studentId', ids)),
  },
  // Everyone's own notices (spec scheduling §4), whatever their roles.
  notices: {
    tutor: (actor, world) => world.where('notices', 'userId', new Set([actor.id])),
    student: (actor, world) => world.where('notices', 'userId', new Set([actor.id])),
    parent: (actor, world) => world.where('notices', 'userId', new Set([actor.id])),
  },
  // Spec staff-and-crm §1: "Tutors see their own reviews" (those about them); the spec gives
  // students and parents none (a tutor who is also one still reads only those about them).
  reviews: {
    tutor: (actor, world) =>
      world.where('reviews', 'tutorId', new Set(actor.tutorId ? [actor.tutorId] : [])),
    student: () => new Set(),
    parent: () => new Set(),
  },
  parents: {
    tutor: (actor, world) => world.parentsOf(world.studentsAttending(world.tutorSessions(actor))),
    student: forStudents((ids, world) => world.parentsOf(ids))('student'),
    parent: (actor) => new Set(actor.parentId === null ? [] : [actor.parentId]),
  },
  // A tutor's tutoring histories are those with their students (the tutor is the history's).
  tutoring_histories: {
    tutor: (actor, world) =>
      world.where(
        'tutoring_histories',
        'tutorId',
        new Set(actor.employeeId ? [actor.employeeId] : []),
      ),
    // A student or parent reads no history; their reach is `own` only beside a tutor role.
    student: () => new Set(),
    parent: () => new Set(),
  },
  // A tutor's education is theirs (issue 25); students and parents read none.
  tutor_degrees: {
    tutor: (actor, world) =>
      world.where('tutor_degrees', 'tutorId', new Set(actor.tutorId ? [actor.tutorId] : [])),
    student: () => new Set(),
    parent: () => new Set(),
  },
  // Spec scheduling §2: a tutor's calendar holds their own events; students and parents read
  // none (their reach is `own` only beside a tutor role).
  events: {
    tutor: (actor, world) =>
      world.where('events', 'attendeeId', new Set(actor.employeeId ? [actor.employeeId] : [])),
    student: () => new Set(),
    parent: () => new Set(),
  },
  // Spec staff-and-crm §1: tutors see their own team (one they manage or belong to).
  teams: {
    tutor: (actor, world) =>
      new Set(
        world
          .of('teams')
          .filter((t) => isOwnTeam(actor, t as unknown as Team))
          .map((t) => t.id as number),
      ),
    // A student or parent is in no team; their reach is `own` only beside a tutor role.
    student: () => new Set(),
    parent: () => new Set(),
  },
};

/**
 * Which records each viewer may read: domain's read reach (`all`, `none`), and for `own` the
 * union of the scopes above over the own roles the viewer holds.
 */
export class ReadOracle {
  private readonly relations: Relations;
  private readonly cache = new WeakMap<Actor, Map<ResourceName, Set<number>>>();

  constructor(snapshot: WorldSnapshot) {
    this.relations = new Relations(snapshot.records);
  }

  records(resource: ResourceName): WireRecord[] {
    return this.relations.of(resource);
  }

  record(resource: ResourceName, id: unknown): WireRecord | undefined {
    return this.records(resource).find((r) => r.id === id);
  }

  /** The ids of the records the actor may read (none when signed out). */
  readableIds(actor: Actor | null, resource: ResourceName): Set<number> {
    if (!actor) return new Set();
    let byResource = this.cache.get(actor);
    if (!byResource) this.cache.set(actor, (byResource = new Map()));
    let ids = byResource.get(resource);
    if (!ids) byResource.set(resource, (ids = this.computeReadable(actor, resource)));
    return ids;
  }

  canRead(actor: Actor | null, resource: ResourceName, record: WireRecord): boolean {
    return this.readableIds(actor, resource).has(record.id as number);
  }

  /**
   * Whether the record is the actor's own (to name a cell), whatever their reach: themself, or
   * within the scope of their own roles (a parent's children, a tutor's sessions).
   */
  isOwn(actor: Actor | null, resource: ResourceName, record: WireRecord): boolean {
    if (!actor) return false;
    const selfId: Partial<Record<ResourceName, number | null>> = {
      users: actor.id,
      tutors: actor.tutorId,
      students: actor.studentId,
      parents: actor.parentId,
    };
    return (
      record.id === selfId[resource] || this.ownScopeIds(actor, resource).has(record.id as number)
    );
  }

  private ownScopeIds(actor: Actor, resource: ResourceName): Set<number> {
    const scopes = OWN_READ_SCOPES[resource] ?? {};
    const ids = new Set<number>();
    for (const role of OWN_ROLES) {
      const scope = scopes[role];
      if (hasRole(actor.roles, role) && scope) {
        for (const id of scope(actor, this.relations)) ids.add(id);
      }
    }
    return ids;
  }

  private computeReadable(actor: Actor, resource: ResourceName): Set<number> {
    const contract = contractOf(resource) as unknown as ResourceContract;
    const reach = ruleOf(contract, 'read').reach(actor);
    if (reach === 'none') return new Set();
    if (reach === 'all') return new Set(this.records(resource).map((r) => r.id as number));
    const missing = OWN_ROLES.filter(
      (role) => hasRole(actor.roles, role) && !OWN_READ_SCOPES[resource]?.[role],
    );
    if (missing.length > 0) {
      throw new Error(
        `${resource} is read with reach "own" by ${missing.join(', ')}, which the matrix's read-scope oracle does not state`,
      );
    }
    return this.ownScopeIds(actor, resource);
  }
}
