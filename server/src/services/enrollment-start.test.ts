import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

/** Issue 23: an enrollment's start lies within its course's dates. */
describe.each(BACKENDS)('an enrollment starts within its course (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [admin] = await ctx.signInAs('admin');
  });
  afterAll(() => ctx?.close());

  const enroll = (startsAt: string) =>
    call<ProblemBody & { enrollment: { id: number } }>(
      admin.post('/api/v2/enrollments', {
        enrollment: {
          courseId: ctx.world.courses.c2.id,
          studentId: ctx.world.students.sid,
          startsAt,
        },
      }),
    );

  it('refuses a start before or after the course, naming its dates, and takes one within', async () => {
    await ctx.db
      .update(courses)
      .set({ startsAt: '2026-03-02', endsAt: '2026-05-29' })
      .where(eq(courses.id, ctx.world.courses.c2.id));
    const message = "must be within the course's dates (03/02/2026 to 05/29/2026)";
    const early = await enroll('2026-03-01T12:00:00Z');
    expect(early.status).toBe(422);
    expect(early.body.errors.startsAt).toEqual([message]);
    const late = await enroll('2026-06-01T12:00:00Z');
    expect(late.body.errors.startsAt).toEqual([message]);
    const within = await enroll('2026-03-02T12:00:00Z');
    expect(within.status, JSON.stringify(within.body)).toBe(201);
    const moved = await call<ProblemBody>(
      admin.put(`/api/v2/enrollments/${within.body.enrollment.id}`, {
        enrollment: { startsAt: '2026-07-01T12:00:00Z', lockVersion: 0 },
      }),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors.startsAt).toEqual([message]);
  });
});
