import {
  STAFF_ACCOUNT_ADMINS_ONLY_MESSAGE,
  EXEMPT_PARENT_EMAIL,
  FILL_ALL_REQUIRED_FIELDS,
  PARENT_EMAIL_SAME_AS_STUDENT,
  PARENT_REFERRAL_SOURCES,
  type Parent,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import {
  contactActivities,
  courses,
  enrollments,
  parentMerges,
  parents,
  sessions,
  shipments,
  students,
  users,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('parents (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let otherAdvisor: TestAgent;
  let director: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;
  let advisorEmployeeId: number;
  let otherEmployeeId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    const other = await createFixtureUser(ctx.db, {
      email: 'other.advisor@fixture.test',
      roles: ['advisor'],
      password: FIXTURE_LOGIN_PASSWORD,
      employeeTitle: 'Advisor',
      firstName: 'Otto',
      lastName: 'Other',
    });
    await createFixtureUser(ctx.db, {
      email: 'director@fixture.test',
      roles: ['director_of_academic_advising'],
      password: FIXTURE_LOGIN_PASSWORD,
      employeeTitle: 'Director',
    });
    advisorEmployeeId = world.users.advisor.employeeId!;
    otherEmployeeId = other.employeeId!;
    [admin, advisor, otherAdvisor, director, tutor, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'other.advisor@fixture.test',
      'director@fixture.test',
      'tia',
      'pam',
    );
  });
  afterAll(() => ctx?.close());

  let serial = 0;
  const details = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      type: 'Lead',
      firstName: 'Lena',
      lastName: `Lead${serial}`,
      email: `lena.lead${serial}@example.com`,
      timeZone: 'America/Chicago',
      ...overrides,
    };
  };
  const create = (agent: TestAgent, overrides: Record<string, unknown> = {}) =>
    call<OneBody<'parent', Parent>>(agent.post('/api/v2/parents', { parent: details(overrides) }));
  const show = async (id: number) =>
    (await call<OneBody<'parent', Parent>>(admin.get(`/api/v2/parents/${id}`))).body.parent;

  it("creates a lead with the type's first status, assigned to the advisor who entered it", async () => {
    const { status, body } = await create(advisor, {
      address: {
        street1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'United States',
      },
    });
    expect(status).toBe(201);
    expect(body.parent).toMatchObject({
      type: 'Lead',
      status: 'Pre-Conversation',
      statusGroup: 'leadActive',
      employeeId: advisorEmployeeId,
      fullName: expect.stringContaining('Lena Lead'),
      isLocked: false,
      address: { formatted: '1 Main St, Springfield, IL 62701, United States' },
    });
    expect(body.parent.assignedAt).toBe(TEST_NOW.toISOString());
  });

  it('leaves a contact a director enters unassigned', async () => {
    const { body } = await create(director, { type: 'Customer' });
    expect(body.parent).toMatchObject({ employeeId: null, status: 'Active' });
  });

  it('refuses missing required fields and a status of the other type, on the fields', async () => {
    const { status, body } = await call<ProblemBody>(
      advisor.post('/api/v2/parents', {
        parent: {
          ...details({ firstName: '', timeZone: '' }),
          type: 'Customer',
          status: 'Not Ready',
        },
      }),
    );
    expect(status).toBe(422);
    expect(body.errors.firstName).toEqual(["can't be blank"]);
    expect(body.errors.timeZone).toEqual(["can't be blank"]);
    expect(body.errors.base).toEqual([FILL_ALL_REQUIRED_FIELDS]);
    expect(body.errors.status).toEqual(['"Not Ready" is not a customer status']);
  });

  it('refuses an address missing parts, naming them', async () => {
    const { status, body } = await call<ProblemBody>(
      advisor.post('/api/v2/parents', {
        parent: details({ address: { street1: '1 Main St', country: 'United States' } }),
      }),
    );
    expect(status).toBe(422);
    expect(body.errors.address).toEqual([
      'City is required.',
      'State is required.',
      'Zip is required.',
    ]);
  });

  it('refuses an e-mail another account uses, except the exempt one', async () => {
    const taken = await call<ProblemBody>(
      advisor.post('/api/v2/parents', { parent: details({ email: 'TUTOR@fixture.test' }) }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['has already been taken']);
    const first = await create(advisor, { email: EXEMPT_PARENT_EMAIL });
    const second = await create(advisor, { email: EXEMPT_PARENT_EMAIL.toUpperCase() });
    expect([first.status, second.status]).toEqual([201, 201]);
  });

  it("refuses the parent's e-mail being one of the students'", async () => {
    const pamId = world.users.pam.parentId!;
    const [kid] = await ctx.db
      .insert(users)
      .values({
        email: 'kid@fixture.test',
        firstName: 'Kid',
        lastName: 'Parent',
        roles: ['student'],
      })
      .returning();
    await ctx.db.insert(students).values({
      firstName: 'Kid',
      lastName: 'Parent',
      parentId: pamId,
      userId: kid!.id,
    });
    const { status, body } = await call<ProblemBody>(
      advisor.put(`/api/v2/parents/${pamId}`, { parent: { email: 'Kid@Fixture.test' } }),
    );
    expect(status).toBe(422);
    expect(body.errors.email).toEqual([PARENT_EMAIL_SAME_AS_STUDENT]);
  });

  it("updates the account's fields and the contact's, moving its version; a stale version is a 409", async () => {
    const created = (await create(advisor)).body.parent;
    const { status, body } = await call<OneBody<'parent', Parent>>(
      advisor.put(`/api/v2/parents/${created.id}`, {
        parent: {
          firstName: 'Lena-Marie',
          status: 'In Conversation',
          lockVersion: created.lockVersion,
        },
      }),
    );
    expect(status).toBe(200);
    expect(body.parent).toMatchObject({ firstName: 'Lena-Marie', status: 'In Conversation' });
    expect(body.parent.lockVersion).toBe(created.lockVersion + 1);
    const onlyName = await call<OneBody<'parent', Parent>>(
      advisor.put(`/api/v2/parents/${created.id}`, { parent: { lastName: 'Renamed' } }),
    );
    expect(onlyName.body.parent.lockVersion).toBe(created.lockVersion + 2);
    const stale = await advisor.put(`/api/v2/parents/${created.id}`, {
      parent: { firstName: 'Late', lockVersion: created.lockVersion },
    });
    expect(stale.status).toBe(409);
  });

  it('lists customers and leads by status set, quick filter and assigned advisor', async () => {
    const mine = (await create(advisor)).body.parent;
    const theirs = (await create(otherAdvisor)).body.parent;
    await ctx.db
      .update(parents)
      .set({ status: 'Could Not Reach', callsCount: 2 })
      .where(eq(parents.id, theirs.id));
    const list = (query: string, agent = advisor) =>
      call<ListBody<'parents', Parent>>(agent.get(`/api/v2/parents?per=100&${query}`));

    const leads = await list('statusGroup=leadInactive');
    expect(leads.body.parents.map((p) => p.id)).toContain(theirs.id);
    expect(leads.body.parents.every((p) => p.statusGroup === 'leadInactive')).toBe(true);

    const couldNotReach = await list('type=Lead&quick=couldNotReach');
    expect(couldNotReach.body.parents.map((p) => p.id)).toEqual([theirs.id]);

    const me = await list('assignedTo=me');
    expect(me.body.parents.map((p) => p.id)).toContain(mine.id);
    expect(me.body.parents.every((p) => p.employeeId === advisorEmployeeId)).toBe(true);

    const unassigned = await list('assignedTo=unassigned');
    expect(unassigned.body.parents.every((p) => p.employeeId === null)).toBe(true);

    const refused = await call<ProblemBody>(
      advisor.get(`/api/v2/parents?assignedTo=${otherEmployeeId}`),
    );
    expect(refused.status).toBe(422);
    const byDirector = await list(`assignedTo=${otherEmployeeId}`, director);
    expect(byDirector.body.parents.map((p) => p.id)).toEqual([theirs.id]);
  });

  it('applies the time-based quick filters at the clock’s now', async () => {
    const fresh = (await create(advisor, { type: 'Customer' })).body.parent;
    const old = (await create(otherAdvisor, { type: 'Customer' })).body.parent;
    // Low hours reads the family's remaining hours (its enrollments'), not the stored count:
    // the old contact has no hours whatever the column says, the fresh one 10 hours bought.
    await ctx.db
      .update(parents)
      .set({
        assignedAt: new Date(TEST_NOW.getTime() - 20 * DAY),
        lastContactedAt: new Date(TEST_NOW.getTime() - 40 * DAY),
        remainingMinutes: 6000,
        npsScore: 3,
      })
      .where(eq(parents.id, old.id));
    await ctx.db
      .update(parents)
      .set({ lastContactedAt: TEST_NOW, remainingMinutes: 0, npsScore: 10, vip: true })
      .where(eq(parents.id, fresh.id));
    const [child] = await ctx.db
      .insert(students)
      .values({ firstName: 'Fern', lastName: 'Fresh', parentId: fresh.id })
      .returning({ id: students.id });
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Geometry',
        name: 'private-geometry-low-hours',
        status: 'published',
        brandId: world.brands.private.id,
        duration: 600,
      })
      .returning({ id: courses.id });
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({ courseId: course!.id, studentId: child!.id })
      .returning({ id: enrollments.id });
    // A tutoring session booked ahead makes it a tutoring enrollment; it uses nothing yet.
    const startsAt = new Date(TEST_NOW.getTime() + 2 * DAY);
    await ctx.db.insert(sessions).values({
      courseId: course!.id,
      type: 'Tutoring',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      duration: 60,
      enrollmentId: enrollment!.id,
    });
    const ids = async (quick: string) =>
      (
        await call<ListBody<'parents', Parent>>(
          director.get(`/api/v2/parents?per=100&type=Customer&quick=${quick}`),
        )
      ).body.parents.map((p) => p.id);
    expect(await ids('recentlyAssigned')).toContain(fresh.id);
    expect(await ids('recentlyAssigned')).not.toContain(old.id);
    expect(await ids('lastTouch')).toContain(old.id);
    expect(await ids('lastTouch')).not.toContain(fresh.id);
    expect(await ids('lowHours')).toContain(old.id);
    expect(await ids('lowHours')).not.toContain(fresh.id);
    expect(await ids('lowNps')).toEqual([old.id]);
    expect(await ids('highNps')).toEqual([fresh.id]);
    expect(await ids('vip')).toEqual([fresh.id]);
    const shown = await call<OneBody<'parent', Parent>>(
      director.get(`/api/v2/parents/${fresh.id}`),
    );
    expect(shown.body.parent.remainingHours).toBe(10);
  });

  it('reassigns own and unassigned contacts; another advisor’s is a 403, a director may', async () => {
    const mine = (await create(advisor)).body.parent;
    const moved = await call<OneBody<'parent', Parent>>(
      advisor.put(`/api/v2/parents/${mine.id}/reassign`, {
        parent: { employeeId: otherEmployeeId },
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.parent).toMatchObject({
      employeeId: otherEmployeeId,
      employeeName: 'Otto Other',
    });
    // Now the other advisor's: no longer the first advisor's to move.
    const refused = await advisor.put(`/api/v2/parents/${mine.id}/reassign`, {
      parent: { employeeId: advisorEmployeeId },
    });
    expect(refused.status).toBe(403);
    const byDirector = await director.put(`/api/v2/parents/${mine.id}/reassign`, {
      parent: { employeeId: null },
    });
    expect(byDirector.status).toBe(200);
    expect((await show(mine.id)).employeeId).toBeNull();
    const notAdvisor = await call<ProblemBody>(
      director.put(`/api/v2/parents/${mine.id}/reassign`, {
        parent: { employeeId: world.users.tia.employeeId },
      }),
    );
    expect(notAdvisor.status).toBe(422);
    expect(notAdvisor.body.errors.employeeId).toEqual(['is not an active advisor']);
  });

  it('bulk-reassigns only own or unassigned contacts, all or nothing', async () => {
    const mine = (await create(advisor)).body.parent;
    const theirs = (await create(otherAdvisor)).body.parent;
    const refused = await advisor.put('/api/v2/parents/bulk_reassign', {
      parent: { ids: [mine.id, theirs.id], employeeId: advisorEmployeeId },
    });
    expect(refused.status).toBe(403);
    expect((await show(theirs.id)).employeeId).toBe(otherEmployeeId);
    const done = await call<{ updated: number }>(
      advisor.put('/api/v2/parents/bulk_reassign', {
        parent: { ids: [mine.id], employeeId: null },
      }),
    );
    expect(done).toEqual({ status: 200, body: { updated: 1 } });
    expect(
      (
        await advisor.put('/api/v2/parents/bulk_reassign', {
          parent: { ids: [999999], employeeId: null },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the sign-in of a contact who is also staff to admins: no e-mail change, no merge away', async () => {
    const mine = (await create(advisor)).body.parent;
    const other = (await create(advisor)).body.parent;
    const userId = mine.userId!;
    await ctx.db
      .update(users)
      .set({ roles: ['parent', 'tutor'] })
      .where(eq(users.id, userId));
    const [before] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    const taken = await call<ProblemBody>(
      advisor.put(`/api/v2/parents/${mine.id}`, { parent: { email: 'taken.over@fixture.test' } }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.base).toEqual([STAFF_ACCOUNT_ADMINS_ONLY_MESSAGE]);
    const merged = await call<ProblemBody>(
      advisor.post('/api/v2/parents/merge', {
        parent: { currentId: other.id, transferId: mine.id },
      }),
    );
    expect(merged.status).toBe(422);
    expect(merged.body.errors.transferId).toEqual([STAFF_ACCOUNT_ADMINS_ONLY_MESSAGE]);
    const [after] = await ctx.db
      .select({ email: users.email, active: users.active })
      .from(users)
      .where(eq(users.id, userId));
    expect(after).toEqual({ email: before!.email, active: true });
    // An admin may; a customer's contact stays the advisor's to edit.
    const byAdmin = await admin.put(`/api/v2/parents/${mine.id}`, {
      parent: { email: 'tutor.parent@fixture.test' },
    });
    expect(byAdmin.status).toBe(200);
    const customer = await advisor.put(`/api/v2/parents/${other.id}`, {
      parent: { email: 'still.a.customer@fixture.test' },
    });
    expect(customer.status).toBe(200);
  });

  it('toggles active', async () => {
    const mine = (await create(advisor)).body.parent;
    const off = await call<OneBody<'parent', Parent>>(
      advisor.put(`/api/v2/parents/${mine.id}/deactivate`),
    );
    expect(off.body.parent.active).toBe(false);
    const on = await call<OneBody<'parent', Parent>>(
      advisor.put(`/api/v2/parents/${mine.id}/activate`),
    );
    expect(on.body.parent.active).toBe(true);
    const theirs = (await create(otherAdvisor)).body.parent;
    expect((await advisor.put(`/api/v2/parents/${theirs.id}/deactivate`)).status).toBe(403);
  });

  it('merges two contacts in one transaction: students, shipments and history move, the other goes', async () => {
    const kept = (await create(advisor)).body.parent;
    const merged = (await create(director, { type: 'Customer' })).body.parent;
    await ctx.db
      .insert(students)
      .values({ firstName: 'Moe', lastName: 'Merged', parentId: merged.id });
    await ctx.db.insert(shipments).values({
      recipientType: 'Parent',
      recipientId: merged.id,
      purchaseLink: 'https://shop.example.com/x',
      originator: 'amazon',
      address: {
        street1: '1 Main St',
        street2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'United States',
        formatted: '',
      },
    });
    await ctx.db.insert(contactActivities).values({
      activityType: 'Note',
      kind: 'Note',
      regardingType: 'Parent',
      regardingId: merged.id,
      parentId: merged.id,
      body: 'Called about the fall schedule',
    });
    const { status, body } = await call<{ parent: Parent; mergedStudents: number }>(
      advisor.post('/api/v2/parents/merge', {
        parent: { currentId: kept.id, transferId: merged.id, notes: 'Same family' },
      }),
    );
    expect(status).toBe(200);
    expect(body.mergedStudents).toBe(1);
    expect(body.parent).toMatchObject({
      id: kept.id,
      type: 'Customer',
      studentNames: ['Moe Merged'],
    });
    expect((await admin.get(`/api/v2/parents/${merged.id}`)).status).toBe(404);
    const moved = await ctx.db.select().from(shipments).where(eq(shipments.recipientId, kept.id));
    expect(moved.filter((s) => s.recipientType === 'Parent')).toHaveLength(1);
    const [record] = await ctx.db
      .select()
      .from(parentMerges)
      .where(eq(parentMerges.parentId, kept.id));
    expect(record).toMatchObject({ transferredParentId: merged.id, notes: 'Same family' });
    const [closed] = await ctx.db.select().from(users).where(eq(users.id, merged.userId));
    expect(closed!.active).toBe(false);
    // The merged contact's history is now the kept contact's, not deleted with it.
    const history = await ctx.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.body, 'Called about the fall schedule'));
    expect(history).toMatchObject([
      { regardingType: 'Parent', regardingId: kept.id, parentId: kept.id },
    ]);
  });

  it('refuses merging a contact into itself, a missing one, or another advisor’s', async () => {
    const mine = (await create(advisor)).body.parent;
    const theirs = (await create(otherAdvisor)).body.parent;
    const self = await call<ProblemBody>(
      advisor.post('/api/v2/parents/merge', {
        parent: { currentId: mine.id, transferId: mine.id },
      }),
    );
    expect(self.status).toBe(422);
    const missing = await call<ProblemBody>(
      advisor.post('/api/v2/parents/merge', { parent: { currentId: mine.id, transferId: 999999 } }),
    );
    expect(missing.body.errors.transferId).toEqual(['is not a contact']);
    const foreign = await advisor.post('/api/v2/parents/merge', {
      parent: { currentId: mine.id, transferId: theirs.id },
    });
    expect(foreign.status).toBe(403);
    expect((await show(theirs.id)).id).toBe(theirs.id);
  });

  it('lists the advisors a contact may be given to, by name', async () => {
    const { status, body } = await call<{ advisors: { id: number; fullName: string }[] }>(
      advisor.get('/api/v2/parents/assignable_advisors'),
    );
    expect(status).toBe(200);
    const ids = body.advisors.map((a) => a.id);
    expect(ids).toContain(advisorEmployeeId);
    expect(ids).toContain(otherEmployeeId);
    expect(ids).not.toContain(world.users.tia.employeeId);
  });

  it('answers the referral sources and the abandoned checkout counts', async () => {
    const sources = await call<string[]>(advisor.get('/api/v2/parents/referral_sources'));
    expect(sources).toEqual({ status: 200, body: [...PARENT_REFERRAL_SOURCES] });
    const lead = (await create(advisor)).body.parent;
    await ctx.db
      .update(parents)
      .set({ abandonedAt: new Date(TEST_NOW.getTime() - DAY) })
      .where(eq(parents.id, lead.id));
    const counts = await call<{ abandonedCounts: Record<string, number> }>(
      advisor.get('/api/v2/parents/abandoned_counts'),
    );
    expect(counts.status).toBe(200);
    expect(counts.body.abandonedCounts).toMatchObject({ mine: 1, lastWeek: 1 });
    expect(counts.body.abandonedCounts.total).toBeGreaterThanOrEqual(1);
    const abandoned = await call<ListBody<'parents', Parent>>(
      advisor.get('/api/v2/parents?type=Lead&abandoned=true&per=100'),
    );
    expect(abandoned.status).toBe(200);
    expect(abandoned.body.parents.map((p) => p.id)).toContain(lead.id);
    expect(abandoned.body.parents.every((p) => p.abandonedAt !== null)).toBe(true);
    const others = await call<ListBody<'parents', Parent>>(
      advisor.get('/api/v2/parents?type=Lead&abandoned=false&per=100'),
    );
    expect(others.body.parents.map((p) => p.id)).not.toContain(lead.id);
  });

  it('locks and freezes a parent’s account through the users actions; never a colleague’s', async () => {
    const pamUser = world.users.pam.id;
    const locked = await advisor.put(`/api/v2/users/${pamUser}/lock`);
    expect(locked.status).toBe(200);
    expect((await show(world.users.pam.parentId!)).isLocked).toBe(true);
    expect((await advisor.put(`/api/v2/users/${pamUser}/unlock`)).status).toBe(200);
    expect((await advisor.put(`/api/v2/users/${pamUser}/freeze`)).status).toBe(200);
    expect((await show(world.users.pam.parentId!)).isFrozen).toBe(true);
    expect((await advisor.put(`/api/v2/users/${pamUser}/unfreeze`)).status).toBe(200);
    expect((await advisor.put(`/api/v2/users/${world.users.tia.id}/lock`)).status).toBe(403);
    expect(
      (
        await advisor.put(`/api/v2/users/${pamUser}/change_password`, {
          user: { password: 'x', passwordConfirmation: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it('answers 401, 403 and 404 by role; families read only who a parent is', async () => {
    const anonymous = new TestAgent(ctx.app);
    expect((await anonymous.get('/api/v2/parents')).status).toBe(401);
    expect((await tutor.post('/api/v2/parents', { parent: details() })).status).toBe(403);
    const mine = (await create(advisor)).body.parent;
    expect(
      (await tutor.put(`/api/v2/parents/${mine.id}/reassign`, { parent: { employeeId: null } }))
        .status,
    ).toBe(403);
    expect((await parent.get(`/api/v2/parents/${mine.id}`)).status).toBe(404);
    expect((await parent.get('/api/v2/parents/referral_sources')).status).toBe(403);
    const own = await call<OneBody<'parent', Record<string, unknown>>>(
      parent.get(`/api/v2/parents/${world.users.pam.parentId}`),
    );
    expect(own.status).toBe(200);
    expect(own.body.parent.firstName).toBe('Pam');
    expect(own.body.parent).not.toHaveProperty('npsScore');
    expect(own.body.parent).not.toHaveProperty('employeeId');
    expect(
      (
        await parent.put(`/api/v2/parents/${world.users.pam.parentId}`, {
          parent: { firstName: 'P' },
        })
      ).status,
    ).toBe(403);
  });
});
