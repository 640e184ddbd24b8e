import type { CourseStatus, Role, SessionType } from '@tp/domain';

/**
 * Rows of the demo world. Each interface mirrors one Drizzle table of
 * server/src/db/schema/*.ts: the same camelCase property names as its insert type, every
 * column given (defaults included) so the MSW handlers can serialise a row without the
 * database, and an explicit integer id counted from 1.
 *
 * Timestamps are `Date` values (UTC instants), exactly what Drizzle's `timestamp` columns
 * take and return, so the server's seed inserts the rows as they are; the MSW handlers
 * write them as ISO strings on the wire like the server does.
 */

/** users, without `passwordHash`: the seed gives every user the hash of DEMO_PASSWORD. */
export interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  timeZone: string | null;
  language: string;
  roles: Role[];
  confirmedAt: Date | null;
  unconfirmedEmail: string | null;
  failedAttempts: number;
  lockedAt: Date | null;
  frozenAt: Date | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface DepartmentRow {
  id: number;
  name: string;
  createdAt: Date;
}

export interface BrandRow {
  id: number;
  name: string;
  departmentId: number;
  active: boolean;
  includePoints: boolean;
  includeSessions: boolean;
  includeStudents: boolean;
  includeEmployees: boolean;
  includeJointSessions: boolean;
  includeScoreReports: boolean;
  allowManualAttendance: boolean;
  forceDuration: number | null;
  createdAt: Date;
}

export interface SubjectRow {
  id: number;
  name: string;
  categoryName: string;
  language: string;
}

export type EmployeeType = 'Employee' | 'Tutor';

export interface EmployeeRow {
  id: number;
  userId: number;
  type: EmployeeType;
  title: string;
  active: boolean;
  hireDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
}

/** The `tutors` row of an employee of type Tutor: `id` is that employee's id. */
export interface TutorRow {
  id: number;
  acceptNewStudents: boolean;
  featured: boolean;
  essayGrader: boolean;
  curriculumWork: boolean;
  deliveryTarget: number;
  availabilityTarget: number;
  calendarToken: string | null;
}

export interface ParentRow {
  id: number;
  userId: number;
  /** The advisor (an employee) who looks after the family. */
  employeeId: number | null;
  status: string;
  createdAt: Date;
}

export interface StudentRow {
  id: number;
  userId: number | null;
  parentId: number | null;
  firstName: string;
  lastName: string;
  grade: number | null;
  timeZone: string | null;
  points: number;
  active: boolean;
  createdAt: Date;
}

export interface CourseRow {
  id: number;
  title: string;
  name: string;
  status: CourseStatus;
  brandId: number;
  subjectId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  duration: number | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type EnrollmentStatus = 'active' | 'canceled';

export interface EnrollmentRow {
  id: number;
  courseId: number;
  studentId: number;
  status: EnrollmentStatus;
  startsAt: Date | null;
  createdAt: Date;
}

export interface SessionRow {
  id: number;
  courseId: number;
  type: SessionType;
  name: string | null;
  startsAt: Date;
  endsAt: Date;
  /** Minutes; always endsAt - startsAt. */
  duration: number;
  online: boolean;
  place: string | null;
  room: string | null;
  /** The primary tutor (an employee id). */
  supervisorId: number | null;
  employeesRequired: number;
  notes: string | null;
  attendanceTakenAt: Date | null;
  launchedAt: Date | null;
  suppressAttendance: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface AssignmentRow {
  id: number;
  sessionId: number;
  employeeId: number;
  supervisor: boolean;
  attended: boolean | null;
  joinedAt: Date | null;
}

export interface AttendanceRow {
  id: number;
  sessionId: number;
  studentId: number;
  /** null while pending (future sessions). */
  attended: boolean | null;
  joinedAt: Date | null;
  notes: string | null;
  points: number;
}

export interface AvailabilityRow {
  id: number;
  tutorId: number;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  locked: boolean;
  maxedOut: boolean;
  createdAt: Date;
}

export interface NoticeRow {
  id: number;
  userId: number;
  title: string;
  message: string;
  linkId: number | null;
  readAt: Date | null;
  dueAt: Date | null;
  createdAt: Date;
}

/** teams: a team of tutors with its manager (an employee). */
export interface TeamRow {
  id: number;
  name: string;
  type: string;
  managerId: number | null;
  createdAt: Date;
}

export type TeamMemberRole = 'tutor' | 'advisor';

/** team_memberships: an employee in a team, as one of its tutors or advisors. */
export interface TeamMembershipRow {
  id: number;
  teamId: number;
  employeeId: number;
  role: TeamMemberRole;
}

/** The whole demo world, one array per table, in foreign-key order. */
export interface DemoWorld {
  /** The instant the world was generated around. */
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

/** The table arrays of a world (everything but `now`), in the order they can be inserted. */
export const WORLD_TABLES = [
  'users',
  'departments',
  'brands',
  'subjects',
  'employees',
  'tutors',
  'parents',
  'students',
  'courses',
  'enrollments',
  'sessions',
  'assignments',
  'attendances',
  'availabilities',
  'notices',
  'teams',
  'teamMemberships',
] as const satisfies readonly (keyof DemoWorld)[];

export type WorldTable = (typeof WORLD_TABLES)[number];
