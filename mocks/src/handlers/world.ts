import type { CourseStatus, Enrollment, Role, SessionType } from '@tp/domain';
import type { DemoWorld as GeneratedWorld } from '@tp/server/demo-world';

/**
 * The demo world as these handlers read it. The server types the world's rows by Drizzle's
 * insert types, where every defaulted column is optional; the generator fills every column
 * all the same (the server's seed test checks it), so here each row is complete, with the
 * narrow domain types the wire records use.
 */
type Complete<Row, Narrow = object> = Omit<Required<Row>, keyof Narrow> & Narrow;
type RowOf<K extends Exclude<keyof GeneratedWorld, 'now'>> = GeneratedWorld[K][number];

export type UserRow = Complete<Omit<RowOf<'users'>, 'passwordHash'>, { roles: Role[] }>;
export type DepartmentRow = Complete<RowOf<'departments'>>;
export type BrandRow = Complete<RowOf<'brands'>>;
export type SubjectRow = Complete<RowOf<'subjects'>>;
export type EmployeeRow = Complete<RowOf<'employees'>>;
export type TutorRow = Complete<RowOf<'tutors'>>;
export type ParentRow = Complete<RowOf<'parents'>>;
export type StudentRow = Complete<RowOf<'students'>>;
export type CourseRow = Complete<RowOf<'courses'>, { status: CourseStatus }>;
export type EnrollmentRow = Complete<RowOf<'enrollments'>, { status: Enrollment['status'] }>;
export type SessionRow = Complete<RowOf<'sessions'>, { type: SessionType }>;
export type AssignmentRow = Complete<RowOf<'assignments'>>;
export type AttendanceRow = Complete<RowOf<'attendances'>>;
export type AvailabilityRow = Complete<RowOf<'availabilities'>>;
export type NoticeRow = Complete<RowOf<'notices'>>;
export type TeamRow = Complete<RowOf<'teams'>>;
export type TeamMembershipRow = Complete<RowOf<'teamMemberships'>>;

export interface DemoWorld {
  now: Date;
  users: UserRow[];
  departments: DepartmentRow[];
  brands: BrandRow[];
  subjects: SubjectRow[];
  employees: EmployeeRow[];
  tutors: TutorRow[];
  parents: ParentRow[];
  students: StudentRow[];
  courses: CourseRow[];
  enrollments: EnrollmentRow[];
  sessions: SessionRow[];
  assignments: AssignmentRow[];
  attendances: AttendanceRow[];
  availabilities: AvailabilityRow[];
  notices: NoticeRow[];
  teams: TeamRow[];
  teamMemberships: TeamMembershipRow[];
}

/** The generated world, read as complete rows (see above: the generator fills every column). */
export function completeWorld(world: GeneratedWorld): DemoWorld {
  return world as unknown as DemoWorld;
}
