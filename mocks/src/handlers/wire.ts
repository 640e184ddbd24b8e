import type {
  Assignment,
  Attendance,
  Availability,
  Brand,
  Course,
  Department,
  Enrollment,
  Parent,
  Session,
  Student,
  Subject,
  Tutor,
} from '@tp/domain';
import type {
  AssignmentRow,
  AttendanceRow,
  AvailabilityRow,
  BrandRow,
  CourseRow,
  DemoWorld,
  DepartmentRow,
  EnrollmentRow,
  ParentRow,
  SessionRow,
  StudentRow,
  SubjectRow,
  TutorRow,
} from './world.ts';

/**
 * Rows to wire records, field for field as the server's resource definitions serialise them
 * (server/src/resources/definitions/*.ts): camelCase keys, ISO timestamps, counts computed,
 * nothing secret (no password hash, no calendar token).
 */
const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function departmentWire(row: DepartmentRow): Department {
  return { id: row.id, name: row.name };
}

export function brandWire(row: BrandRow): Brand {
  const { createdAt: _createdAt, ...wire } = row;
  return wire;
}

export function subjectWire(row: SubjectRow): Subject {
  return { ...row };
}

export function courseWire(row: CourseRow, world: DemoWorld): Course {
  return {
    ...row,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    enrollmentsCount: world.enrollments.filter(
      (e) => e.courseId === row.id && e.status === 'active',
    ).length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function sessionWire(row: SessionRow, world: DemoWorld): Session {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    attendanceTakenAt: iso(row.attendanceTakenAt),
    launchedAt: iso(row.launchedAt),
    assignmentsCount: world.assignments.filter((a) => a.sessionId === row.id).length,
    attendancesCount: world.attendances.filter((a) => a.sessionId === row.id).length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function assignmentWire(row: AssignmentRow): Assignment {
  return { ...row, joinedAt: iso(row.joinedAt) };
}

export function attendanceWire(row: AttendanceRow): Attendance {
  return { ...row, sessionSupervisorId: null, joinedAt: iso(row.joinedAt) };
}

export function availabilityWire(row: AvailabilityRow): Availability {
  const { createdAt: _createdAt, ...rest } = row;
  return { ...rest, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** A tutor's public face: its employee, user and tutor rows joined; `id` is the employee id. */
export function tutorWire(row: TutorRow, world: DemoWorld): Tutor {
  const employee = world.employees.find((e) => e.id === row.id);
  const user = world.users.find((u) => u.id === employee?.userId);
  if (!employee || !user) throw new Error(`Tutor ${row.id} has no employee or user`);
  return {
    id: row.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    lastInitial: user.lastName.slice(0, 1),
    email: user.email,
    phone: user.phone,
    timeZone: user.timeZone,
    avatarUrl: null,
    acceptNewStudents: row.acceptNewStudents,
    featured: row.featured,
    essayGrader: row.essayGrader,
    curriculumWork: row.curriculumWork,
    deliveryTarget: row.deliveryTarget,
    availabilityTarget: row.availabilityTarget,
    active: employee.active,
  };
}

export function studentWire(row: StudentRow): Student {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    grade: row.grade,
    timeZone: row.timeZone,
    parentId: row.parentId,
    points: row.points,
    active: row.active,
  };
}

export function parentWire(row: ParentRow, world: DemoWorld): Parent {
  const user = world.users.find((u) => u.id === row.userId);
  if (!user) throw new Error(`Parent ${row.id} has no user`);
  return {
    id: row.id,
    userId: row.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    timeZone: user.timeZone,
  };
}

export function enrollmentWire(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    courseId: row.courseId,
    studentId: row.studentId,
    status: row.status,
    startsAt: iso(row.startsAt),
  };
}
