import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import {
  DEMO_INVITED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
  hasDemoPassword,
} from './account-states.ts';
import { DEMO_EMAILS, DEMO_HR_EMAIL, DEMO_LOGINS } from './demo-logins.ts';
import { demoFileBytes, demoFileNamed } from './message-files.ts';
import { generateDemoWorld } from './generate.ts';
import { scheduleWindow } from './schedule.ts';
import { DEMO_WORLD_TABLES } from '../demo-world-tables.ts';
import type { DemoWorld } from './types.ts';

const WORLD_TABLES = DEMO_WORLD_TABLES.map(({ key }) => key);

dayjs.extend(utc);
dayjs.extend(timezone);

const NOW = new Date('2026-03-10T15:00:00.000Z');

/** Instants that stress the calendar: a Sunday, a Saturday night, the US spring-forward day, late evening UTC. */
const NOWS = [
  NOW,
  new Date('2026-03-08T12:00:00.000Z'),
  new Date('2026-03-15T04:30:00.000Z'),
  new Date('2026-11-01T07:00:00.000Z'),
  new Date('2026-07-04T23:59:00.000Z'),
];

const byId = <T extends { id: number }>(rows: readonly T[]) => new Set(rows.map((r) => r.id));
const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

function userByEmail(world: DemoWorld, email: string) {
  const user = world.users.find((u) => u.email === email);
  if (!user) throw new Error(`missing ${email}`);
  return user;
}

function demoTutor(world: DemoWorld) {
  const user = userByEmail(world, 'tutor@demo.test');
  const employee = world.employees.find((e) => e.userId === user.id);
  if (!employee) throw new Error('demo tutor has no employee row');
  return { user, employee, zone: user.timeZone ?? '' };
}

