import type { Session } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
  type ListBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('sessions: the unassigned filter (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let unstaffedId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    admin = await ctx.signIn('admin');
    // A session nobody supervises or is assigned to: what the dashboard's card counts.
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: world.sessions.s1.courseId,
        supervisorId: null,
        startsAt: new Date('2026-03-10T18:00:00Z'),
        endsAt: new Date('2026-03-10T19:00:00Z'),
        duration: 60,
        type: 'Tutoring',
      })
      .returning();
    unstaffedId = row!.id;
  });
  afterAll(() => ctx?.close());

  const list = (query: string) =>
    call<ListBody<'sessions', Session>>(admin.get(`/api/v2/sessions?per=100&${query}`));

  it('true lists only the sessions without a supervisor or an assignment', async () => {
    const { status, body } = await list('unassigned=true');
    expect(status).toBe(200);
    expect(idsOf(body.sessions)).toEqual([unstaffedId]);
    expect(body.meta.totalCount).toBe(1);
  });

  it('false lists the staffed ones, a supervisor alone counting as staffed', async () => {
    const { body } = await list('unassigned=false');
    const { s1, s2, s3, s4 } = world.sessions;
    // s3 and s4 have a supervisor but no assignment rows in the fixture world.
    expect(idsOf(body.sessions).sort((a, b) => a - b)).toEqual(
      [s1.id, s2.id, s3.id, s4.id].sort((a, b) => a - b),
    );
  });

  it('combines with the time window, as the dashboard asks for today', async () => {
    const today = await list(
      'unassigned=true&startsAt=2026-03-10T00:00:00Z&endsAt=2026-03-11T00:00:00Z',
    );
    expect(idsOf(today.body.sessions)).toEqual([unstaffedId]);
    const tomorrow = await list(
      'unassigned=true&startsAt=2026-03-11T00:00:00Z&endsAt=2026-03-12T00:00:00Z',
    );
    expect(tomorrow.body.sessions).toEqual([]);
  });

  it('refuses a value that is not a boolean with a 422 on the filter', async () => {
    const { status, body } = await call<ProblemBody>(
      admin.get('/api/v2/sessions?unassigned=maybe'),
    );
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('unassigned');
  });
});
