import { describe, expect, it } from 'vitest';
import type { Actor } from './permissions/actor.ts';
import { can } from './permissions/can.ts';
import type { Employee } from './resources/employees.ts';
import type { Tutor } from './resources/tutors.ts';
import {
  ALREADY_ACTIVE,
  ALREADY_TERMINATED,
  CANNOT_TERMINATE_SELF,
  END_DATE_BEFORE_HIRE,
  END_DATE_IN_FUTURE,
  HIRE_DATE_BEFORE_LAST_END,
  HIRE_DATE_IN_FUTURE,
  NEW_EMPLOYEE_DEFAULTS,
  ONLY_ADMINS_GRANT_ADMIN,
  activeFilterOf,
  canSpoofTutor,
  mayChangeStaffRecord,
  endDateErrors,
  grantableRoles,
  hireDateErrors,
  newEmployeeDefaultsFor,
  rehireConflict,
  roleGrantErrors,
  terminationConflict,
} from './employee-rules.ts';
import { employeeCreate } from './resources/employees.ts';
import { tutorCreate, tutorsContract } from './resources/tutors.ts';
import { writableFields } from './permissions/can.ts';

const actor = (roles: string[], employeeId: number | null = 1) => ({
  id: 100,
  roles: roles as never,
  tutorId: null,
  employeeId,
  studentId: null,
  parentId: null,
});
const standing = { id: 7, active: true, hireDate: '2025-06-01' };

describe('new employee defaults', () => {
  it('defaults a new employee to title Admin and roles admin (spec §5)', () => {
    expect(NEW_EMPLOYEE_DEFAULTS).toEqual({ title: 'Admin', roles: ['admin'] });
  });

  it('starts HR on no role: the admin role is not theirs to grant', () => {
    expect(newEmployeeDefaultsFor(actor(['admin']))).toEqual({ title: 'Admin', roles: ['admin'] });
    expect(newEmployeeDefaultsFor(actor(['hr']))).toEqual({ title: 'Admin', roles: [] });
    expect(roleGrantErrors(actor(['hr']), newEmployeeDefaultsFor(actor(['hr'])).roles)).toEqual({});
  });
});

describe('role grants', () => {
  it('lets admins grant admin, HR every role but admin, others nothing', () => {
    expect(grantableRoles(actor(['admin']))).toContain('admin');
    expect(grantableRoles(actor(['hr']))).not.toContain('admin');
    expect(grantableRoles(actor(['hr']))).toContain('advisor');
    expect(grantableRoles(actor(['advisor']))).toEqual([]);
  });

  it('names the admin role when HR tries to grant it', () => {
    expect(roleGrantErrors(actor(['hr']), ['admin', 'hr'])).toEqual({
      roles: [ONLY_ADMINS_GRANT_ADMIN],
    });
  });

  it('lets HR keep a role the employee already holds', () => {
    expect(roleGrantErrors(actor(['hr']), ['admin', 'hr'], ['admin'])).toEqual({});
  });

  it('refuses roles an employee cannot hold', () => {
    expect(roleGrantErrors(actor(['admin']), ['student'])).toEqual({
      roles: ['may not include student'],
    });
  });
});

describe('terminate and rehire', () => {
  it('refuses terminating oneself and someone already terminated', () => {
    expect(terminationConflict(actor(['admin'], 7), standing)).toBe(CANNOT_TERMINATE_SELF);
    expect(terminationConflict(actor(['admin']), { ...standing, active: false })).toBe(
      ALREADY_TERMINATED,
    );
    expect(terminationConflict(actor(['admin']), standing)).toBeNull();
  });

  it('takes an end date from the hire date up to today', () => {
    expect(endDateErrors(standing, '2025-05-31', '2026-03-10')).toEqual({
      endDate: [END_DATE_BEFORE_HIRE],
    });
    expect(endDateErrors(standing, '2026-03-11', '2026-03-10')).toEqual({
      endDate: [END_DATE_IN_FUTURE],
    });
    expect(endDateErrors(standing, '2025-06-01', '2026-03-10')).toEqual({});
    expect(endDateErrors(standing, '2026-03-10', '2026-03-10')).toEqual({});
    expect(endDateErrors({ ...standing, hireDate: null }, '2001-01-01', '2026-03-10')).toEqual({});
  });

  it('takes a hire date up to today, and a rehire from the last end date on', () => {
    expect(hireDateErrors('2026-03-11', '2026-03-10')).toEqual({ hireDate: [HIRE_DATE_IN_FUTURE] });
    expect(hireDateErrors('2026-03-10', '2026-03-10')).toEqual({});
    expect(hireDateErrors('2026-01-31', '2026-03-10', '2026-02-01')).toEqual({
      hireDate: [HIRE_DATE_BEFORE_LAST_END],
    });
    expect(hireDateErrors('2026-02-01', '2026-03-10', '2026-02-01')).toEqual({});
  });

  it('rehires only the inactive', () => {
    expect(rehireConflict(standing)).toBe(ALREADY_ACTIVE);
    expect(rehireConflict({ ...standing, active: false })).toBeNull();
  });

  it('maps the quick filters to the active filter (spec §4)', () => {
    expect(activeFilterOf('active')).toBe(true);
    expect(activeFilterOf('inactive')).toBe(false);
  });
});

