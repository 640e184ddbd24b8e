import {
  ALLOTMENT_SKIP_REFUSED_MESSAGE,
  type AllotmentView,
  type AllotmentsRead,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, sessions } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Saved = { allotments: AllotmentView[]; skipped: boolean } & ProblemBody;

describe.each(BACKENDS)('GET and PUT /sessions/{id}/allotments (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, tia, tom, sam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam');
  });
  afterAll(() => ctx?.close());

  const read = (agent: TestAgent, sessionId: number) =>
    call<AllotmentsRead & ProblemBody>(agent.get(`/api/v2/sessions/${sessionId}/allotments`));
  const save = (agent: TestAgent, sessionId: number, body: unknown) =>
    call<Saved>(agent.put(`/api/v2/sessions/${sessionId}/allotments`, body));

  it('answers the total, the subjects that may be allotted and whether skipping is allowed', async () => {
    const { status, body } = await read(tia, world.sessions.s1.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      allotments: [],
      skipped: false,
      potentialSubjects: [
        { id: world.subjects.math.id, name: 'SAT Math', categoryName: 'Test Prep' },
      ],
      totalMinutes: 60,
      skipAllowed: true,
    });
  });

  it('saves minutes that add up, then updates by subject and removes those set to 0', async () => {
    const math = world.subjects.math.id;
    const algebra = world.subjects.algebra.id;
    const first = await save(tia, world.sessions.s1.id, {
      allotments: [
        { subjectId: math, minutes: 40 },
        { subjectId: algebra, minutes: 20 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.skipped).toBe(false);
    expect(first.body.allotments.map((a) => [a.subjectName, a.categoryName, a.minutes])).toEqual([
      ['SAT Math', 'Test Prep', 40],
      ['Álgebra', 'Math', 20],
    ]);
    const [mathRow, algebraRow] = first.body.allotments;
    const second = await save(admin, world.sessions.s1.id, {
      allotments: [
        { id: mathRow!.id, subjectId: math, minutes: 60 },
        { id: algebraRow!.id, subjectId: algebra, minutes: 0 },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.allotments).toEqual([{ ...mathRow, minutes: 60 }]);
    const again = await read(tia, world.sessions.s1.id);
    expect(again.body.allotments).toEqual(second.body.allotments);
  });

  it('answers 422 "N minutes under" or "over" and stores nothing', async () => {
    const math = world.subjects.math.id;
    const under = await save(tia, world.sessions.s1.id, {
      allotments: [{ subjectId: math, minutes: 40 }],
    });
    expect(under.status).toBe(422);
    expect(under.body.errors.base).toEqual(['20 minutes under']);
    const over = await save(tia, world.sessions.s1.id, {
      allotments: [{ subjectId: math, minutes: 90 }],
    });
    expect(over.body.errors.base).toEqual(['30 minutes over']);
    const odd = await save(tia, world.sessions.s1.id, {
      allotments: [{ subjectId: math, minutes: 55 }],
    });
    expect(odd.body.errors).toHaveProperty(['allotments[0].minutes']);
    expect((await read(tia, world.sessions.s1.id)).body.allotments).toEqual([]);
  });

  it('skips when allowed (nobody attended) and records it', async () => {
    const { status, body } = await save(tia, world.sessions.s1.id, { allotments: [], skip: true });
    expect(status).toBe(200);
    expect(body).toEqual({ allotments: [], skipped: true });
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, world.sessions.s1.id));
    expect(row!.allotmentsSkippedAt).toEqual(ctx.clock.now());
    expect((await read(tia, world.sessions.s1.id)).body.skipped).toBe(true);
  });

  it('refuses a skip once a student of a Tutoring session attended', async () => {
    await ctx.db
      .update(attendances)
      .set({ attended: true })
      .where(eq(attendances.sessionId, world.sessions.s3.id));
    expect((await read(tom, world.sessions.s3.id)).body.skipAllowed).toBe(false);
    const { status, body } = await save(tom, world.sessions.s3.id, { allotments: [], skip: true });
    expect(status).toBe(422);
    expect(body.errors.base).toEqual([ALLOTMENT_SKIP_REFUSED_MESSAGE]);
  });

  it('answers 422 for an allotment id of another session', async () => {
    const saved = await save(tom, world.sessions.s3.id, {
      allotments: [{ subjectId: world.subjects.algebra.id, minutes: 60 }],
    });
    const foreignId = saved.body.allotments[0]!.id;
    const { status, body } = await save(tia, world.sessions.s1.id, {
      allotments: [{ id: foreignId, subjectId: world.subjects.math.id, minutes: 60 }],
    });
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty(['allotments[0].id']);
  });

  it('lets the session tutors read, only the supervisor save; refuses students and strangers', async () => {
    expect((await read(tia, world.sessions.s2.id)).status).toBe(200);
    const allotments = { allotments: [{ subjectId: world.subjects.math.id, minutes: 90 }] };
    expect((await save(tia, world.sessions.s2.id, allotments)).status).toBe(403);
    expect((await save(tom, world.sessions.s2.id, allotments)).status).toBe(200);
    expect((await read(sam, world.sessions.s1.id)).status).toBe(403);
    expect((await save(sam, world.sessions.s1.id, allotments)).status).toBe(403);
    expect((await read(tom, world.sessions.s1.id)).status).toBe(404);
    expect((await read(new TestAgent(ctx.app), world.sessions.s1.id)).status).toBe(401);
    expect((await read(admin, 999_999)).status).toBe(404);
  });
});
