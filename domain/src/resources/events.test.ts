import { describe, expect, it } from 'vitest';
// The Rails-style words for a missing value, as wherever domain is loaded through its index.
import '../zod-messages.ts';
import { can, reachOf, type Actor } from '../permissions/index.ts';
import type { Role } from '../roles.ts';
import { EVENT_DURATION_MAX_MESSAGE, EVENT_DURATION_MIN_MESSAGE } from '../event-rules.ts';
import { eventCreate, eventUpdate, type CalendarEvent } from './events.ts';

function actor(roles: Role[], ids: Partial<Actor> = {}): Actor {
  return { id: 1, roles, tutorId: null, employeeId: null, studentId: null, parentId: null, ...ids };
}

const tutor = actor(['tutor'], { tutorId: 7, employeeId: 7 });
const hr = actor(['hr'], { employeeId: 9 });
const advisor = actor(['advisor'], { employeeId: 5 });
const admin = actor(['admin'], { employeeId: 1 });
const student = actor(['student'], { studentId: 3 });
const parent = actor(['parent'], { parentId: 4 });
const leader = actor(['faculty_leader']);

const event = (attendeeId: number): CalendarEvent => ({
  id: 1,
  type: 'Event::PrepTime',
  name: 'Prep',
  details: 'Practice test',
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T15:15:00.000Z',
  duration: 15,
  allDay: false,
  payable: true,
  departmentId: 1,
  attendeeId,
  attendeeType: 'Employee',
  attendeeName: 'Tia Tutor',
  studentId: null,
  subjectId: null,
  canceledAt: null,
  pastReason: null,
  createdById: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  lockVersion: 0,
});

const payload = {
  type: 'Event::PrepTime',
  departmentId: 1,
  name: 'Prep for Sam',
  details: 'Go over the practice test',
  startsAt: '2026-03-10T15:00:00Z',
  duration: 15,
};

describe('the events contract', () => {
  it('lets staff read every calendar, a tutor their own, and families none', () => {
    expect(reachOf(hr, 'read', 'events')).toBe('all');
    expect(reachOf(advisor, 'read', 'events')).toBe('all');
    expect(reachOf(tutor, 'read', 'events')).toBe('own');
    expect(reachOf(student, 'read', 'events')).toBe('none');
    expect(reachOf(parent, 'read', 'events')).toBe('none');
    expect(reachOf(actor([]), 'read', 'events')).toBe('none');
  });

  it('lets an employee change their own events and scheduling staff anyone’s', () => {
    for (const action of ['create', 'update', 'delete', 'cancel'] as const) {
      expect(can(tutor, action, 'events', event(7))).toBe(true);
      expect(can(tutor, action, 'events', event(8))).toBe(false);
      expect(can(hr, action, 'events', event(9))).toBe(true);
      expect(can(hr, action, 'events', event(7))).toBe(false);
      expect(can(advisor, action, 'events', event(7))).toBe(true);
      expect(can(admin, action, 'events', event(7))).toBe(true);
      expect(can(student, action, 'events', event(7))).toBe(false);
      expect(can(parent, action, 'events', event(7))).toBe(false);
      expect(can(leader, action, 'events', event(7))).toBe(false);
    }
  });

  it('refuses an employee without an employee record', () => {
    expect(can(actor(['tutor']), 'update', 'events', event(7))).toBe(false);
  });

  it('accepts the event form’s payload and defaults nothing itself', () => {
    const parsed = eventCreate.parse(payload);
    expect(parsed.startsAt).toEqual(new Date('2026-03-10T15:00:00Z'));
    expect(parsed.attendeeId).toBeUndefined();
  });

  it('answers the spec’s messages for the duration', () => {
    const short = eventCreate.safeParse({ ...payload, duration: 4 });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['duration', EVENT_DURATION_MIN_MESSAGE],
    ]);
    const long = eventCreate.safeParse({ ...payload, duration: 361 });
    expect(long.error?.issues.map((i) => i.message)).toEqual([EVENT_DURATION_MAX_MESSAGE]);
  });

  it('requires type, department, name, details and the date', () => {
    const result = eventCreate.safeParse({});
    const fields = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['type', "can't be blank"],
        ['departmentId', "can't be blank"],
        ['name', "can't be blank"],
        ['details', "can't be blank"],
        ['startsAt', "can't be blank"],
      ]),
    );
  });

  it('keeps names to 191 characters and details to 280', () => {
    expect(eventCreate.safeParse({ ...payload, name: 'n'.repeat(192) }).success).toBe(false);
    expect(eventCreate.safeParse({ ...payload, name: 'n'.repeat(191) }).success).toBe(true);
    expect(eventCreate.safeParse({ ...payload, details: 'd'.repeat(281) }).success).toBe(false);
    expect(eventCreate.safeParse({ ...payload, details: '   ' }).success).toBe(false);
  });

  it('refuses a type that is not an event type', () => {
    expect(eventCreate.safeParse({ ...payload, type: 'Tutoring' }).error?.issues[0]?.message).toBe(
      'is not an event type',
    );
  });

  it('takes partial updates but never blanks a required field', () => {
    expect(eventUpdate.safeParse({ name: 'Renamed' }).success).toBe(true);
    expect(eventUpdate.safeParse({ details: null }).success).toBe(false);
    expect(eventUpdate.safeParse({ departmentId: null }).success).toBe(false);
  });
});