describe('the Spoof button', () => {
  const tutor = { id: 12, userId: 40, roles: ['tutor'] };

  it('is shown to admins and faculty leaders, as the spoof rule decides', () => {
    expect(canSpoofTutor(actor(['admin']), tutor)).toBe(true);
    expect(canSpoofTutor(actor(['tutor', 'faculty_leader']), tutor)).toBe(true);
  });

  it('is hidden from other staff, for oneself, for admins, and without the tutor’s account', () => {
    expect(canSpoofTutor(actor(['advisor']), tutor)).toBe(false);
    expect(canSpoofTutor(actor(['instruction_manager']), tutor)).toBe(false);
    expect(canSpoofTutor({ id: 40, roles: ['admin'] }, tutor)).toBe(false);
    expect(canSpoofTutor(actor(['admin']), { ...tutor, roles: ['tutor', 'admin'] })).toBe(false);
    expect(canSpoofTutor(actor(['admin']), { id: 12 })).toBe(false);
  });
});

describe('payloads', () => {
  it('requires names, an e-mail and at least one role for an employee', () => {
    const result = employeeCreate.safeParse({
      firstName: '',
      lastName: 'X',
      email: 'nope',
      title: 'Admin',
      roles: [],
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'email', 'roles']));
  });

  it('takes hire dates as calendar dates only', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      title: 'Admin',
      roles: ['admin'],
    };
    expect(employeeCreate.safeParse({ ...base, hireDate: '2026-02-30' }).success).toBe(false);
    expect(employeeCreate.safeParse({ ...base, hireDate: '2026-02-28' }).success).toBe(true);
  });

  it('keeps a tutor’s weekly targets from 0 to 80 hours (spec scheduling §5)', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.test' };
    expect(tutorCreate.safeParse({ ...base, deliveryTarget: 81 }).success).toBe(false);
    expect(tutorCreate.safeParse({ ...base, deliveryTarget: 80 }).success).toBe(true);
    expect(tutorCreate.safeParse({ ...base, availabilityTarget: -1 }).success).toBe(false);
  });

  it('lets instruction managers write the targets only, admins everything', () => {
    expect(writableFields(tutorsContract, actor(['instruction_manager']))).toEqual([
      'deliveryTarget',
      'availabilityTarget',
      'acceptNewStudents',
    ]);
    expect(writableFields(tutorsContract, actor(['admin']))).toBe('all');
    expect(writableFields(tutorsContract, actor(['advisor']))).toEqual([]);
  });
});

describe('mayChangeStaffRecord', () => {
  it("keeps an admin's record to admins", () => {
    expect(mayChangeStaffRecord({ roles: ['hr'] }, { roles: ['admin'] })).toBe(false);
    expect(mayChangeStaffRecord({ roles: ['hr'] }, { roles: ['tutor', 'admin'] })).toBe(false);
    expect(mayChangeStaffRecord({ roles: ['admin'] }, { roles: ['admin'] })).toBe(true);
    expect(mayChangeStaffRecord({ roles: ['hr'] }, { roles: ['advisor'] })).toBe(true);
  });

  it('is what the employee and tutor write rules ask', () => {
    const hr: Actor = {
      id: 9,
      roles: ['hr'],
      tutorId: null,
      employeeId: 9,
      studentId: null,
      parentId: null,
    };
    const adminEmployee = { id: 1, roles: ['admin'] } as unknown as Employee;
    const advisorEmployee = { id: 2, roles: ['advisor'] } as unknown as Employee;
    expect(can(hr, 'update', 'employees', adminEmployee)).toBe(false);
    expect(can(hr, 'terminate', 'employees', adminEmployee)).toBe(false);
    expect(can(hr, 'update', 'employees', advisorEmployee)).toBe(true);
    expect(
      can(hr, 'update', 'tutors', { id: 3, roles: ['tutor', 'admin'] } as unknown as Tutor),
    ).toBe(false);
    expect(can(hr, 'update', 'tutors', { id: 3, roles: ['tutor'] } as unknown as Tutor)).toBe(true);
  });
});
