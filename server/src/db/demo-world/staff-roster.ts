import type { Role } from '@tp/domain';
import { DEMO_HR_EMAIL, DEMO_OPTIMIZER_EMAIL } from './demo-logins.ts';
import { streamFor } from './prng.ts';
import { addDays, utcDayOffset } from './time.ts';
import type {
  DepartmentRow,
  EmployeeRow,
  SubjectRow,
  TierRow,
  TutorDepartmentRow,
  TutorRow,
  TutorSubjectRow,
  UserRow,
} from './types.ts';

/**
 * The rest of the staff: enough tutors and employees that the back-office lists page at 25,
 * and each filter (tier, subject, department, accepting new students, active/inactive) has
 * something to keep and something to hide. They come after every other person so the ids of
 * the core world (its courses, sessions and families) stay as they were; none of them teaches
 * a course yet. Also gives every tutor, old and new, their subjects and departments.
 */
const EXTRA_TUTORS: readonly [string, string, string][] = [
  ['Priya', 'Raman', 'America/New_York'],
  ['Oren', 'Gallagher', 'America/Chicago'],
  ['Lucia', 'Ferraro', 'America/Los_Angeles'],
  ['Hector', 'Villanueva', 'America/Denver'],
  ['Marisol', 'Ortega', 'America/Phoenix'],
  ['Desmond', 'Achterberg', 'America/New_York'],
  ['Freya', 'Lindgren', 'America/Chicago'],
  ['Kenji', 'Watanabe', 'America/Los_Angeles'],
  ['Annika', 'Bauer', 'America/New_York'],
  ['Rafael', 'Souza', 'America/Chicago'],
  ['Yusuf', 'Demir', 'America/Denver'],
  ['Colette', 'Marchand', 'America/New_York'],
  ['Imani', 'Brooks', 'America/Chicago'],
  ['Stellan', 'Berg', 'America/Los_Angeles'],
  ['Vivian', 'Osei', 'America/New_York'],
  ['Dorian', 'Kask', 'America/Phoenix'],
  ['Harriet', 'Quill', 'America/Chicago'],
  ['Emil', 'Novak', 'America/Denver'],
  ['Sunita', 'Patel', 'America/Los_Angeles'],
  ['Bram', 'Visser', 'America/New_York'],
];

/** Former tutors among the extra ones (by index): terminated, so the inactive filter shows them. */
const FORMER_TUTORS = new Set([4, 11, 17]);

const EXTRA_STAFF: readonly {
  first: string;
  last: string;
  roles: Role[];
  title: string;
  active?: boolean;
  /** A demo login's e-mail instead of the roster's first.last-staff@example.test. */
  email?: string;
}[] = [
  {
    first: 'Helena',
    last: 'Strand',
    roles: ['hr'],
    title: 'Human Resources',
    email: DEMO_HR_EMAIL,
  },
  { first: 'Gideon', last: 'Bell', roles: ['operations'], title: 'Operations' },
  { first: 'Ruth', last: 'Kaplan', roles: ['academic_advisor'], title: 'Academic Advisor' },
  {
    first: 'Simon',
    last: 'Achebe',
    roles: ['director_of_academic_advising'],
    title: 'Director of Academic Advising',
  },
  {
    first: 'Paula',
    last: 'Merriweather',
    roles: ['program_optimizer'],
    title: 'Program Optimizer',
    email: DEMO_OPTIMIZER_EMAIL,
  },
  { first: 'Gordon', last: 'Finch', roles: ['manager'], title: 'Manager' },
  { first: 'Tamsin', last: 'Rowe', roles: ['academic_advisor'], title: 'Academic Advisor' },
  { first: 'Edgar', last: 'Vance', roles: ['admin'], title: 'Admin', active: false },
  { first: 'Irene', last: 'Holt', roles: ['advisor'], title: 'Advisor', active: false },
];

export interface StaffRoster {
  users: UserRow[];
  employees: EmployeeRow[];
  tutors: TutorRow[];
  tutorSubjects: TutorSubjectRow[];
  tutorDepartments: TutorDepartmentRow[];
}

