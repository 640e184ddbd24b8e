import type { Attendance, Session, StudentContacts, Tutor } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, brands, enrollments, parents, users } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
  type ListBody,
  type OneBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type FamilySession = Session & { attendances?: Attendance[]; supervisor?: Tutor | null };

/**
 * What the family apps' sessions list and contact tab read (spec scheduling §2 sessions-list
 * and contact, §6 session notes to student and parent): a student or parent reads only the
 * sessions, attendances and contacts of their own students, and of staff no more than a
 * contact's name, e-mail and phone.
 */
describe.each(BACKENDS)('family reads: sessions and contacts (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let agents: Record<'admin' | 'tia' | 'tom' | 'sam' | 'pam', TestAgent>;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    const { users: people, brands: brandRows, students } = world;
    // Pam's advisor is the fixture advisor; the Private Tutoring brand's contact is Ada Admin;
    // Pia's tutoring enrollment is with Tom. Pia also sits in s2 beside Sid (a group session).
    await ctx.db
      .update(parents)
      .set({ employeeId: people.advisor.employeeId! })
      .where(eq(parents.id, people.pam.parentId!));
    await ctx.db
      .update(users)
      .set({ phone: '+15555550123', firstName: 'Avery', lastName: 'Advisor' })
      .where(eq(users.id, people.advisor.id));
    await ctx.db
      .update(brands)
      .set({ employeeId: people.admin.employeeId! })
      .where(eq(brands.id, brandRows.private.id));
    await ctx.db
      .update(enrollments)
      .set({ tutorId: people.tom.employeeId! })
      .where(eq(enrollments.studentId, students.pia));
    await ctx.db
      .insert(attendances)
      .values({ sessionId: world.sessions.s2.id, studentId: students.pia, notes: 'Pia: good' });
    await ctx.db
      .update(attendances)
      .set({ notes: 'Sid: private' })
      .where(eq(attendances.studentId, students.sid));
    const [admin, tia, tom, sam, pam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam', 'pam');
    agents = { admin, tia, tom, sam, pam };
  });
  afterAll(() => ctx?.close());

  const sessionsOf = (agent: TestAgent, query: string) =>
    call<ListBody<'sessions', FamilySession>>(agent.get(`/api/v2/sessions?${query}`));
  const contactsOf = (agent: TestAgent, studentId: number) =>
    call<StudentContacts>(agent.get(`/api/v2/students/${studentId}/contacts`));

  describe('the sessions list', () => {
    it("lists a parent's child's sessions by studentId, with notes and the tutor's public name", async () => {
      const { status, body } = await sessionsOf(
        agents.pam,
        `studentId=${world.students.pia}&include=supervisor,attendances&orderBy=starts_at`,
      );
      expect(status).toBe(200);
      expect(idsOf(body.sessions)).toEqual([world.sessions.s3.id, world.sessions.s2.id]);
      const s3 = body.sessions[0]!;
      expect(s3).toHaveProperty('notes');
      expect(Object.keys(s3.supervisor ?? {}).sort()).toEqual(
        ['avatarUrl', 'firstName', 'id', 'lastInitial'].sort(),
      );
    });

    it("embeds only the parent's own children's attendances on a group session", async () => {
      const { body } = await call<OneBody<'session', FamilySession>>(
        agents.pam.get(`/api/v2/sessions/${world.sessions.s2.id}?include=attendances`),
      );
      expect(body.session.attendances?.map((a) => a.studentId)).toEqual([world.students.pia]);
      expect(body.session.attendances?.map((a) => a.notes)).toEqual(['Pia: good']);
    });

    it("gives a parent nothing of another family's student", async () => {
      const { status, body } = await sessionsOf(agents.pam, `studentId=${world.students.sam}`);
      expect(status).toBe(200);
      expect(body.sessions).toEqual([]);
      const show = await call(agents.pam.get(`/api/v2/sessions/${world.sessions.s1.id}`));
      expect(show.status).toBe(404);
    });

    it("does not tell a parent which of their child's group sessions another family's student attends", async () => {
      // Sid attends s2 beside Pia: Pam reads s2, but not Sid's attendance, so filtering by Sid
      // must not single it out.
      const { status, body } = await sessionsOf(agents.pam, `studentId=${world.students.sid}`);
      expect(status).toBe(200);
      expect(body.sessions).toEqual([]);
      const both = await sessionsOf(
        agents.pam,
        `studentId[]=${world.students.sid}&studentId[]=${world.students.pia}`,
      );
      expect(idsOf(both.body.sessions).sort()).toEqual(
        [world.sessions.s2.id, world.sessions.s3.id].sort(),
      );
      const tom = await sessionsOf(agents.tom, `studentId=${world.students.sid}`);
      expect(idsOf(tom.body.sessions)).toEqual([world.sessions.s2.id]);
    });

    it("gives a student their own sessions and 404 for another's", async () => {
      const own = await sessionsOf(agents.sam, `studentId=${world.students.sam}`);
      expect(idsOf(own.body.sessions)).toEqual([world.sessions.s1.id]);
      const other = await sessionsOf(agents.sam, `studentId=${world.students.pia}`);
      expect(other.body.sessions).toEqual([]);
      const show = await call(agents.sam.get(`/api/v2/sessions/${world.sessions.s3.id}`));
      expect(show.status).toBe(404);
    });

    it("does not list another student's attendances to a student", async () => {
      const { body } = await call<ListBody<'attendances', Attendance>>(
        agents.sam.get(`/api/v2/attendances?sessionId=${world.sessions.s2.id}`),
      );
      expect(body.attendances).toEqual([]);
    });

    it('lets the tutor of a session and staff list its students', async () => {
      const tom = await sessionsOf(agents.tom, `studentId=${world.students.pia}`);
      expect(idsOf(tom.body.sessions).sort()).toEqual(
        [world.sessions.s2.id, world.sessions.s3.id].sort(),
      );
      const admin = await sessionsOf(agents.admin, `studentId=${world.students.pia}`);
      expect(admin.body.meta.totalCount).toBe(2);
    });
  });

  describe('GET /students/{id}/contacts', () => {
    it("answers a parent the advisor, the tutoring brand's contact and the tutor, nothing more", async () => {
      const { status, body } = await contactsOf(agents.pam, world.students.pia);
      expect(status).toBe(200);
      expect(body).toEqual({
        advisor: { name: 'Avery Advisor', email: 'advisor@fixture.test', phone: '+15555550123' },
        brandContact: {
          name: 'Ada Admin',
          email: 'admin@fixture.test',
          phone: null,
          brandName: 'Private Tutoring',
          courseTitle: 'Algebra Boost',
        },
        tutor: { name: 'Tom T.', avatarUrl: null },
      });
    });

    it('answers 404 to a parent for a student of another family', async () => {
      expect((await contactsOf(agents.pam, world.students.sam)).status).toBe(404);
      expect((await contactsOf(agents.pam, world.students.sid)).status).toBe(404);
    });

    it('answers a student their own, with nulls where there is nobody, and 404 for another', async () => {
      const own = await contactsOf(agents.sam, world.students.sam);
      expect(own.status).toBe(200);
      // Sam has no parent (so no advisor) and no tutoring-brand enrollment.
      expect(own.body).toEqual({ advisor: null, brandContact: null, tutor: null });
      expect((await contactsOf(agents.sam, world.students.pia)).status).toBe(404);
    });

    it("answers the student's tutor, and 404 to a tutor who does not teach them", async () => {
      expect((await contactsOf(agents.tom, world.students.pia)).status).toBe(200);
      // Tom teaches s2 and s3 (Sid and Pia), not Sam.
      expect((await contactsOf(agents.tom, world.students.sam)).status).toBe(404);
    });

    it('answers staff for any student, and 401 when signed out', async () => {
      expect((await contactsOf(agents.admin, world.students.pia)).body.tutor?.name).toBe('Tom T.');
      const anonymous = new TestAgent(ctx.app);
      expect(
        (await call(anonymous.get(`/api/v2/students/${world.students.pia}/contacts`))).status,
      ).toBe(401);
    });
  });
});
