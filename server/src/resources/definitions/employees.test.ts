import type { AssignedAdvisor, Employee, Tutor } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, parents, tutorSubjects, users } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('employees and tutors (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let hr: TestAgent;
  let advisor: TestAgent;
  let manager: TestAgent;
  let tia: TestAgent;
  let student: TestAgent;
  let hrEmployeeId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr', 'manager'] });
    world = ctx.world;
    hrEmployeeId = ctx.staff.hr!.employeeId!;
    [admin, hr, advisor, manager, tia, student] = await ctx.signInAs(
      'admin',
      'hr',
      'advisor',
      'manager',
      'tia',
      'sam',
    );
  });
  afterAll(() => ctx?.close());

  const employeeId = (name: keyof ResourceWorld['users']) => world.users[name].employeeId!;
  const newEmployee = {
    firstName: 'Nora',
    lastName: 'New',
    email: 'nora.new@fixture.test',
    title: 'Admin',
    roles: ['admin'],
  };

  describe('reading', () => {
    it('lists employees to staff with their names, roles and dates, and refuses others', async () => {
      const { status, body } = await call<ListBody<'employees', Employee>>(
        advisor.get('/api/v2/employees?orderBy=id'),
      );
      expect(status).toBe(200);
      const ada = body.employees.find((e) => e.id === employeeId('admin'))!;
      expect(ada).toMatchObject({ fullName: 'Ada Admin', roles: ['admin'], active: true });
      expect(body.employees.find((e) => e.id === employeeId('tia'))!.type).toBe('Tutor');
      expect((await tia.get('/api/v2/employees')).status).toBe(403);
      expect((await student.get('/api/v2/employees')).status).toBe(403);
      expect((await new TestAgent(ctx.app).get('/api/v2/employees')).status).toBe(401);
      expect((await tia.get(`/api/v2/employees/${employeeId('admin')}`)).status).toBe(404);
    });

    it('filters by active, type and roles', async () => {
      const tutorsOnly = await call<ListBody<'employees', Employee>>(
        admin.get('/api/v2/employees?type=Tutor'),
      );
      expect(tutorsOnly.body.employees.map((e) => e.lastName).sort()).toEqual(['Teacher', 'Tutor']);
      const advisors = await call<ListBody<'employees', Employee>>(
        admin.get('/api/v2/employees?roles[]=advisor&roles[]=academic_advisor'),
      );
      expect(advisors.body.employees.map((e) => e.id)).toEqual([employeeId('advisor')]);
      const inactive = await call<ListBody<'employees', Employee>>(
        admin.get('/api/v2/employees?active=false'),
      );
      expect(inactive.body.employees).toEqual([]);
    });

    it('answers the advisors assigned to parents', async () => {
      await ctx.db
        .update(parents)
        .set({ employeeId: employeeId('advisor') })
        .where(eq(parents.id, world.users.pam.parentId!));
      const { status, body } = await call<{ employees: AssignedAdvisor[] }>(
        advisor.get('/api/v2/employees/assigned_advisors'),
      );
      expect(status).toBe(200);
      expect(body.employees).toEqual([
        { id: employeeId('advisor'), fullName: expect.any(String), active: true },
      ]);
      expect((await tia.get('/api/v2/employees/assigned_advisors')).status).toBe(403);
    });
  });

  describe('hiring and editing', () => {
    it('creates an employee and their account, and mails the confirmation', async () => {
      const created = await call<OneBody<'employee', Employee>>(
        hr.post('/api/v2/employees', {
          employee: {
            ...newEmployee,
            roles: ['advisor'],
            title: 'Advisor',
            hireDate: '2026-03-01',
          },
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body.employee).toMatchObject({
        fullName: 'Nora New',
        type: 'Employee',
        roles: ['advisor'],
        hireDate: '2026-03-01',
        endDate: null,
        active: true,
        lockVersion: 0,
      });
      expect(ctx.mailer.sent.map((mail) => mail.to)).toContain('nora.new@fixture.test');
    });

    it('hires today when no date is given', async () => {
      const created = await call<OneBody<'employee', Employee>>(
        admin.post('/api/v2/employees', { employee: newEmployee }),
      );
      expect(created.body.employee.hireDate).toBe('2026-03-10');
    });

    it('refuses a taken e-mail (any case) and blank names with field errors', async () => {
      const refused = await call<ProblemBody>(
        admin.post('/api/v2/employees', {
          employee: { ...newEmployee, email: 'ADMIN@fixture.test', firstName: ' ' },
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.firstName).toEqual(["can't be blank"]);
      const taken = await call<ProblemBody>(
        admin.post('/api/v2/employees', {
          employee: { ...newEmployee, email: 'ADMIN@fixture.test' },
        }),
      );
      expect(taken.status).toBe(422);
      expect(taken.body.errors.email).toEqual(['has already been taken']);
    });

    it('lets HR hire staff but not grant the admin role', async () => {
      const refused = await call<ProblemBody>(
        hr.post('/api/v2/employees', { employee: newEmployee }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.roles).toEqual(['only an admin may grant the admin role']);
      const rows = await ctx.db.select().from(users).where(eq(users.email, newEmployee.email));
      expect(rows).toEqual([]);
    });

    it("keeps an admin's record out of HR's hands: no e-mail, roles, termination or extension", async () => {
      const id = employeeId('admin');
      const [before] = await ctx.db
        .select({ email: users.email, roles: users.roles })
        .from(users)
        .where(eq(users.id, world.users.admin.id));
      const attempts = [
        hr.put(`/api/v2/employees/${id}`, { employee: { email: 'taken.over@fixture.test' } }),
        hr.put(`/api/v2/employees/${id}`, { employee: { roles: ['advisor'] } }),
        hr.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } }),
        hr.put(`/api/v2/employees/${id}/rehire`, { employee: {} }),
        hr.put(`/api/v2/employees/${id}/set_extension_handle`, { extensionHandle: '9' }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
      const [after] = await ctx.db
        .select({ email: users.email, roles: users.roles })
        .from(users)
        .where(eq(users.id, world.users.admin.id));
      expect(after).toEqual(before);
      // Nor make someone an admin by an update.
      const promoted = await hr.put(`/api/v2/employees/${employeeId('advisor')}`, {
        employee: { roles: ['advisor', 'admin'] },
      });
      expect(promoted.status).toBe(403);
      // HR still edits everyone else.
      const edited = await hr.put(`/api/v2/employees/${employeeId('advisor')}`, {
        employee: { phone: '+15555550188' },
      });
      expect(edited.status).toBe(200);
    });

    it('refuses hiring to advisors, instruction managers and tutors', async () => {
      for (const agent of [advisor, manager, tia]) {
        const res = await agent.post('/api/v2/employees', { employee: newEmployee });
        expect(res.status).toBe(403);
      }
    });

    it('edits the user’s name and the title in one change, and refuses a stale version', async () => {
      const id = employeeId('advisor');
      const updated = await call<OneBody<'employee', Employee>>(
        admin.put(`/api/v2/employees/${id}`, {
          employee: { lastName: 'Renamed', title: 'Senior Advisor', lockVersion: 0 },
        }),
      );
      expect(updated.status).toBe(200);
      expect(updated.body.employee).toMatchObject({
        lastName: 'Renamed',
        title: 'Senior Advisor',
        lockVersion: 1,
      });
      const stale = await admin.put(`/api/v2/employees/${id}`, {
        employee: { firstName: 'Again', lockVersion: 0 },
      });
      expect(stale.status).toBe(409);
    });
  });

  describe('terminate and rehire', () => {
    it('terminates: inactive from the end date, the account inactive and signed out', async () => {
      const id = employeeId('advisor');
      // Its own agent: the 401 at the end clears the agent's cookies.
      const leaving = await new TestAgent(ctx.app).signIn(
        'advisor@fixture.test',
        FIXTURE_LOGIN_PASSWORD,
      );
      const done = await call<OneBody<'employee', Employee>>(
        hr.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } }),
      );
      expect(done.status).toBe(200);
      expect(done.body.employee).toMatchObject({ active: false, endDate: '2026-03-09' });
      const [user] = await ctx.db
        .select({ active: users.active })
        .from(users)
        .where(eq(users.id, world.users.advisor.id));
      expect(user!.active).toBe(false);
      const signIns = await ctx.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, world.users.advisor.id));
      expect(signIns).toEqual([]);
      expect((await leaving.get('/api/v2/employees')).status).toBe(401);
    });

    it('answers 409 for a second termination and for terminating oneself', async () => {
      const id = employeeId('tom');
      await hr.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } });
      const again = await call<ProblemBody>(
        hr.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } }),
      );
      expect(again.status).toBe(409);
      expect(again.body.errors.base).toEqual(['This employee has already been terminated.']);
      const self = await hr.put(`/api/v2/employees/${hrEmployeeId}/terminate`, {
        employee: { endDate: '2026-03-09' },
      });
      expect(self.status).toBe(409);
    });

    it('refuses an end date in the future, before the hire date, or missing (422)', async () => {
      const id = employeeId('tom');
      await admin.put(`/api/v2/employees/${id}`, { employee: { hireDate: '2026-01-15' } });
      const future = await call<ProblemBody>(
        admin.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-04-01' } }),
      );
      expect(future.status).toBe(422);
      expect(future.body.errors.endDate).toEqual(["can't be in the future"]);
      const early = await call<ProblemBody>(
        admin.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-01-01' } }),
      );
      expect(early.body.errors.endDate).toEqual(['must not be before the hire date']);
      const missing = await admin.put(`/api/v2/employees/${id}/terminate`, { employee: {} });
      expect(missing.status).toBe(422);
    });

    it('rehires a terminated employee, and refuses rehiring an active one', async () => {
      const id = employeeId('tom');
      await admin.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } });
      const back = await call<OneBody<'employee', Employee>>(
        admin.put(`/api/v2/employees/${id}/rehire`, { employee: {} }),
      );
      expect(back.status).toBe(200);
      expect(back.body.employee).toMatchObject({
        active: true,
        endDate: null,
        hireDate: '2026-03-10',
      });
      const again = await admin.put(`/api/v2/employees/${id}/rehire`, { employee: {} });
      expect(again.status).toBe(409);
    });

    it('keeps every employment period: a rehire opens a new one after the one that ended', async () => {
      const id = employeeId('tom');
      await admin.put(`/api/v2/employees/${id}`, { employee: { hireDate: '2025-06-02' } });
      await admin.put(`/api/v2/employees/${id}/terminate`, {
        employee: { endDate: '2025-12-19', reason: 'Moved abroad' },
      });
      const early = await call<ProblemBody>(
        admin.put(`/api/v2/employees/${id}/rehire`, { employee: { hireDate: '2025-12-01' } }),
      );
      expect(early.status).toBe(422);
      expect(early.body.errors.hireDate).toEqual([
        'must not be before the end of the last employment',
      ]);
      const back = await call<OneBody<'employee', Employee>>(
        admin.put(`/api/v2/employees/${id}/rehire`, { employee: { hireDate: '2026-02-16' } }),
      );
      expect(back.status).toBe(200);
      expect(back.body.employee).toMatchObject({
        active: true,
        hireDate: '2026-02-16',
        endDate: null,
      });
      expect(back.body.employee.employmentPeriods).toEqual([
        { hireDate: '2025-06-02', endDate: '2025-12-19', endReason: 'Moved abroad' },
        { hireDate: '2026-02-16', endDate: null, endReason: null },
      ]);
      await admin.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } });
      const shown = await call<OneBody<'employee', Employee>>(admin.get(`/api/v2/employees/${id}`));
      expect(shown.body.employee.employmentPeriods).toEqual([
        { hireDate: '2025-06-02', endDate: '2025-12-19', endReason: 'Moved abroad' },
        { hireDate: '2026-02-16', endDate: '2026-03-09', endReason: null },
      ]);
    });

    it('refuses a hire date in the future on a hire, an edit and a rehire (422)', async () => {
      const hired = await call<ProblemBody>(
        admin.post('/api/v2/employees', { employee: { ...newEmployee, hireDate: '2026-03-11' } }),
      );
      expect(hired.status).toBe(422);
      expect(hired.body.errors.hireDate).toEqual(["can't be in the future"]);
      const id = employeeId('tom');
      const edited = await call<ProblemBody>(
        admin.put(`/api/v2/employees/${id}`, { employee: { hireDate: '2027-01-01' } }),
      );
      expect(edited.status).toBe(422);
      expect(edited.body.errors.hireDate).toEqual(["can't be in the future"]);
      await admin.put(`/api/v2/employees/${id}/terminate`, { employee: { endDate: '2026-03-09' } });
      const rehired = await call<ProblemBody>(
        admin.put(`/api/v2/employees/${id}/rehire`, { employee: { hireDate: '2026-04-01' } }),
      );
      expect(rehired.status).toBe(422);
      expect(rehired.body.errors.hireDate).toEqual(["can't be in the future"]);
    });

    it('refuses terminate and rehire to other roles (403), and unknown ids (404)', async () => {
      const id = employeeId('tom');
      for (const agent of [advisor, manager]) {
        const res = await agent.put(`/api/v2/employees/${id}/terminate`, {
          employee: { endDate: '2026-03-09' },
        });
        expect(res.status).toBe(403);
      }
      expect((await tia.put(`/api/v2/employees/${id}/rehire`, { employee: {} })).status).toBe(404);
      expect(
        (
          await admin.put('/api/v2/employees/999999/terminate', {
            employee: { endDate: '2026-03-09' },
          })
        ).status,
      ).toBe(404);
    });

    it('sets the extension handle: managers on anyone, staff on their own only', async () => {
      const id = employeeId('advisor');
      const own = await call<OneBody<'employee', Employee>>(
        advisor.put(`/api/v2/employees/${id}/set_extension_handle`, { extensionHandle: ' 204 ' }),
      );
      expect(own.status).toBe(200);
      expect(own.body.employee.extensionHandle).toBe('204');
      const other = await advisor.put(
        `/api/v2/employees/${employeeId('admin')}/set_extension_handle`,
        {
          extensionHandle: '1',
        },
      );
      expect(other.status).toBe(403);
      const cleared = await call<OneBody<'employee', Employee>>(
        admin.put(`/api/v2/employees/${id}/set_extension_handle`, { extensionHandle: '' }),
      );
      expect(cleared.body.employee.extensionHandle).toBeNull();
    });
  });

  describe('tutors', () => {
    it('adds a tutor with subjects and a department in one call', async () => {
      const created = await call<OneBody<'tutor', Tutor>>(
        admin.post('/api/v2/tutors', {
          tutor: {
            firstName: 'Tess',
            lastName: 'Tutor',
            email: 'tess@fixture.test',
            timeZone: 'America/Chicago',
            tierId: world.tiers.silver.id,
            subjectIds: [world.subjects.math.id, world.subjects.algebra.id],
            departmentIds: [world.department.id],
            deliveryTarget: 12,
            availabilityTarget: 20,
          },
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body.tutor).toMatchObject({
        firstName: 'Tess',
        roles: ['tutor'],
        title: 'Tutor',
        tierName: 'Silver',
        subjectNames: ['SAT Math', 'Álgebra'],
        departmentNames: ['Test Prep'],
        deliveryTarget: 12,
        active: true,
      });
      const bySubject = await call<ListBody<'tutors', Tutor>>(
        admin.get(`/api/v2/tutors?subjectId=${world.subjects.algebra.id}`),
      );
      expect(bySubject.body.tutors.map((t) => t.firstName)).toEqual(['Tess']);
    });

    it('writes nothing when a subject does not exist', async () => {
      const refused = await call<ProblemBody>(
        admin.post('/api/v2/tutors', {
          tutor: {
            firstName: 'Gil',
            lastName: 'Ghost',
            email: 'gil@fixture.test',
            subjectIds: [999999],
          },
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.subjectIds).toEqual(['are not subjects: 999999']);
      const rows = await ctx.db.select().from(users).where(eq(users.email, 'gil@fixture.test'));
      expect(rows).toEqual([]);
    });

    it('lets an instruction manager change targets only', async () => {
      const id = world.users.tia.tutorId!;
      const targets = await call<OneBody<'tutor', Tutor>>(
        manager.put(`/api/v2/tutors/${id}`, {
          tutor: { deliveryTarget: 30, acceptNewStudents: false },
        }),
      );
      expect(targets.status).toBe(200);
      expect(targets.body.tutor).toMatchObject({ deliveryTarget: 30, acceptNewStudents: false });
      expect(
        (await manager.put(`/api/v2/tutors/${id}`, { tutor: { firstName: 'Nope' } })).status,
      ).toBe(422);
      expect(
        (await advisor.put(`/api/v2/tutors/${id}`, { tutor: { deliveryTarget: 1 } })).status,
      ).toBe(403);
      expect((await tia.put(`/api/v2/tutors/${id}`, { tutor: { deliveryTarget: 1 } })).status).toBe(
        403,
      );
    });

    it('refuses HR and instruction managers a tutor who is also an admin', async () => {
      const tom = world.users.tom;
      await ctx.db
        .update(users)
        .set({ roles: ['tutor', 'admin'] })
        .where(eq(users.id, tom.id));
      try {
        const path = `/api/v2/tutors/${tom.tutorId!}`;
        const taken = await hr.put(path, { tutor: { email: 'taken.over@fixture.test' } });
        expect(taken.status).toBe(403);
        const targets = await manager.put(path, { tutor: { deliveryTarget: 2 } });
        expect(targets.status).toBe(403);
        const [row] = await ctx.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, tom.id));
        expect(row?.email).toBe(tom.email);
        expect((await admin.put(path, { tutor: { deliveryTarget: 2 } })).status).toBe(200);
      } finally {
        await ctx.db
          .update(users)
          .set({ roles: ['tutor'] })
          .where(eq(users.id, tom.id));
      }
    });

    it('replaces the subjects sent and renames the tutor’s user', async () => {
      const id = world.users.tia.tutorId!;
      const updated = await call<OneBody<'tutor', Tutor>>(
        admin.put(`/api/v2/tutors/${id}`, {
          tutor: { lastName: 'Tutorova', subjectIds: [world.subjects.math.id] },
        }),
      );
      expect(updated.status).toBe(200);
      expect(updated.body.tutor).toMatchObject({
        lastName: 'Tutorova',
        subjectIds: [world.subjects.math.id],
      });
      const links = await ctx.db.select().from(tutorSubjects).where(eq(tutorSubjects.tutorId, id));
      expect(links).toHaveLength(1);
    });

    it('refuses targets out of range', async () => {
      const refused = await call<ProblemBody>(
        admin.put(`/api/v2/tutors/${world.users.tia.tutorId!}`, { tutor: { deliveryTarget: 500 } }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.deliveryTarget).toEqual(['must be a number from 0 to 80']);
    });

    it('shows students a tutor’s public face only, and refuses them the subject filter', async () => {
      const { body } = await call<OneBody<'tutor', Tutor>>(
        student.get(`/api/v2/tutors/${world.users.tia.tutorId!}`),
      );
      expect(Object.keys(body.tutor).sort()).toEqual([
        'avatarUrl',
        'firstName',
        'id',
        'lastInitial',
      ]);
      const filtered = await student.get(`/api/v2/tutors?subjectId=${world.subjects.math.id}`);
      expect(filtered.status).toBe(422);
    });
  });
});