describe('generateDemoWorld determinism', () => {
  it('gives identical rows for the same now and seed', () => {
    expect(generateDemoWorld({ now: NOW })).toEqual(generateDemoWorld({ now: NOW }));
  });

  it('does not keep a reference to the caller’s Date', () => {
    const now = new Date(NOW);
    const world = generateDemoWorld({ now });
    now.setFullYear(2000);
    expect(world.now.toISOString()).toBe(NOW.toISOString());
  });

  it('gives other people for another seed but the same demo accounts', () => {
    const other = generateDemoWorld({ now: NOW, seed: 7 });
    const base = generateDemoWorld({ now: NOW });
    expect(other.users.map((u) => u.email)).not.toEqual(base.users.map((u) => u.email));
    expect(other.users.slice(0, 7).map((u) => u.email)).toEqual(DEMO_LOGINS.map((l) => l.email));
  });

  it('numbers every table from 1 without gaps', () => {
    const world = generateDemoWorld({ now: NOW });
    for (const table of WORLD_TABLES) {
      if (table === 'tutors') continue; // a tutor's id is its employee's id
      if (table === 'targetHistories') continue; // keyed by tutor and week: no id
      const rows: readonly { id: number }[] = world[table];
      expect(
        rows.map((r) => r.id),
        table,
      ).toEqual(rows.map((_, index) => index + 1));
    }
  });
});

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))(
  'demo world around %s',
  (_, now) => {
    const world = generateDemoWorld({ now });

    it('has every foreign id pointing at an existing row', () => {
      const users = byId(world.users);
      const employees = byId(world.employees);
      const tutors = byId(world.tutors);
      const parents = byId(world.parents);
      const students = byId(world.students);
      const courses = byId(world.courses);
      const sessions = byId(world.sessions);
      const missing: string[] = [];
      const check = (
        table: string,
        id: number,
        column: string,
        value: number | null | undefined,
        set: Set<number>,
      ) => {
        if (value != null && !set.has(value)) missing.push(`${table}#${id}.${column}=${value}`);
      };
      world.brands.forEach((r) =>
        check('brands', r.id, 'departmentId', r.departmentId, byId(world.departments)),
      );
      world.employees.forEach((r) => check('employees', r.id, 'userId', r.userId, users));
      world.tutors.forEach((r) => check('tutors', r.id, 'id', r.id, employees));
      world.parents.forEach((r) => {
        check('parents', r.id, 'userId', r.userId, users);
        check('parents', r.id, 'employeeId', r.employeeId, employees);
      });
      world.students.forEach((r) => {
        check('students', r.id, 'userId', r.userId, users);
        check('students', r.id, 'parentId', r.parentId, parents);
      });
      world.courses.forEach((r) => {
        check('courses', r.id, 'brandId', r.brandId, byId(world.brands));
        check('courses', r.id, 'subjectId', r.subjectId, byId(world.subjects));
      });
      world.enrollments.forEach((r) => {
        check('enrollments', r.id, 'courseId', r.courseId, courses);
        check('enrollments', r.id, 'studentId', r.studentId, students);
      });
      world.sessions.forEach((r) => {
        check('sessions', r.id, 'courseId', r.courseId, courses);
        check('sessions', r.id, 'supervisorId', r.supervisorId, employees);
      });
      world.assignments.forEach((r) => {
        check('assignments', r.id, 'sessionId', r.sessionId, sessions);
        check('assignments', r.id, 'employeeId', r.employeeId, employees);
      });
      world.attendances.forEach((r) => {
        check('attendances', r.id, 'sessionId', r.sessionId, sessions);
        check('attendances', r.id, 'studentId', r.studentId, students);
      });
      world.availabilities.forEach((r) =>
        check('availabilities', r.id, 'tutorId', r.tutorId, tutors),
      );
      world.notices.forEach((r) => check('notices', r.id, 'userId', r.userId, users));
      expect(missing).toEqual([]);
    });

    it('respects the unique indexes of the schema', () => {
      const unique = (values: string[]) => new Set(values).size === values.length;
      expect(unique(world.users.map((u) => u.email.toLowerCase()))).toBe(true);
      expect(unique(world.employees.map((e) => String(e.userId)))).toBe(true);
      expect(unique(world.parents.map((p) => String(p.userId)))).toBe(true);
      expect(unique(world.enrollments.map((e) => `${e.courseId}:${e.studentId}`))).toBe(true);
      expect(unique(world.assignments.map((a) => `${a.sessionId}:${a.employeeId}`))).toBe(true);
      expect(unique(world.attendances.map((a) => `${a.sessionId}:${a.studentId}`))).toBe(true);
    });

    it('makes every session last exactly its duration, inside the four weeks', () => {
      const { start, end } = scheduleWindow(now);
      for (const s of world.sessions) {
        expect(s.endsAt.getTime() - s.startsAt.getTime()).toBe(s.duration * 60_000);
        expect(s.startsAt >= start && s.endsAt <= end).toBe(true);
      }
      for (const a of world.availabilities) {
        expect(a.endsAt.getTime() - a.startsAt.getTime()).toBe(a.duration * 60_000);
        expect(a.startsAt >= start && a.endsAt <= end).toBe(true);
      }
    });

    it('has sessions both before and after now', () => {
      expect(world.sessions.some((s) => s.endsAt <= now)).toBe(true);
      expect(world.sessions.some((s) => s.startsAt > now)).toBe(true);
    });

    it('gives the demo tutor sessions today and this week in their own zone', () => {
      const { employee, zone } = demoTutor(world);
      const mine = world.sessions.filter((s) => s.supervisorId === employee.id);
      const today = dayjs(now).tz(zone).format('YYYY-MM-DD');
      const localDay = (d: Date) => dayjs(d).tz(zone).format('YYYY-MM-DD');
      expect(mine.filter((s) => localDay(s.startsAt) === today).length).toBeGreaterThanOrEqual(1);
      const weekStart = dayjs(now).tz(zone).startOf('week').toDate();
      const weekEnd = dayjs(now).tz(zone).endOf('week').toDate();
      expect(
        mine.filter((s) => s.startsAt >= weekStart && s.startsAt <= weekEnd).length,
      ).toBeGreaterThanOrEqual(4);
      expect(
        world.availabilities.filter(
          (a) => a.tutorId === employee.id && a.startsAt >= weekStart && a.startsAt <= weekEnd,
        ).length,
      ).toBeGreaterThanOrEqual(2);
    });

    it('puts sessions at sensible local hours of the tutor (8 am to 9 pm)', () => {
      for (const s of world.sessions) {
        const employee = world.employees.find((e) => e.id === s.supervisorId);
        const zone = world.users.find((u) => u.id === employee?.userId)?.timeZone ?? 'UTC';
        const start = dayjs(s.startsAt).tz(zone);
        const end = dayjs(s.endsAt).tz(zone);
        expect(start.hour()).toBeGreaterThanOrEqual(8);
        expect(end.hour() * 60 + end.minute()).toBeLessThanOrEqual(21 * 60);
      }
    });

    it('never books a tutor twice at once, nor offers time they already teach', () => {
      const busy = new Map<number, { startsAt: Date; endsAt: Date }[]>();
      for (const a of world.assignments) {
        const session = world.sessions.find((s) => s.id === a.sessionId);
        if (session) busy.set(a.employeeId, [...(busy.get(a.employeeId) ?? []), session]);
      }
      for (const [employeeId, sessions] of busy) {
        for (const [i, s] of sessions.entries()) {
          for (const other of sessions.slice(i + 1))
            expect(overlaps(s, other), `tutor ${employeeId}`).toBe(false);
          for (const offered of world.availabilities.filter((a) => a.tutorId === employeeId)) {
            expect(overlaps(s, offered), `tutor ${employeeId} availability`).toBe(false);
          }
        }
      }
    });

    it('books every tutoring session on its student’s tutoring enrollment, with hours left to book', () => {
      const tutorings = world.sessions.filter((s) => s.type === 'Tutoring');
      expect(tutorings.length).toBeGreaterThan(0);
      for (const session of tutorings) {
        const enrollment = world.enrollments.find((e) => e.id === session.enrollmentId);
        expect(enrollment?.courseId, `session ${session.id}`).toBe(session.courseId);
        const attending = world.attendances.filter((a) => a.sessionId === session.id);
        expect(attending.map((a) => a.studentId)).toEqual([enrollment!.studentId]);
        expect(session.scheduledById).not.toBeNull();
      }
      for (const courseId of new Set(tutorings.map((s) => s.courseId))) {
        const course = world.courses.find((c) => c.id === courseId)!;
        const scheduled = world.sessions
          .filter((s) => s.courseId === courseId && s.canceledAt === null)
          .reduce((sum, s) => sum + s.duration, 0);
        // At least a month of weekly hour-long sessions still to book.
        expect(course.duration! - scheduled, course.title).toBeGreaterThanOrEqual(4 * 60);
      }
    });

    it('staffs each session with its supervisor flagged on the primary tutor', () => {
      for (const s of world.sessions) {
        const staff = world.assignments.filter((a) => a.sessionId === s.id);
        expect(staff.filter((a) => a.supervisor).map((a) => a.employeeId)).toEqual([
          s.supervisorId,
        ]);
        expect(staff).toHaveLength(s.employeesRequired ?? 1);
      }
    });

    it('takes attendance for ended sessions and leaves future ones pending', () => {
      for (const a of world.attendances) {
        const session = world.sessions.find((s) => s.id === a.sessionId);
        if (!session) throw new Error('orphan attendance');
        // The demo family's story leaves one ended session per child with attendance not taken.
        if (session.endsAt <= now && session.attendanceTakenAt !== null)
          expect(a.attended).not.toBeNull();
        if (session.attendanceTakenAt === null) expect(a.attended).toBeNull();
        if (session.startsAt > now) expect(a.attended).toBeNull();
      }
      expect(world.attendances.some((a) => a.attended === true)).toBe(true);
      expect(world.attendances.some((a) => a.attended === false)).toBe(true);
    });
  },
);

