/**
 * Wire shapes of the v2 resources this slice serves (camelCase keys, ISO timestamps in UTC).
 * Associations appear only when asked for with `include`.
 */
export type CourseStatus = 'published' | 'unpublished' | 'canceled';
export const COURSE_STATUSES: readonly CourseStatus[] = ['published', 'unpublished', 'canceled'];

export type SessionType =
  | 'Tutoring'
  | 'Session::ManuallyAttendable'
  | 'Session::TutoringSplit'
  | 'Course';
export const SESSION_TYPES: readonly SessionType[] = [
  'Tutoring',
  'Session::ManuallyAttendable',
  'Session::TutoringSplit',
  'Course',
];

export interface Department {
  id: number;
  name: string;
}

export interface Brand {
  id: number;
  name: string;
  departmentId: number;
  department?: Department;
  active: boolean;
  includePoints: boolean;
  includeSessions: boolean;
  includeStudents: boolean;
  includeEmployees: boolean;
  includeJointSessions: boolean;
  includeScoreReports: boolean;
  allowManualAttendance: boolean;
  forceDuration: number | null;
}

export interface Subject {
  id: number;
  name: string;
  categoryName: string;
  language: string;
}

export interface Course {
  id: number;
  title: string;
  name: string;
  status: CourseStatus;
  brandId: number;
  brand?: Brand;
  subjectId: number | null;
  subject?: Subject | null;
  startsAt: string | null;
  endsAt: string | null;
  duration: number | null;
  notes: string | null;
  enrollmentsCount: number;
  createdAt: string;
  updatedAt: string;
  sessions?: Session[];
}

export interface Session {
  id: number;
  courseId: number;
  course?: Course;
  type: SessionType;
  name: string | null;
  startsAt: string;
  endsAt: string;
  /** Minutes. */
  duration: number;
  online: boolean;
  place: string | null;
  room: string | null;
  supervisorId: number | null;
  supervisor?: Tutor | null;
  employeesRequired: number;
  notes: string | null;
  attendanceTakenAt: string | null;
  launchedAt: string | null;
  suppressAttendance: boolean;
  assignmentsCount: number;
  attendancesCount: number;
  assignments?: Assignment[];
  attendances?: Attendance[];
  createdAt: string;
  updatedAt: string;
}

export interface Assignment {
  id: number;
  sessionId: number;
  employeeId: number;
  supervisor: boolean;
  attended: boolean | null;
  joinedAt: string | null;
  employee?: Tutor;
}

export interface Attendance {
  id: number;
  sessionId: number;
  studentId: number;
  attended: boolean | null;
  joinedAt: string | null;
  notes: string | null;
  points: number;
  student?: Student;
}

export interface Availability {
  id: number;
  tutorId: number;
  tutor?: Tutor;
  startsAt: string;
  endsAt: string;
  duration: number;
  locked: boolean;
  maxedOut: boolean;
}

/** A tutor is an employee of type Tutor: `id` is the employee id. */
export interface Tutor {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  lastInitial: string;
  email: string;
  phone: string | null;
  timeZone: string | null;
  avatarUrl: string | null;
  acceptNewStudents: boolean;
  featured: boolean;
  essayGrader: boolean;
  curriculumWork: boolean;
  deliveryTarget: number;
  availabilityTarget: number;
  active: boolean;
}

export interface Employee {
  id: number;
  userId: number;
  type: 'Employee' | 'Tutor';
  fullName: string;
  title: string;
  active: boolean;
}

export interface Student {
  id: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  fullName: string;
  grade: number | null;
  timeZone: string | null;
  parentId: number | null;
  points: number;
  active: boolean;
}

export interface Parent {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string | null;
}

export interface Enrollment {
  id: number;
  courseId: number;
  studentId: number;
  status: 'active' | 'canceled';
  startsAt: string | null;
}

export interface Notice {
  id: number;
  title: string;
  message: string;
  linkId: number | null;
  createdAt: string;
  readAt: string | null;
  dueAt: string | null;
}