export function generateStaffRoster(
  now: Date,
  seed: number,
  existing: {
    users: readonly UserRow[];
    employees: readonly EmployeeRow[];
    tutors: readonly TutorRow[];
  },
  catalogue: {
    subjects: readonly SubjectRow[];
    departments: readonly DepartmentRow[];
    tiers: readonly TierRow[];
  },
): StaffRoster {
  const rng = streamFor(seed, 'staff-roster');
  const users: UserRow[] = [];
  const employees: EmployeeRow[] = [];
  const tutors: TutorRow[] = [];
  const nextUserId = () => existing.users.length + users.length + 1;
  const nextEmployeeId = () => existing.employees.length + employees.length + 1;

  const addPerson = (
    first: string,
    last: string,
    roles: Role[],
    title: string,
    timeZone: string,
    isTutor: boolean,
    isActive: boolean,
    email?: string,
  ): EmployeeRow => {
    const createdAt = utcDayOffset(now, -rng.int(60, 1500));
    const user: UserRow = {
      id: nextUserId(),
      // Their own suffix: the generated families use first.last@example.test.
      email: email ?? `${first}.${last}-staff@example.test`.toLowerCase(),
      firstName: first,
      lastName: last,
      title,
      phone: null,
      timeZone,
      language: 'en',
      roles,
      confirmedAt: addDays(createdAt, 1),
      unconfirmedEmail: null,
      failedAttempts: 0,
      lockedAt: null,
      frozenAt: null,
      active: isActive,
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    };
    users.push(user);
    const employee: EmployeeRow = {
      id: nextEmployeeId(),
      userId: user.id,
      type: isTutor ? 'Tutor' : 'Employee',
      title,
      active: isActive,
      hireDate: createdAt,
      endDate: isActive ? null : utcDayOffset(now, -rng.int(10, 50)),
      extensionHandle: isTutor ? null : String(200 + employees.length),
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    };
    employees.push(employee);
    return employee;
  };

  const tiers = catalogue.tiers.slice(0, 5);
  EXTRA_TUTORS.forEach(([first, last, zone], index) => {
    const isActive = !FORMER_TUTORS.has(index);
    const employee = addPerson(first, last, ['tutor'], 'Tutor', zone, true, isActive);
    tutors.push({
      id: employee.id,
      acceptNewStudents: isActive && rng.chance(0.7),
      featured: rng.chance(0.2),
      essayGrader: rng.chance(0.3),
      curriculumWork: rng.chance(0.2),
      deliveryTarget: rng.pick([5, 10, 15, 20, 25]),
      availabilityTarget: rng.pick([10, 15, 20, 25, 30]),
      tierId: index % 7 === 6 ? null : (tiers[index % Math.max(tiers.length, 1)]?.id ?? null),
      calendarToken: rng.hex(32),
      updatedAt: employee.createdAt,
      lockVersion: 0,
    });
  });
  for (const spec of EXTRA_STAFF) {
    addPerson(
      spec.first,
      spec.last,
      spec.roles,
      spec.title,
      'America/New_York',
      false,
      spec.active ?? true,
      spec.email,
    );
  }

  // Every tutor teaches one to three subjects and works in one or two departments.
  const tutorSubjects: TutorSubjectRow[] = [];
  const tutorDepartments: TutorDepartmentRow[] = [];
  for (const tutor of [...existing.tutors, ...tutors]) {
    for (const subject of rng.shuffled(catalogue.subjects).slice(0, rng.int(1, 3))) {
      tutorSubjects.push({
        id: tutorSubjects.length + 1,
        tutorId: tutor.id,
        subjectId: subject.id,
      });
    }
    for (const department of rng.shuffled(catalogue.departments).slice(0, rng.int(1, 2))) {
      tutorDepartments.push({
        id: tutorDepartments.length + 1,
        tutorId: tutor.id,
        departmentId: department.id,
      });
    }
  }
  return { users, employees, tutors, tutorSubjects, tutorDepartments };
}
