import type { Role } from '@tp/domain';
import {
  DEMO_INVITED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
} from './account-states.ts';
import { DEMO_LOGINS } from './demo-logins.ts';
import { FIRST_NAMES_ADULT, FIRST_NAMES_CHILD, LAST_NAMES } from './names.ts';
import { streamFor } from './prng.ts';
import { addDays, utcDayOffset } from './time.ts';
import type { EmployeeRow, ParentRow, StudentRow, TutorRow, UserRow } from './types.ts';

export const STUDENT_COUNT = 60;
/** Families with two children among the generated ones (the demo family has two as well). */
const TWO_CHILD_FAMILIES = 15;

interface StaffSpec {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  title: string;
  timeZone: string;
  isTutor: boolean;
  active?: boolean;
}

const demo = (email: string) => {
  const login = DEMO_LOGINS.find((l) => l.email === email);
  if (!login) throw new Error(`Unknown demo login ${email}`);
  return login;
};

/** Staff in employee-id order: the demo staff first, then the rest of the team. */
const STAFF: StaffSpec[] = [
  {
    ...demo('admin@demo.test'),
    roles: ['admin'],
    title: 'Admin',
    timeZone: 'America/New_York',
    isTutor: false,
  },
  {
    ...demo('tutor@demo.test'),
    roles: ['tutor'],
    title: 'Tutor',
    timeZone: 'America/Chicago',
    isTutor: true,
  },
  {
    ...demo('advisor@demo.test'),
    roles: ['advisor'],
    title: 'Advisor',
    timeZone: 'America/New_York',
    isTutor: false,
  },
  {
    ...demo('manager@demo.test'),
    roles: ['instruction_manager'],
    title: 'Instruction Manager',
    timeZone: 'America/Denver',
    isTutor: false,
  },
  {
    ...demo('leader@demo.test'),
    roles: ['tutor', 'faculty_leader'],
    title: 'Faculty Leader',
    timeZone: 'America/New_York',
    isTutor: true,
  },
  staff('Sharon', 'Pike', ['admin'], 'Admin', 'America/Chicago'),
  staff('Luis', 'Moreno', ['advisor'], 'Advisor', 'America/Los_Angeles'),
  staff('Abigail', 'Fontaine', ['advisor'], 'Advisor', 'America/Chicago'),
  tutor('Rosa', 'Delgado', 'America/New_York'),
  tutor('Jamal', 'Whitfield', 'America/New_York'),
  tutor('Ingrid', 'Sorensen', 'America/Chicago'),
  tutor('Tomas', 'Herrera', 'America/Chicago'),
  tutor('Beth', 'Kowalczyk', 'America/Denver'),
  tutor('Wesley', 'Tran', 'America/Denver'),
  tutor('Naomi', 'Redhouse', 'America/Phoenix'),
  tutor('Curtis', 'Lindqvist', 'America/Phoenix'),
  tutor('Audrey', 'Chen-Park', 'America/Los_Angeles'),
  tutor('Mateo', 'Ruiz', 'America/Los_Angeles'),
  // A former tutor: inactive, so the tutors list's `active` filter has something to hide.
  { ...tutor('Glen', 'Ashby', 'America/New_York'), active: false },
];

function staff(
  firstName: string,
  lastName: string,
  roles: Role[],
  title: string,
  timeZone: string,
): StaffSpec {
  const email = `${firstName}.${lastName}@example.test`.toLowerCase();
  return { firstName, lastName, email, roles, title, timeZone, isTutor: false };
}

function tutor(firstName: string, lastName: string, timeZone: string): StaffSpec {
  return { ...staff(firstName, lastName, ['tutor'], 'Tutor', timeZone), isTutor: true };
}

/** Where families live: weighted toward the East and Central zones, as customers are. */
const FAMILY_ZONES = [
  'America/New_York',
  'America/New_York',
  'America/New_York',
  'America/Chicago',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Los_Angeles',
] as const;

export interface People {
  users: UserRow[];
  employees: EmployeeRow[];
  tutors: TutorRow[];
  parents: ParentRow[];
  students: StudentRow[];
  /** Employee ids of the tutors, demo tutor first, then the leader, then the others (active only). */
  tutorIds: number[];
  advisorIds: number[];
  /** Student ids of the demo family: student@demo.test, then the sibling. */
  demoStudentId: number;
  demoSiblingId: number;
}

/** A user as addUser makes it: always dated, so the person's other rows can share the date. */
type DatedUserRow = UserRow & { createdAt: Date };

/** A user's own fields; the rest take the defaults of addUser. */
type NewUserFields = Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'roles'> & Partial<UserRow>;

/** A fictional US phone number in the 555-01xx range reserved for fiction. */
function fictionalPhone(index: number): string {
  const areaCodes = ['312', '646', '720', '602', '213', '917', '773', '303'];
  const area = areaCodes[index % areaCodes.length] ?? '312';
  return `+1${area}55501${String(index % 100).padStart(2, '0')}`;
}

