import type { Availability, Session, AuthUser } from '@tp/domain';

export const PASSWORD = 'demo1234';

function user(
  overrides: Partial<AuthUser> & Pick<AuthUser, 'id' | 'roles' | 'email' | 'homeUrl'>,
): AuthUser {
  return {
    firstName: 'Demo',
    lastName: 'User',
    title: null,
    phone: null,
    timeZone: 'America/Chicago',
    language: 'en',
    unconfirmedEmail: null,
    tutorId: null,
    employeeId: null,
    studentId: null,
    parentId: null,
    ...overrides,
  };
}

export const TUTOR = user({
  id: 11,
  roles: ['tutor'],
  firstName: 'Tina',
  lastName: 'Turner',
  email: 'tutor@demo.test',
  homeUrl: '/tutor/schedule',
  tutorId: 7,
  employeeId: 7,
});

export const ADMIN = user({
  id: 1,
  roles: ['admin'],
  firstName: 'Ada',
  email: 'admin@demo.test',
  homeUrl: '/admin',
});

export const ADMIN_TUTOR = user({
  ...TUTOR,
  id: 12,
  roles: ['tutor', 'admin'],
  email: 'leader@demo.test',
});

export const STUDENT = user({
  id: 21,
  roles: ['student'],
  firstName: 'Sam',
  email: 'student@demo.test',
  homeUrl: '/student/planner',
  studentId: 3,
});

export const PARENT = user({
  id: 31,
  roles: ['parent'],
  firstName: 'Pat',
  email: 'parent@demo.test',
  homeUrl: '/parent/planner',
  parentId: 4,
});

export const ACCOUNTS = [TUTOR, ADMIN, STUDENT, PARENT];

let nextId = 100;

/** A session of the demo course between two instants, with `students` attendances. */
export function session({
  startsAt,
  endsAt,
  title = 'SAT Prep Spring',
  students = 2,
}: {
  startsAt: string;
  endsAt: string;
  title?: string;
  students?: number;
}): Session {
  const id = nextId++;
  const attendances = Array.from({ length: students }, (_, i) => ({
    id: id * 10 + i,
    sessionId: id,
    studentId: i + 1,
    sessionSupervisorId: 7,
    attended: null,
    joinedAt: null,
    notes: null,
    points: 0,
  }));
  return {
    id,
    courseId: 5,
    course: {
      id: 5,
      title,
      name: title,
      status: 'published',
      brandId: 1,
      subjectId: null,
      startsAt: null,
      endsAt: null,
      duration: 60,
      notes: null,
      enrollmentsCount: students,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    },
    type: 'Course',
    name: null,
    startsAt,
    endsAt,
    duration: (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000,
    online: true,
    place: null,
    room: null,
    supervisorId: 7,
    employeesRequired: 1,
    notes: null,
    attendanceTakenAt: null,
    launchedAt: null,
    suppressAttendance: false,
    assignmentsCount: 1,
    attendancesCount: students,
    assignments: [],
    attendances,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  };
}

export function availability(startsAt: string, endsAt: string): Availability {
  return {
    id: nextId++,
    tutorId: 7,
    startsAt,
    endsAt,
    duration: (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000,
    locked: false,
    maxedOut: false,
  };
}
