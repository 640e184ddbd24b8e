import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { RESOURCE_CONTRACTS, type Tutor } from '../resources/index.ts';
import type { Actor } from './actor.ts';
import { actorFlags } from './actor.ts';
import { CRUD_ACTIONS, can, readableFields, reachOf, ruleOf, visibleRecord } from './can.ts';

function actor(roles: Role[], ids: Partial<Actor> = {}): Actor {
  return {
    id: 1,
    roles,
    tutorId: null,
    employeeId: null,
    studentId: null,
    parentId: null,
    ...ids,
  };
}

const admin = actor(['admin']);
const advisor = actor(['advisor']);
const hr = actor(['hr']);
const tutor = actor(['tutor'], { tutorId: 7, employeeId: 7 });
const student = actor(['student'], { studentId: 3 });
const parent = actor(['parent'], { parentId: 4 });
const nobody = actor([]);

const session = (supervisorId: number | null) => ({
  id: 1,
  courseId: 1,
  type: 'Tutoring' as const,
  name: null,
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T16:00:00.000Z',
  duration: 60,
  online: true,
  place: null,
  placeId: null,
  room: null,
  supervisorId,
  employeesRequired: 1,
  notes: null,
  attendanceTakenAt: null,
  launchedAt: null,
  suppressAttendance: false,
  canceledAt: null,
  cancelReason: null,
  enrollmentId: null,
  sessionTypeId: null,
  scheduledById: null,
  hubId: null,
  assignmentsCount: 1,
  attendancesCount: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  lockVersion: 0,
  launchable: false,
  canAttend: false,
  canLaunch: false,
  canEdit: false,
  canCancel: false,
  isPast: false,
  recentlyStarted: false,
  attendanceOpen: false,
  identifier: null,
  zoomMeeting: null,
  subjectId: null,
  sessionSubject: null,
  dynamicSubject: false,
  includePoints: false,
  requiresAttendanceNote: false,
  assignedEmployeeIds: [],
});

describe('can', () => {
  it('lets staff read every course and scheduling staff change them', () => {
    expect(can(hr, 'read', 'courses')).toBe(true);
    expect(can(hr, 'update', 'courses')).toBe(false);
    expect(can(advisor, 'update', 'courses')).toBe(true);
  });

  it('gives tutors, students and parents their own reads and nobody else any', () => {
    expect(reachOf(tutor, 'read', 'sessions')).toBe('own');
    expect(reachOf(student, 'read', 'sessions')).toBe('own');
    expect(reachOf(parent, 'read', 'enrollments')).toBe('own');
    expect(reachOf(nobody, 'read', 'sessions')).toBe('none');
  });

  it('lets a tutor change a session they supervise and no other', () => {
    expect(can(tutor, 'update', 'sessions', session(7))).toBe(true);
    expect(can(tutor, 'update', 'sessions', session(8))).toBe(false);
    expect(can(tutor, 'update', 'sessions', session(null))).toBe(false);
    expect(can(advisor, 'update', 'sessions', session(8))).toBe(true);
    expect(can(student, 'update', 'sessions', session(7))).toBe(false);
  });

  it('lets a session’s supervisor, a tutor or an employee, take its attendance', () => {
    const attendance = (sessionSupervisorId: number | null) => ({
      id: 1,
      sessionId: 1,
      studentId: 3,
      sessionSupervisorId,
      attended: null,
      joinedAt: null,
      notes: null,
      points: 0,
      lockVersion: 0,
    });
    const employee = actor(['employee'], { employeeId: 9 });
    expect(can(tutor, 'update', 'attendances', attendance(7))).toBe(true);
    expect(can(employee, 'update', 'attendances', attendance(9))).toBe(true);
    expect(can(employee, 'update', 'attendances', attendance(7))).toBe(false);
    expect(can(hr, 'update', 'attendances', attendance(null))).toBe(false);
    expect(can(student, 'update', 'attendances', attendance(7))).toBe(false);
    expect(can(advisor, 'update', 'attendances', attendance(7))).toBe(true);
    // Awarding points follows the same rule.
    expect(can(employee, 'incrementPoints', 'attendances', attendance(9))).toBe(true);
    expect(can(employee, 'incrementPoints', 'attendances', attendance(7))).toBe(false);
  });

  it('lets a tutor change only their own availability', () => {
    const availability = (tutorId: number) => ({
      id: 1,
      tutorId,
      startsAt: '2026-03-10T15:00:00.000Z',
      endsAt: '2026-03-10T17:00:00.000Z',
      duration: 120,
      locked: false,
      maxedOut: false,
      remainingAvailability: 120,
      lockVersion: 0,
    });
    expect(can(tutor, 'delete', 'availabilities', availability(7))).toBe(true);
    expect(can(tutor, 'delete', 'availabilities', availability(9))).toBe(false);
  });

  it('answers named actions from the contract: CRM staff lock customers only, admins anyone; only admins assign tiers', () => {
    const account = (roles: Role[]) => ({
      id: 40,
      email: 'someone@example.com',
      firstName: 'Some',
      lastName: 'One',
      roles,
      language: 'en',
      active: true,
      hasPassword: true,
      confirmedAt: null,
      unconfirmedEmail: null,
      failedAttempts: 0,
      lockedAt: null,
      frozenAt: null,
      isLocked: false,
      isFrozen: false,
      createdAt: '2026-03-01T00:00:00.000Z',
      lockVersion: 0,
    });
    expect(can(admin, 'lock', 'users', account(['tutor']))).toBe(true);
    expect(can(advisor, 'lock', 'users', account(['parent']))).toBe(true);
    expect(can(advisor, 'lock', 'users', account(['tutor']))).toBe(false);
    expect(can(advisor, 'lock', 'users', account(['parent', 'tutor']))).toBe(false);
    expect(can(advisor, 'changePassword', 'users', account(['parent']))).toBe(false);
    expect(can(tutor, 'lock', 'users')).toBe(false);
    expect(can(advisor, 'read', 'users')).toBe(true);
    expect(can(admin, 'assignTutors', 'tiers')).toBe(true);
    expect(can(hr, 'assignTutors', 'tiers')).toBe(false);
    expect(can(hr, 'read', 'tiers')).toBe(true);
    expect(can(tutor, 'read', 'tiers')).toBe(false);
  });

  it('refuses actions a resource does not declare', () => {
    expect(can(admin, 'create', 'reviews')).toBe(false);
    expect(can(admin, 'update', 'histories')).toBe(false);
    expect(can(admin, 'delete', 'histories')).toBe(false);
  });

  it('reads flags: instruction managers and admins may edit a payroll hold', () => {
    expect(actorFlags(['instruction_manager'], null).canEditPayrollHold).toBe(true);
    expect(actorFlags(['hr'], null).canEditPayrollHold).toBe(false);
    expect(actorFlags(['tutor'], { essayGrader: true, curriculumWork: false })).toMatchObject({
      essayGrader: true,
      curriculumWork: false,
    });
  });
});

