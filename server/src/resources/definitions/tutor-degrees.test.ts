import type { TutorDegree } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/agent.ts';
import {
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

describe.each(BACKENDS)('tutor_degrees (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let manager: TestAgent;
  let tia: TestAgent;
  let sam: TestAgent;
  let tiaId: number;
  let tomId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager'] });
    world = ctx.world;
    [admin, advisor, manager, tia, sam] = await ctx.signInAs(
      'admin',
      'advisor',
      'manager',
      'tia',
      'sam',
    );
    tiaId = world.users.tia.tutorId!;
    tomId = world.users.tom.tutorId!;
  });
  afterAll(() => ctx?.close());

  const list = (agent: TestAgent, query = '') =>
    call<ListBody<'tutor_degrees', TutorDegree>>(agent.get(`/api/v2/tutor_degrees${query}`));

  it('lists a tutor their own degrees, newest graduation first, with the level’s name', async () => {
    const { status, body } = await list(tia);
    expect(status).toBe(200);
    expect(
      body.tutor_degrees.map((d) => [d.institution, d.degreeLevelName, d.graduationYear]),
    ).toEqual([
      ['University of Michigan', "Master's Degree", 2018],
      ['Rice University', "Bachelor's Degree", 2015],
    ]);
  });

  it('lets staff read any tutor’s degrees, filtered by tutor', async () => {
    const { status, body } = await list(advisor, `?tutorId=${tomId}`);
    expect(status).toBe(200);
    expect(body.tutor_degrees.map((d) => d.institution)).toEqual(['Boston College']);
  });

  it('hides another tutor’s degree (404) and refuses students (403)', async () => {
    const tom = world.tutorDegrees.tomBachelor.id;
    expect((await tia.get(`/api/v2/tutor_degrees/${tom}`)).status).toBe(404);
    expect((await sam.get('/api/v2/tutor_degrees')).status).toBe(403);
  });

  it('lets a tutor add, edit and delete their own degree', async () => {
    const created = await call<OneBody<'tutor_degree', TutorDegree>>(
      tia.post('/api/v2/tutor_degrees', {
        tutor_degree: {
          tutorId: tiaId,
          institution: '  Pomona College ',
          degreeLevel: 'doctorate',
          fieldOfStudy: 'Physics',
          graduationYear: 2022,
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.tutor_degree).toMatchObject({
      institution: 'Pomona College',
      degreeLevel: 'doctorate',
      degreeLevelName: 'Doctorate',
    });
    const id = created.body.tutor_degree.id;
    const edited = await call<OneBody<'tutor_degree', TutorDegree>>(
      tia.put(`/api/v2/tutor_degrees/${id}`, {
        tutor_degree: { fieldOfStudy: null, graduationYear: 2023 },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.tutor_degree).toMatchObject({ fieldOfStudy: null, graduationYear: 2023 });
    expect((await tia.delete(`/api/v2/tutor_degrees/${id}`)).status).toBe(204);
    expect((await tia.get(`/api/v2/tutor_degrees/${id}`)).status).toBe(404);
  });

  it('refuses a tutor a degree for another tutor (403), and writes nothing', async () => {
    const res = await tia.post('/api/v2/tutor_degrees', {
      tutor_degree: { tutorId: tomId, institution: 'Rice University', degreeLevel: 'bachelor' },
    });
    expect(res.status).toBe(403);
    expect((await list(admin, `?tutorId=${tomId}`)).body.tutor_degrees).toHaveLength(1);
    const tom = world.tutorDegrees.tomBachelor.id;
    expect(
      (await tia.put(`/api/v2/tutor_degrees/${tom}`, { tutor_degree: { institution: 'X' } }))
        .status,
    ).toBe(404);
  });

  it('lets an instruction manager correct a tutor’s degree; an advisor only reads', async () => {
    const tom = world.tutorDegrees.tomBachelor.id;
    const fixed = await manager.put(`/api/v2/tutor_degrees/${tom}`, {
      tutor_degree: { fieldOfStudy: 'History' },
    });
    expect(fixed.status).toBe(200);
    const refused = await advisor.put(`/api/v2/tutor_degrees/${tom}`, {
      tutor_degree: { fieldOfStudy: 'Art' },
    });
    expect(refused.status).toBe(403);
  });

  it('answers the field messages for a blank institution, an unknown level and a bad year', async () => {
    const bad = await call<ProblemBody>(
      tia.post('/api/v2/tutor_degrees', {
        tutor_degree: {
          tutorId: tiaId,
          institution: '   ',
          degreeLevel: 'wizard',
          graduationYear: 1800,
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      institution: ["can't be blank"],
      degreeLevel: ['is not a degree level'],
      graduationYear: ['must be a year between 1900 and 2100'],
    });
  });

  it('answers 401 signed out', async () => {
    expect((await new TestAgent(ctx.app).get('/api/v2/tutor_degrees')).status).toBe(401);
  });
});
