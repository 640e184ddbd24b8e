import type { Review } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
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

describe.each(BACKENDS)('reviews (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let manager: TestAgent;
  let tutor: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager'] });
    world = ctx.world;
    [admin, advisor, manager, tutor, student, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'manager',
      'tia',
      'sam',
      'pam',
    );
  });
  afterAll(() => ctx?.close());

  const list = (agent: TestAgent, query = '') =>
    call<ListBody<'reviews', Review>>(agent.get(`/api/v2/reviews${query}`));
  const one = (agent: TestAgent, id: number) =>
    call<OneBody<'review', Review>>(agent.get(`/api/v2/reviews/${id}`));

  it('lists every review to staff, newest first, 25 a page', async () => {
    const { status, body } = await list(advisor);
    expect(status).toBe(200);
    const { samOfTia, sidOfTom, piaOfTom } = world.reviews;
    expect(idsOf(body.reviews)).toEqual([sidOfTom.id, samOfTia.id, piaOfTom.id]);
    expect(body.meta).toMatchObject({ totalCount: 3, pageSize: 25, pageNumber: 1 });
    expect(body.reviews[1]).toMatchObject({ stars: 5, comments: [0, 4], featured: true });
  });

  it('filters by stars, completed, featured and must-have-a-comment', async () => {
    const { samOfTia, sidOfTom, piaOfTom } = world.reviews;
    expect(idsOf((await list(advisor, '?stars=2')).body.reviews)).toEqual([sidOfTom.id]);
    expect(idsOf((await list(advisor, '?completed=false')).body.reviews)).toEqual([piaOfTom.id]);
    expect(idsOf((await list(advisor, '?featured=true')).body.reviews)).toEqual([samOfTia.id]);
    expect(idsOf((await list(advisor, '?mustHaveComment=true')).body.reviews)).toEqual([
      sidOfTom.id,
      samOfTia.id,
    ]);
    expect((await list(advisor, '?mustHaveComment=false')).body.meta.totalCount).toBe(3);
  });

  it("filters by course: the reviews of the course's sessions", async () => {
    const { samOfTia, sidOfTom, piaOfTom } = world.reviews;
    const ofCourse = async (id: number) =>
      idsOf((await list(advisor, `?courseId=${id}`)).body.reviews);
    expect(await ofCourse(world.courses.c1.id)).toEqual([sidOfTom.id, samOfTia.id]);
    expect(await ofCourse(world.courses.c2.id)).toEqual([piaOfTom.id]);
    expect(await ofCourse(world.courses.c3.id)).toEqual([]);
    // A tutor's scope still holds: Tia reads hers of c1 only.
    expect(idsOf((await list(tutor, `?courseId=${world.courses.c1.id}`)).body.reviews)).toEqual([
      samOfTia.id,
    ]);
    expect((await list(advisor, '?courseId=x')).status).toBe(422);
  });

  it('embeds the tutor, the student and the session', async () => {
    const { body } = await list(admin, `?include=tutor,student,session&stars=5`);
    const [review] = body.reviews;
    expect(review!.tutor?.id).toBe(world.users.tia.tutorId);
    expect(review!.student?.firstName).toBe('Sam');
    expect(review!.session?.id).toBe(world.sessions.s1.id);
  });

  it('shows a tutor only the reviews about them', async () => {
    const { samOfTia, sidOfTom } = world.reviews;
    expect(idsOf((await list(tutor)).body.reviews)).toEqual([samOfTia.id]);
    expect((await one(tutor, samOfTia.id)).status).toBe(200);
    expect((await one(tutor, sidOfTom.id)).status).toBe(404);
  });

  it('gives students and parents no reviews', async () => {
    expect((await list(student)).status).toBe(403);
    expect((await list(parent)).status).toBe(403);
    expect((await one(student, world.reviews.samOfTia.id)).status).toBe(404);
  });

  it('lets an instruction manager feature and unfeature a review', async () => {
    const { sidOfTom } = world.reviews;
    const featured = await call<OneBody<'review', Review>>(
      manager.put(`/api/v2/reviews/${sidOfTom.id}`, { review: { featured: true } }),
    );
    expect(featured.status).toBe(200);
    expect(featured.body.review).toMatchObject({ featured: true, stars: 2, comments: [7] });
    const back = await manager.put(`/api/v2/reviews/${sidOfTom.id}`, {
      review: { featured: false },
    });
    expect(back.status).toBe(200);
    expect((await one(advisor, sidOfTom.id)).body.review.featured).toBe(false);
  });

  it('refuses the featured toggle to an advisor, an admin and the tutor', async () => {
    const { samOfTia } = world.reviews;
    for (const agent of [advisor, admin, tutor]) {
      const res = await agent.put(`/api/v2/reviews/${samOfTia.id}`, {
        review: { featured: false },
      });
      expect(res.status).toBe(403);
    }
    expect((await one(advisor, samOfTia.id)).body.review.featured).toBe(true);
  });

  it('changes nothing but featured, even for an instruction manager', async () => {
    const { samOfTia } = world.reviews;
    const res = await call<ProblemBody>(
      manager.put(`/api/v2/reviews/${samOfTia.id}`, { review: { stars: 1 } }),
    );
    expect(res.status).toBe(422);
    expect((await one(advisor, samOfTia.id)).body.review.stars).toBe(5);
  });

  it('creates and deletes no reviews through the API', async () => {
    const created = await manager.post('/api/v2/reviews', {
      review: { featured: true },
    });
    expect(created.status).toBe(405);
    const deleted = await admin.delete(`/api/v2/reviews/${world.reviews.samOfTia.id}`);
    expect(deleted.status).toBe(405);
  });
});
