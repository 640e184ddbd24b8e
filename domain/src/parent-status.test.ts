import { describe, expect, it } from 'vitest';
import {
  EXEMPT_PARENT_EMAIL,
  FILL_ALL_REQUIRED_FIELDS,
  PARENT_EMAIL_SAME_AS_STUDENT,
  PARENT_STATUSES,
  isStatusOfType,
  parentValidity,
  statusGroupOf,
  statusesFor,
  statusTypeRefusal,
} from './parent-status.ts';
import {
  contactWorkers,
  isAssignableAdvisor,
  isOwnOrUnassignedContact,
  parentPayloadErrors,
} from './resources/parents.ts';
import { usersContract } from './resources/users.ts';
import { canOn } from './permissions/can.ts';

const complete = {
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Lee',
  timeZone: 'America/Chicago',
};

describe('parent and lead statuses (spec §4)', () => {
  it('offers every status once without a type, Third Party included', () => {
    expect(statusesFor()).toEqual(PARENT_STATUSES);
    expect(PARENT_STATUSES.filter((s) => s === 'Third Party')).toHaveLength(1);
    expect(PARENT_STATUSES).toHaveLength(10);
  });

  it('offers a customer the customer set and a lead both lead sets', () => {
    expect(statusesFor('Customer')).toEqual(['Active', 'No sales/service only', 'Third Party']);
    expect(statusesFor('Lead')).toContain('Could Not Reach');
    expect(statusesFor('Lead')).toContain('Pre-Conversation');
    expect(statusesFor('Lead')).not.toContain('Active');
  });

  it('accepts Third Party for both types and names both in a refusal', () => {
    expect(isStatusOfType('Customer', 'Third Party')).toBe(true);
    expect(isStatusOfType('Lead', 'Third Party')).toBe(true);
    expect(isStatusOfType('Customer', 'Not Ready')).toBe(false);
    expect(statusTypeRefusal('Customer', 'Not Ready')).toBe('"Not Ready" is not a customer status');
  });

  it('puts a lead in the active or inactive set by its status', () => {
    expect(statusGroupOf('Lead', 'In Conversation')).toBe('leadActive');
    expect(statusGroupOf('Lead', 'Do Not Contact')).toBe('leadInactive');
    expect(statusGroupOf('Customer', 'Third Party')).toBe('customer');
  });
});

describe('Parent valid() (spec §5)', () => {
  it('passes a complete parent', () => {
    expect(parentValidity(complete, [])).toEqual({});
  });

  it('asks to fill all required fields when one is blank', () => {
    const errors = parentValidity({ ...complete, timeZone: ' ' }, []);
    expect(errors.base).toEqual([FILL_ALL_REQUIRED_FIELDS]);
    expect(errors.timeZone).toEqual(["can't be blank"]);
  });

  it("refuses a student's e-mail, case-insensitively, but not the exempt one", () => {
    expect(parentValidity(complete, ['PAT@example.com']).email).toEqual([
      PARENT_EMAIL_SAME_AS_STUDENT,
    ]);
    expect(
      parentValidity({ ...complete, email: EXEMPT_PARENT_EMAIL }, [EXEMPT_PARENT_EMAIL]),
    ).toEqual({});
  });

  it('checks the time zone and the status of the type', () => {
    const errors = parentPayloadErrors({
      ...complete,
      timeZone: 'Mars/Olympus',
      type: 'Lead',
      status: 'Active',
    });
    expect(errors.timeZone).toEqual(['Choose a time zone from the list.']);
    expect(errors.status).toEqual(['"Active" is not a lead status']);
  });
});

describe('who works a contact (spec §6)', () => {
  const advisor = {
    id: 1,
    roles: ['advisor' as const],
    tutorId: null,
    employeeId: 7,
    studentId: null,
    parentId: null,
  };
  const director = { ...advisor, roles: ['director_of_academic_advising' as const] };
  const tutor = { ...advisor, roles: ['tutor' as const] };

  it('lets an advisor act on own and unassigned contacts only; a director on all', () => {
    expect(isOwnOrUnassignedContact(advisor, { employeeId: 7 })).toBe(true);
    expect(isOwnOrUnassignedContact(advisor, { employeeId: null })).toBe(true);
    expect(isOwnOrUnassignedContact(advisor, { employeeId: 8 })).toBe(false);
    expect(isOwnOrUnassignedContact(director, { employeeId: 8 })).toBe(true);
    expect(contactWorkers().reach(tutor)).toBe('none');
  });

  it('gives contacts only to active CRM staff, whatever the case of the role', () => {
    expect(isAssignableAdvisor({ active: true, roles: ['advisor'] })).toBe(true);
    expect(isAssignableAdvisor({ active: true, roles: ['Director_Of_Academic_Advising'] })).toBe(
      true,
    );
    expect(isAssignableAdvisor({ active: false, roles: ['advisor'] })).toBe(false);
    expect(isAssignableAdvisor({ active: true, roles: ['tutor', 'hr'] })).toBe(false);
  });

  it("lets CRM staff lock a customer's account, never a colleague's", () => {
    const parentAccount = { roles: ['parent'] };
    const tutorAccount = { roles: ['tutor'] };
    expect(canOn(usersContract, advisor, 'lock', parentAccount)).toBe(true);
    expect(canOn(usersContract, advisor, 'lock', tutorAccount)).toBe(false);
    expect(canOn(usersContract, advisor, 'changePassword', parentAccount)).toBe(false);
    expect(canOn(usersContract, tutor, 'lock', parentAccount)).toBe(false);
  });
});