describe('field rules', () => {
  const tia: Tutor = {
    id: 7,
    firstName: 'Tia',
    lastInitial: 'T',
    avatarUrl: null,
    userId: 70,
    lastName: 'Tutor',
    email: 'tia@example.com',
    phone: '5551234567',
    timeZone: 'America/Chicago',
    acceptNewStudents: true,
    featured: false,
    essayGrader: false,
    curriculumWork: false,
    deliveryTarget: 10,
    availabilityTarget: 20,
    active: true,
  };
  const contract = RESOURCE_CONTRACTS.tutors;

  it('shows students and parents a tutor’s first name, last initial and avatar only', () => {
    for (const viewer of [student, parent]) {
      expect(visibleRecord(contract, viewer, tia)).toEqual({
        id: 7,
        firstName: 'Tia',
        lastInitial: 'T',
        avatarUrl: null,
      });
    }
  });

  it('shows another tutor the public fields, the tutor themself and staff everything', () => {
    const tom = actor(['tutor'], { tutorId: 8, employeeId: 8 });
    expect(Object.keys(visibleRecord(contract, tom, tia)).sort()).toEqual(
      ['avatarUrl', 'firstName', 'id', 'lastInitial'].sort(),
    );
    expect(visibleRecord(contract, tutor, tia)).toEqual(tia);
    expect(visibleRecord(contract, hr, tia)).toEqual(tia);
  });

  it('without a record, answers what the viewer sees on every record', () => {
    expect(readableFields(contract, tutor)).not.toBe('all');
    expect(readableFields(contract, admin)).toBe('all');
  });
});

describe('every contract', () => {
  const contracts = Object.entries(RESOURCE_CONTRACTS);

  it.each(contracts)('%s is registered under its own name', (name, contract) => {
    expect(contract.name).toBe(name);
  });

  it.each(contracts)(
    '%s: a write or action rule that can answer own decides on the record',
    (_name, contract) => {
      const actions = [
        ...CRUD_ACTIONS.filter((a) => a !== 'read'),
        ...Object.keys(contract.actions),
      ];
      for (const action of actions) {
        const rule = ruleOf(contract, action);
        for (const role of ROLES) {
          if (rule.reach(actor([role])) === 'own')
            expect(rule.own, `${action} as ${role}`).toBeDefined();
        }
      }
    },
  );

  it.each(contracts)('%s: action paths are snake_case and unique', (_name, contract) => {
    const paths = Object.values(contract.actions).map((a) => `${a.on} ${a.method} ${a.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const action of Object.values(contract.actions)) {
      // The empty path serves a collection action at the collection itself (POST /tutorings
      // books): only where the contract's own create does not take that method and path.
      if (action.path === '') {
        expect(action.on).toBe('collection');
        expect(
          action.method === 'GET' || (action.method === 'POST' && contract.create !== undefined),
        ).toBe(false);
        continue;
      }
      expect(action.path).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });
});
