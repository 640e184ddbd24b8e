import type { CourseListAnswer } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, courses, sessions } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('GET /courses/membership, /homework_help, /hosted (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tia, tom, sam, pam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam', 'pam');
  });
  afterAll(() => ctx?.close());

  const list = async (agent: TestAgent, path: string) => {
    const { status, body } = await call<CourseListAnswer>(agent.get(`/api/v2/courses/${path}`));
    expect(status).toBe(200);
    return body.courses;
  };
  const titles = (items: { title: string }[]) => items.map((item) => item.title);

  describe('membership', () => {
    it('gives a student the courses of their active enrollments, with the next session', async () => {
      const mine = await list(sam, 'membership');
      expect(mine).toEqual([
        {
          id: world.courses.c1.id,
          title: 'SAT Prep Spring',
          status: 'published',
          brandName: 'Points Academy',
          subjectName: expect.any(String) as string,
          startsAt: world.courses.c1.startsAt,
          endsAt: world.courses.c1.endsAt,
          // s1, an hour after the tests' now (2026-03-10T15:00Z).
          nextSessionAt: '2026-03-10T16:00:00.000Z',
        },
      ]);
    });

    it("gives a parent their children's courses, and a tutor those they teach, canceled ones left out", async () => {
      expect(titles(await list(pam, 'membership'))).toEqual(['Algebra Boost']);
      expect(titles(await list(tia, 'membership'))).toEqual(['SAT Prep Spring']);
      // Tom teaches in all three; c3 is canceled; c2's only session is past, so it comes last.
      // The next session is the course's (s1, Tia's), whoever teaches it.
      const toms = await list(tom, 'membership');
      expect(titles(toms)).toEqual(['SAT Prep Spring', 'Algebra Boost']);
      expect(toms.map((c) => c.nextSessionAt)).toEqual(['2026-03-10T16:00:00.000Z', null]);
    });

    it('gives staff who take part in no course an empty list, and refuses the signed out', async () => {
      expect(await list(admin, 'membership')).toEqual([]);
      expect((await new TestAgent(ctx.app).get('/api/v2/courses/membership')).status).toBe(401);
    });
  });

  describe('homework_help', () => {
    it('lists the published homework-help courses to anyone signed in, next session first', async () => {
      expect(await list(sam, 'homework_help')).toEqual([]);
      const [hh] = await ctx.db
        .insert(brands)
        .values({ name: 'Homework Help', departmentId: world.department.id, identifier: 'HH' })
        .returning();
      const [open, closed] = await ctx.db
        .insert(courses)
        .values([
          { title: 'Drop-in Help', name: 'drop-in', status: 'published', brandId: hh!.id },
          { title: 'Old Drop-in', name: 'old-drop-in', status: 'unpublished', brandId: hh!.id },
        ])
        .returning();
      await ctx.db.insert(sessions).values({
        courseId: open!.id,
        supervisorId: world.users.tia.employeeId!,
        startsAt: new Date('2026-03-12T18:00:00Z'),
        endsAt: new Date('2026-03-12T19:00:00Z'),
        duration: 60,
        type: 'HomeworkHelp',
      });
      expect(closed).toBeDefined();
      for (const agent of [sam, pam, tom, admin]) {
        const open = await list(agent, 'homework_help');
        expect(titles(open)).toEqual(['Drop-in Help']);
        expect(open[0]!.nextSessionAt).toBe('2026-03-12T18:00:00.000Z');
      }
    });
  });

  describe('hosted', () => {
    it('lists a tutor the courses they host, and staff theirs', async () => {
      expect(await list(tia, 'hosted')).toEqual([]);
      await ctx.db
        .update(courses)
        .set({ hostId: world.users.tia.employeeId! })
        .where(eq(courses.id, world.courses.c2.id));
      expect(titles(await list(tia, 'hosted'))).toEqual(['Algebra Boost']);
      expect(await list(tom, 'hosted')).toEqual([]);
      expect(await list(admin, 'hosted')).toEqual([]);
    });

    it('refuses students and parents, who host nothing (403)', async () => {
      expect((await sam.get('/api/v2/courses/hosted')).status).toBe(403);
      expect((await pam.get('/api/v2/courses/hosted')).status).toBe(403);
    });
  });
});