export function generatePeople(now: Date, seed: number): People {
  const rng = streamFor(seed, 'people');
  const users: UserRow[] = [];
  const employees: EmployeeRow[] = [];
  const tutors: TutorRow[] = [];
  const parents: ParentRow[] = [];
  const students: StudentRow[] = [];
  const emails = new Set<string>();

  const addUser = (fields: NewUserFields): DatedUserRow => {
    // Only draws from the stream when no date is given, so accounts with a fixed history
    // leave every generated person after them unchanged.
    const createdAt = fields.createdAt ?? utcDayOffset(now, -rng.int(120, 900));
    const user: DatedUserRow = {
      id: users.length + 1,
      title: null,
      phone: fictionalPhone(users.length),
      timeZone: null,
      language: 'en',
      confirmedAt: addDays(createdAt, 1),
      unconfirmedEmail: null,
      failedAttempts: 0,
      lockedAt: null,
      frozenAt: null,
      active: true,
      updatedAt: createdAt,
      lockVersion: 0,
      ...fields,
      createdAt,
    };
    if (emails.has(user.email)) throw new Error(`Duplicate demo e-mail ${user.email}`);
    emails.add(user.email);
    users.push(user);
    return user;
  };

  // The demo logins get user ids 1..7 in DEMO_LOGINS order; their other rows follow below.
  const demoUsers = new Map<string, DatedUserRow>();
  for (const login of DEMO_LOGINS) {
    const spec = STAFF.find((s) => s.email === login.email);
    const isFamily = login.roles.some((r) => r === 'student' || r === 'parent');
    demoUsers.set(
      login.email,
      addUser({
        email: login.email,
        firstName: login.firstName,
        lastName: login.lastName,
        roles: [...login.roles],
        title: spec?.title ?? null,
        timeZone: spec?.timeZone ?? (isFamily ? 'America/Chicago' : null),
      }),
    );
  }

  const tutorIds: number[] = [];
  const advisorIds: number[] = [];
  for (const spec of STAFF) {
    const isActive = spec.active ?? true;
    const user =
      demoUsers.get(spec.email) ??
      addUser({
        email: spec.email,
        firstName: spec.firstName,
        lastName: spec.lastName,
        roles: spec.roles,
        title: spec.title,
        timeZone: spec.timeZone,
        active: isActive,
      });
    const hireDate = utcDayOffset(now, -rng.int(200, 1400));
    const employee: EmployeeRow = {
      id: employees.length + 1,
      userId: user.id,
      type: spec.isTutor ? 'Tutor' : 'Employee',
      title: spec.title,
      active: isActive,
      hireDate,
      endDate: isActive ? null : utcDayOffset(now, -rng.int(30, 90)),
      createdAt: hireDate,
    };
    employees.push(employee);
    if (spec.roles.includes('advisor')) advisorIds.push(employee.id);
    if (spec.isTutor) {
      tutors.push({
        id: employee.id,
        acceptNewStudents: isActive && rng.chance(0.8),
        featured: rng.chance(0.25),
        essayGrader: rng.chance(0.3),
        curriculumWork: rng.chance(0.2),
        deliveryTarget: rng.pick([10, 15, 20, 25]),
        availabilityTarget: rng.pick([15, 20, 25, 30]),
        calendarToken: rng.hex(32),
      });
      if (isActive) tutorIds.push(employee.id);
    }
  }
  // Demo tutor first, then the leader (the order the course plan refers to them by).
  const leaderEmployee = employees.find((e) => e.userId === demoUsers.get('leader@demo.test')?.id);
  const demoTutorEmployee = employees.find(
    (e) => e.userId === demoUsers.get('tutor@demo.test')?.id,
  );
  const orderedTutorIds = [
    demoTutorEmployee?.id ?? 0,
    leaderEmployee?.id ?? 0,
    ...tutorIds.filter((id) => id !== demoTutorEmployee?.id && id !== leaderEmployee?.id),
  ];

  const addStudent = (
    fields: Omit<StudentRow, 'id' | 'points' | 'active' | 'createdAt' | 'lockVersion'>,
    createdAt: Date,
  ): StudentRow => {
    const student: StudentRow = {
      id: students.length + 1,
      points: 0,
      active: true,
      createdAt,
      lockVersion: 0,
      ...fields,
    };
    students.push(student);
    return student;
  };

  // Families take the advisors in turn; a parent given an advisor does not take a turn.
  let advisorTurn = 0;
  const addParent = (user: DatedUserRow, employeeId?: number): ParentRow => {
    const parent: ParentRow = {
      id: parents.length + 1,
      userId: user.id,
      employeeId: employeeId ?? advisorIds[advisorTurn++ % advisorIds.length] ?? null,
      status: 'Active',
      createdAt: user.createdAt,
    };
    parents.push(parent);
    return parent;
  };

  // The demo family: parent@demo.test with student@demo.test (grade 11, SAT prep) and a
  // younger brother without a login of his own (grade 8, Algebra I).
  const demoParentUser = demoUsers.get('parent@demo.test');
  const demoStudentUser = demoUsers.get('student@demo.test');
  if (!demoParentUser || !demoStudentUser) throw new Error('Demo family users missing');
  const demoParent = addParent(demoParentUser);
  const familyZone = 'America/Chicago';
  const demoStudent = addStudent(
    {
      userId: demoStudentUser.id,
      parentId: demoParent.id,
      firstName: demoStudentUser.firstName,
      lastName: demoStudentUser.lastName,
      grade: 11,
      timeZone: familyZone,
      // Two hours a week: the Hours & pace tab projects when the tutoring hours run out.
      pace: 2,
    },
    demoStudentUser.createdAt,
  );
  const demoSibling = addStudent(
    {
      userId: null,
      parentId: demoParent.id,
      firstName: 'Owen',
      lastName: demoParentUser.lastName,
      grade: 8,
      timeZone: familyZone,
    },
    demoStudentUser.createdAt,
  );

  // advisorIds[0] is advisor@demo.test (the first advisor of STAFF).
  const demoAdvisorId = advisorIds[0];
  if (demoAdvisorId === undefined) throw new Error('Demo advisor missing');
  addAccountStateParents(now, addUser, addParent, demoAdvisorId);

  const uniqueEmail = (first: string, last: string): string => {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    for (let n = 1; ; n += 1) {
      const email = n === 1 ? `${base}@example.test` : `${base}${n}@example.test`;
      if (!emails.has(email)) return email;
    }
  };

  const lastNames = rng.shuffled(LAST_NAMES);
  let familyIndex = 0;
  while (students.length < STUDENT_COUNT) {
    const lastName = lastNames[familyIndex % lastNames.length] ?? 'Smith';
    const parentFirst = rng.pick(FIRST_NAMES_ADULT);
    const zone = rng.pick(FAMILY_ZONES);
    const parentUser = addUser({
      email: uniqueEmail(parentFirst, lastName),
      firstName: parentFirst,
      lastName,
      roles: ['parent'],
      timeZone: zone,
      language: rng.chance(0.1) ? 'es' : 'en',
    });
    const parent = addParent(parentUser);
    const childCount = familyIndex < TWO_CHILD_FAMILIES ? 2 : 1;
    const childNames = rng.shuffled(FIRST_NAMES_CHILD);
    for (let c = 0; c < childCount && students.length < STUDENT_COUNT; c += 1) {
      const firstName = childNames[c] ?? 'Alex';
      const grade = rng.int(6, 12);
      // High schoolers sign in to their planner; younger children are followed by the parent.
      const childUser =
        grade >= 9
          ? addUser({
              email: uniqueEmail(firstName, lastName),
              firstName,
              lastName,
              roles: ['student'],
              timeZone: zone,
            })
          : null;
      addStudent(
        {
          userId: childUser?.id ?? null,
          parentId: parent.id,
          firstName,
          lastName,
          grade,
          timeZone: zone,
        },
        parentUser.createdAt,
      );
    }
    familyIndex += 1;
  }

  return {
    users,
    employees,
    tutors,
    parents,
    students,
    tutorIds: orderedTutorIds,
    advisorIds,
    demoStudentId: demoStudent.id,
    demoSiblingId: demoSibling.id,
  };
}