describe('demo world contents', () => {
  const world = generateDemoWorld({ now: NOW });

  it('has the seven demo logins, confirmed and active, with their roles', () => {
    for (const login of DEMO_LOGINS) {
      const user = userByEmail(world, login.email);
      expect(user.roles).toEqual([...login.roles]);
      expect(user.confirmedAt).not.toBeNull();
      expect(user.active).toBe(true);
    }
  });

  it('has an HR login among the staff, after the core world', () => {
    const hr = userByEmail(world, DEMO_HR_EMAIL);
    expect(hr.roles).toEqual(['hr']);
    expect(hr.active).toBe(true);
    expect(hr.id).toBeGreaterThan(DEMO_LOGINS.length);
    expect(world.employees.some((e) => e.userId === hr.id)).toBe(true);
  });

  it('gives every hired employee the employment period their dates say, ended where they left', () => {
    const hired = world.employees.filter((e) => e.hireDate);
    expect(world.employmentPeriods).toHaveLength(hired.length);
    for (const employee of hired) {
      const periods = world.employmentPeriods.filter((p) => p.employeeId === employee.id);
      expect(periods).toEqual([
        expect.objectContaining({
          hireDate: employee.hireDate!.toISOString().slice(0, 10),
          endDate: employee.endDate ? employee.endDate.toISOString().slice(0, 10) : null,
        }),
      ]);
    }
    expect(world.employmentPeriods.some((p) => p.endDate !== null)).toBe(true);
  });

  it('makes parent@demo.test the parent of student@demo.test', () => {
    const parentUser = userByEmail(world, 'parent@demo.test');
    const studentUser = userByEmail(world, 'student@demo.test');
    const parent = world.parents.find((p) => p.userId === parentUser.id);
    const student = world.students.find((s) => s.userId === studentUser.id);
    expect(student?.parentId).toBe(parent?.id);
  });

  it('gives tutor@demo.test and leader@demo.test tutor records, in a US zone', () => {
    for (const email of ['tutor@demo.test', 'leader@demo.test']) {
      const user = userByEmail(world, email);
      const employee = world.employees.find((e) => e.userId === user.id);
      expect(employee?.type).toBe('Tutor');
      expect(world.tutors.some((t) => t.id === employee?.id)).toBe(true);
      expect(user.timeZone).toMatch(/^America\//);
    }
    expect(userByEmail(world, 'tutor@demo.test').timeZone).toBe('America/Chicago');
  });

  it('has more than a page (25) of active tutors across at least five US zones', () => {
    const active = world.employees.filter((e) => e.type === 'Tutor' && e.active);
    expect(active.length).toBeGreaterThan(25);
    expect(active.length).toBeLessThanOrEqual(40);
    const zones = new Set(active.map((e) => world.users.find((u) => u.id === e.userId)?.timeZone));
    expect(zones.size).toBeGreaterThanOrEqual(5);
    expect(world.tutors).toHaveLength(world.employees.filter((e) => e.type === 'Tutor').length);
  });

  it('has about sixty students with parents, some families with two children', () => {
    // Sixty in families, plus a TK and a K sibling and one duplicate (demo-world/students.ts).
    expect(world.students).toHaveLength(63);
    expect(world.students.every((s) => s.parentId !== null)).toBe(true);
    const perParent = new Map<number, number>();
    world.students.forEach((s) =>
      perParent.set(s.parentId ?? 0, (perParent.get(s.parentId ?? 0) ?? 0) + 1),
    );
    expect([...perParent.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(5);
  });

  it('has the brands the product needs: one with points, one named Private Tutoring', () => {
    expect(world.brands.some((b) => b.includePoints)).toBe(true);
    expect(world.brands.filter((b) => b.name === 'Private Tutoring')).toHaveLength(1);
    expect(world.brands.length).toBeGreaterThanOrEqual(4);
  });

  it('has courses of every status across several brands', () => {
    // About twenty running courses plus two past terms of the group ones: more than a page.
    expect(world.courses.length).toBeGreaterThan(25);
    expect(world.courses.length).toBeLessThanOrEqual(60);
    expect(new Set(world.courses.map((c) => c.status))).toEqual(
      new Set(['published', 'unpublished', 'canceled']),
    );
    expect(new Set(world.courses.map((c) => c.brandId)).size).toBeGreaterThanOrEqual(5);
  });

  it('has an invited parent, unconfirmed and without the demo password', () => {
    const invited = userByEmail(world, DEMO_INVITED_PARENT_EMAIL);
    expect(invited).toMatchObject({ roles: ['parent'], confirmedAt: null, unconfirmedEmail: null });
    expect(hasDemoPassword(invited)).toBe(false);
    expect(world.parents.some((p) => p.userId === invited.id)).toBe(true);
  });

  it('has a confirmed parent waiting to confirm a new address', () => {
    const moved = userByEmail(world, DEMO_UNCONFIRMED_PARENT_EMAIL);
    expect(moved.confirmedAt).not.toBeNull();
    expect(moved.unconfirmedEmail).toBe(DEMO_UNCONFIRMED_PARENT_NEW_EMAIL);
    expect(hasDemoPassword(moved)).toBe(true);
    expect(world.parents.some((p) => p.userId === moved.id)).toBe(true);
    expect(world.users.some((u) => u.email === DEMO_UNCONFIRMED_PARENT_NEW_EMAIL)).toBe(false);
  });

  it('gives every other user the demo password', () => {
    const others = world.users.filter((u) => u.email !== DEMO_INVITED_PARENT_EMAIL);
    expect(others.every(hasDemoPassword)).toBe(true);
  });

  it('uses example.test for every e-mail that is not a demo login', () => {
    const demoEmails = new Set<string>(DEMO_EMAILS);
    for (const user of world.users.filter((u) => !demoEmails.has(u.email))) {
      expect(user.email).toMatch(/^[a-z.0-9-]+@example\.test$/);
    }
  });

  it('sends some messages to the staff compose offers: the course host, the parents’ advisors', () => {
    const coursesById = new Map(world.courses.map((c) => [c.id, c]));
    const parentsById = new Map(world.parents.map((p) => [p.id, p]));
    const employeesById = new Map(world.employees.map((e) => [e.id, e]));
    const usersById = new Map(world.users.map((u) => [u.id, u]));
    let withStaff = 0;
    for (const message of world.messages) {
      const recipients = world.messageRecipients.filter((r) => r.messageId === message.id);
      expect(message.recipientsCount).toBe(recipients.length);
      const staff = recipients.filter((r) => r.recipientType === 'Employee');
      if (staff.length === 0) continue;
      withStaff += 1;
      // Families first, then staff (the order compose lists and a send writes them).
      expect(recipients.slice(-staff.length)).toEqual(staff);
      const advisors = recipients
        .filter((r) => r.recipientType === 'Parent')
        .map((r) => parentsById.get(r.recipientId)?.employeeId);
      for (const recipient of staff) {
        const employee = employeesById.get(recipient.recipientId)!;
        const user = usersById.get(employee.userId)!;
        expect(employee.active).toBe(true);
        expect(recipient).toMatchObject({
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
        });
        const isHost = coursesById.get(message.courseId!)?.hostId === employee.id;
        expect(isHost || advisors.includes(employee.id), recipient.name).toBe(true);
      }
    }
    expect(withStaff).toBeGreaterThan(world.messages.length / 5);
    expect(withStaff).toBeLessThan(world.messages.length);
  });

  it('gives some messages a cc and additional addresses, as a send stores them', () => {
    const typed = world.messages.filter((m) => m.cc !== '');
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.length).toBeLessThan(world.messages.length);
    for (const message of typed) {
      expect(message.cc).toMatch(/^[a-z]+@example\.test$/);
      expect(message.additionalRecipients).toMatch(
        /^[a-z]+@example\.test(,[a-z]+@example\.test)+$/,
      );
    }
    expect(world.messages.filter((m) => m.cc === '').every((m) => !m.additionalRecipients)).toBe(
      true,
    );
  });

  it('attaches demo files to some messages, sized and keyed as an upload is', () => {
    const messagesById = new Map(world.messages.map((m) => [m.id, m]));
    expect(world.uploads.length).toBeGreaterThan(1);
    expect(world.uploads.some((u) => u.contentType === 'application/pdf')).toBe(true);
    expect(world.uploads.some((u) => u.attachableId === 1)).toBe(true);
    for (const upload of world.uploads) {
      const message = messagesById.get(upload.attachableId)!;
      expect(upload.attachableType).toBe('Message');
      expect(upload.uploadedById).toBe(message.senderId);
      expect(upload.createdAt).toEqual(message.sentAt);
      expect(upload.storageKey).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}$/);
      const file = demoFileNamed(upload.fileName)!;
      expect(upload.contentType).toBe(file.contentType);
      expect(upload.byteSize).toBe(demoFileBytes(file).byteLength);
    }
    expect(new Set(world.uploads.map((u) => u.storageKey)).size).toBe(world.uploads.length);
  });

  it('creates nothing in the future', () => {
    for (const table of WORLD_TABLES) {
      for (const row of world[table] as readonly { createdAt?: Date }[]) {
        if (row.createdAt) expect(row.createdAt <= NOW, table).toBe(true);
      }
    }
  });
});
