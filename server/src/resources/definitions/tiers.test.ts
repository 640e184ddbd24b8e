import type { Tier, Tutor } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test/agent.ts';
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

describe.each(BACKENDS)('tiers (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor] = await ctx.signInAs('admin', 'advisor', 'tia');
  });
  afterAll(() => ctx?.close());

  const tier = (agent: TestAgent, id: number) =>
    call<OneBody<'tier', Tier>>(agent.get(`/api/v2/tiers/${id}`));

  it('lists tiers to staff by billing rate, with how many tutors each has', async () => {
    const { status, body } = await call<ListBody<'tiers', Tier>>(advisor.get('/api/v2/tiers'));
    expect(status).toBe(200);
    expect(body.tiers.map((t) => [t.name, t.billingRate, t.tutorsCount])).toEqual([
      ['Silver', 45, 0],
      ['Gold', 62.5, 1],
    ]);
  });

  it('refuses tiers to a tutor: 403 for the list, 404 for one', async () => {
    expect((await tutor.get('/api/v2/tiers')).status).toBe(403);
    expect((await tutor.get(`/api/v2/tiers/${world.tiers.gold.id}`)).status).toBe(404);
  });

  it('lets an admin create, rename and delete a tier', async () => {
    const created = await call<OneBody<'tier', Tier>>(
      admin.post('/api/v2/tiers', { tier: { name: 'Platinum', billingRate: 80.25 } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.tier).toMatchObject({
      name: 'Platinum',
      billingRate: 80.25,
      tutorsCount: 0,
    });
    const id = created.body.tier.id;
    const renamed = await call<OneBody<'tier', Tier>>(
      admin.put(`/api/v2/tiers/${id}`, { tier: { name: 'Diamond' } }),
    );
    expect(renamed.body.tier).toMatchObject({ name: 'Diamond', billingRate: 80.25 });
    expect((await admin.delete(`/api/v2/tiers/${id}`)).status).toBe(204);
    expect((await tier(admin, id)).status).toBe(404);
  });

  it('refuses writes to staff who are not admins', async () => {
    const res = await advisor.post('/api/v2/tiers', { tier: { name: 'X', billingRate: 1 } });
    expect(res.status).toBe(403);
    const update = await advisor.put(`/api/v2/tiers/${world.tiers.gold.id}`, {
      tier: { billingRate: 1 },
    });
    expect(update.status).toBe(403);
    expect((await tier(admin, world.tiers.gold.id)).body.tier.billingRate).toBe(62.5);
  });

  it('answers the contract’s messages for a bad rate and a taken name', async () => {
    const bad = await call<ProblemBody>(
      admin.post('/api/v2/tiers', { tier: { name: 'Odd', billingRate: 10.125 } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ billingRate: ['must have at most two decimals'] });
    const taken = await call<ProblemBody>(
      admin.post('/api/v2/tiers', { tier: { name: 'gold', billingRate: 10 } }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('name has already been taken.');
  });

  it('refuses to delete a tier tutors are on (409) and keeps it', async () => {
    const { status, body } = await call<ProblemBody>(
      admin.delete(`/api/v2/tiers/${world.tiers.gold.id}`),
    );
    expect(status).toBe(409);
    expect(body.error).toBe("This tier can't be deleted: 1 tutor profile still refers to it.");
    expect((await tier(admin, world.tiers.gold.id)).status).toBe(200);
  });

  describe('assign_tutors', () => {
    it('moves the tutors onto the tier in one call and answers the tier', async () => {
      const { status, body } = await call<OneBody<'tier', Tier>>(
        admin.put(`/api/v2/tiers/${world.tiers.silver.id}/assign_tutors`, {
          tier: { tutorIds: [world.users.tia.tutorId, world.users.tom.tutorId] },
        }),
      );
      expect(status).toBe(200);
      expect(body.tier).toMatchObject({ id: world.tiers.silver.id, tutorsCount: 2 });
      expect((await tier(admin, world.tiers.gold.id)).body.tier.tutorsCount).toBe(0);
      const tia = await call<OneBody<'tutor', Tutor>>(
        admin.get(`/api/v2/tutors/${world.users.tia.tutorId}?include=tier`),
      );
      expect(tia.body.tutor.tier?.name).toBe('Silver');
    });

    it('changes nothing when one of the ids is not a tutor (422 naming it)', async () => {
      const before = (await tier(admin, world.tiers.gold.id)).body.tier.tutorsCount;
      const { status, body } = await call<ProblemBody>(
        admin.put(`/api/v2/tiers/${world.tiers.gold.id}/assign_tutors`, {
          tier: { tutorIds: [world.users.tom.tutorId, 987654] },
        }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ tutorIds: ['are not tutors: 987654'] });
      expect((await tier(admin, world.tiers.gold.id)).body.tier.tutorsCount).toBe(before);
    });

    it('is for admins only', async () => {
      const res = await advisor.put(`/api/v2/tiers/${world.tiers.gold.id}/assign_tutors`, {
        tier: { tutorIds: [world.users.tom.tutorId] },
      });
      expect(res.status).toBe(403);
    });
  });
});