/**
 * The two parents of account-states.ts, between the demo family and the generated ones (so
 * the newest generated parents stay what the other journeys take), looked after by the demo
 * advisor who set them up. Fixed dates: they draw nothing from the people stream.
 */
function addAccountStateParents(
  now: Date,
  addUser: (fields: NewUserFields) => DatedUserRow,
  addParent: (user: DatedUserRow, employeeId?: number) => ParentRow,
  advisorId: number,
): void {
  const invitedAt = utcDayOffset(now, -3);
  const invited = addUser({
    email: DEMO_INVITED_PARENT_EMAIL,
    firstName: 'Imogen',
    lastName: 'Thackeray',
    roles: ['parent'],
    timeZone: 'America/New_York',
    createdAt: invitedAt,
    updatedAt: invitedAt,
    confirmedAt: null,
  });
  const changedAt = utcDayOffset(now, -1);
  const movedHouse = addUser({
    email: DEMO_UNCONFIRMED_PARENT_EMAIL,
    firstName: 'Rafael',
    lastName: 'Ostrander',
    roles: ['parent'],
    timeZone: 'America/Denver',
    createdAt: utcDayOffset(now, -410),
    updatedAt: changedAt,
    unconfirmedEmail: DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
  });
  for (const user of [invited, movedHouse]) addParent(user, advisorId);
}
