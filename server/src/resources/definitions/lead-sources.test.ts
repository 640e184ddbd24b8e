import {
  LEAD_SOURCE_ASSIGNEE_MESSAGE,
  type Course,
  type LeadSource,
  type PayrollItem,
} from '@tp/domain';
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

describe.each(BACKENDS)('lead sources and pending schools (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;
  let anonymous: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor, parent] = await ctx.signInAs('admin', 'advisor', 'tia', 'pam');
    anonymous = new TestAgent(ctx.app);
    await anonymous.get('/api/session.json');
  });
  afterAll(() => ctx?.close());

  const create = (agent: TestAgent, leadSource: Record<string, unknown>) =>
    call<OneBody<'lead_source', LeadSource> & ProblemBody>(
      agent.post('/api/v2/lead_sources', { lead_source: leadSource }),
    );
  const update = (agent: TestAgent, id: number, leadSource: Record<string, unknown>) =>
    call<OneBody<'lead_source', LeadSource> & ProblemBody>(
      agent.put(`/api/v2/lead_sources/${id}`, { lead_source: leadSource }),
    );

  it('creates a school, Uncategorized by default, with the assignee named', async () => {
    const { status, body } = await create(advisor, {
      name: 'Roosevelt Middle',
      type: 'School',
      category: 'Middle',
      schoolTypes: ['public', 'charter'],
      employeeId: world.users.advisor.employeeId,
    });
    expect(status).toBe(201);
    expect(body.lead_source).toMatchObject({
      name: 'Roosevelt Middle',
      status: 'uncategorized',
      schoolTypes: ['public', 'charter'],
      employeeId: world.users.advisor.employeeId,
    });
    expect(body.lead_source.employeeName).toEqual(expect.any(String));
  });

  it('refuses a category of the other kind and school types on a non-school', async () => {
    const wrong = await create(admin, { name: 'X', type: 'School', category: 'Library' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ category: ['is not a category of this type'] });
    const library = await create(admin, {
      name: 'Y',
      type: 'LeadSource',
      category: 'Library',
      schoolTypes: ['public'],
    });
    expect(library.status).toBe(422);
    expect(library.body.errors).toEqual({ schoolTypes: ['only schools have school types'] });
    expect((await create(admin, { name: '', type: 'School' })).status).toBe(422);
  });

  it('moves the status as spec §4 allows; a refused transition is a 422 naming both', async () => {
    const created = (await create(admin, { name: 'Status School', type: 'School' })).body
      .lead_source;
    const target = await update(admin, created.id, { status: 'target' });
    expect(target.status).toBe(200);
    expect(target.body.lead_source.status).toBe('target');
    expect((await update(admin, created.id, { status: 'managed' })).body.lead_source.status).toBe(
      'managed',
    );
    const refused = await update(admin, created.id, { status: 'target' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ status: ['cannot change from Managed to Target'] });
    expect((await update(admin, created.id, { status: 'ended' })).status).toBe(200);
    const noValue = await update(admin, created.id, { status: 'no_value' });
    expect(noValue.body.lead_source.status).toBe('no_value');
    const stuck = await update(admin, created.id, { status: 'target' });
    expect(stuck.body.errors).toEqual({ status: ['cannot change from No Value to Target'] });
    // A name change alone is no transition.
    expect((await update(admin, created.id, { name: 'Renamed' })).status).toBe(200);
  });

  it('does not change the type by an update', async () => {
    // Refused by name, not ignored: the type is set when a pending school is approved.
    const res = await update(admin, world.leadSources.pending.id, { type: 'School' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('type');
    const read = await call<OneBody<'lead_source', LeadSource>>(
      admin.get(`/api/v2/lead_sources/${world.leadSources.pending.id}`),
    );
    expect(read.body.lead_source.type).toBe('PendingSchool');
  });

  it('reassigns to another employee or to nobody', async () => {
    const id = world.leadSources.library.id;
    const res = await call<OneBody<'lead_source', LeadSource>>(
      advisor.put(`/api/v2/lead_sources/${id}/reassign`, {
        lead_source: { employeeId: world.users.admin.employeeId },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.lead_source.employeeId).toBe(world.users.admin.employeeId);
    const none = await call<OneBody<'lead_source', LeadSource>>(
      advisor.put(`/api/v2/lead_sources/${id}/reassign`, { lead_source: { employeeId: null } }),
    );
    expect(none.body.lead_source.employeeId).toBeNull();
    const unknown = await call<ProblemBody>(
      advisor.put(`/api/v2/lead_sources/${id}/reassign`, {
        lead_source: { employeeId: 999999 },
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ employeeId: ['is not an employee'] });
  });

  it('refuses to give a lead source to someone the assignees leave out, whichever call assigns', async () => {
    const id = world.leadSources.library.id;
    const tutorId = world.users.tia.employeeId;
    const reassigned = await call<ProblemBody>(
      advisor.put(`/api/v2/lead_sources/${id}/reassign`, { lead_source: { employeeId: tutorId } }),
    );
    expect(reassigned.status).toBe(422);
    expect(reassigned.body.errors).toEqual({ employeeId: [LEAD_SOURCE_ASSIGNEE_MESSAGE] });
    const created = await create(advisor, { name: 'Z', type: 'LeadSource', employeeId: tutorId });
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ employeeId: [LEAD_SOURCE_ASSIGNEE_MESSAGE] });
    const updated = await update(advisor, id, { employeeId: tutorId });
    expect(updated.status).toBe(422);
    expect(updated.body.errors).toEqual({ employeeId: [LEAD_SOURCE_ASSIGNEE_MESSAGE] });
  });

  it('lists the staff a lead source may be assigned to, not tutors', async () => {
    const res = await call<{ assignees: { id: number; name: string }[] }>(
      advisor.get('/api/v2/lead_sources/assignees'),
    );
    expect(res.status).toBe(200);
    const ids = res.body.assignees.map((a) => a.id);
    expect(ids).toContain(world.users.advisor.employeeId);
    expect(ids).not.toContain(world.users.tia.employeeId);
    expect((await tutor.get('/api/v2/lead_sources/assignees')).status).toBe(403);
  });

  it('answers the categories and school types', async () => {
    const res = await call<{ categories: { school: string[]; nonSchool: string[] } }>(
      tutor.get('/api/v2/lead_sources/categories'),
    );
    // Tutors are not staff.
    expect(res.status).toBe(403);
    const staff = await call<{
      categories: { school: string[]; nonSchool: string[] };
      schoolTypes: { id: string; name: string }[];
    }>(advisor.get('/api/v2/lead_sources/categories'));
    expect(staff.status).toBe(200);
    expect(staff.body.categories.school).toContain('High School');
    expect(staff.body.categories.nonSchool).toContain('Library');
    expect(staff.body.schoolTypes).toContainEqual({ id: 'home', name: 'Home' });
  });

  it('filters: quick filters (30 days), type, status, search', async () => {
    const recent = await call<ListBody<'lead_sources', LeadSource>>(
      admin.get('/api/v2/lead_sources?recent=true&per=100'),
    );
    const names = recent.body.lead_sources.map((l) => l.name);
    expect(names).toContain('Lincoln High School');
    expect(names).toContain('Lincoln Hi');
    expect(names).not.toContain('Springfield Library');
    const activity = await call<ListBody<'lead_sources', LeadSource>>(
      admin.get('/api/v2/lead_sources?recentActivity=true&per=100'),
    );
    expect(activity.body.lead_sources.map((l) => l.name)).toEqual(['Lincoln High School']);
    const pending = await call<ListBody<'lead_sources', LeadSource>>(
      admin.get('/api/v2/lead_sources?type=PendingSchool'),
    );
    expect(pending.body.lead_sources.every((l) => l.type === 'PendingSchool')).toBe(true);
    const search = await call<ListBody<'lead_sources', LeadSource>>(
      admin.get('/api/v2/lead_sources?query=lincoln&orderBy=name&orderSort=desc'),
    );
    expect(search.body.lead_sources.map((l) => l.name)).toEqual([
      'Lincoln High School',
      'Lincoln Hi',
    ]);
  });

  it('keeps lead sources from tutors, parents and the signed-out', async () => {
    expect((await anonymous.get('/api/v2/lead_sources')).status).toBe(401);
    expect((await tutor.get('/api/v2/lead_sources')).status).toBe(403);
    expect((await parent.get(`/api/v2/lead_sources/${world.leadSources.school.id}`)).status).toBe(
      404,
    );
    expect(
      (await tutor.post('/api/v2/lead_sources', { lead_source: { name: 'x', type: 'School' } }))
        .status,
    ).toBe(403);
    expect((await admin.get('/api/v2/lead_sources/999999')).status).toBe(404);
  });

  it('refuses merge and promote for a non-pending school with the spec alert', async () => {
    const merge = await call<ProblemBody>(
      admin.put(`/api/v2/pending_schools/${world.leadSources.school.id}/merge`, {
        actualSchoolId: world.leadSources.school.id,
      }),
    );
    expect(merge.status).toBe(422);
    expect(merge.body.errors).toEqual({ base: ['School must be pending to merge'] });
    const promote = await call<ProblemBody>(
      admin.put(`/api/v2/pending_schools/${world.leadSources.library.id}/promote`, { school: {} }),
    );
    expect(promote.status).toBe(422);
    expect(promote.body.errors).toEqual({ base: ['School must be pending to promote'] });
  });

  it('merges a pending school into an actual school and deletes it', async () => {
    const pending = (
      await create(admin, {
        name: 'Lincon High',
        type: 'PendingSchool',
        employeeId: world.users.admin.employeeId,
      })
    ).body.lead_source;
    const intoLibrary = await call<ProblemBody>(
      admin.put(`/api/v2/pending_schools/${pending.id}/merge`, {
        actualSchoolId: world.leadSources.library.id,
      }),
    );
    expect(intoLibrary.status).toBe(422);
    expect(intoLibrary.body.errors).toEqual({ actualSchoolId: ['must be an actual school'] });
    expect(
      (await tutor.put(`/api/v2/pending_schools/${pending.id}/merge`, { actualSchoolId: 1 }))
        .status,
    ).toBe(404);

    const res = await call<{ school: LeadSource }>(
      advisor.put(`/api/v2/pending_schools/${pending.id}/merge`, {
        actualSchoolId: world.leadSources.school.id,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({
      id: world.leadSources.school.id,
      type: 'School',
      // The school keeps its own assignee.
      employeeId: world.users.advisor.employeeId,
    });
    expect((await admin.get(`/api/v2/lead_sources/${pending.id}`)).status).toBe(404);
  });

  it('re-points the courses and Marketing payroll items of a merged pending school', async () => {
    const pending = (await create(admin, { name: 'Linc. High', type: 'PendingSchool' })).body
      .lead_source;
    const course = await call<OneBody<'course', Course>>(
      admin.post('/api/v2/courses', {
        course: {
          title: 'Merged Source Course',
          name: 'merge-src',
          brandId: world.brands.points.id,
          leadSourceId: pending.id,
        },
      }),
    );
    expect(course.status).toBe(201);
    const item = await call<OneBody<'payroll_item', PayrollItem>>(
      admin.post('/api/v2/payroll_items', {
        payroll_item: {
          employeeId: world.users.tia.employeeId,
          departmentId: world.department.id,
          payType: 'Marketing',
          quantity: 1,
          description: 'Booth at the school fair',
          linkId: pending.id,
        },
      }),
    );
    expect(item.status).toBe(201);
    const school = world.leadSources.school;

    const merged = await admin.put(`/api/v2/pending_schools/${pending.id}/merge`, {
      actualSchoolId: school.id,
    });
    expect(merged.status).toBe(200);
    const courseAfter = await call<OneBody<'course', Course>>(
      admin.get(`/api/v2/courses/${course.body.course.id}?include=leadSource`),
    );
    expect(courseAfter.body.course).toMatchObject({ leadSourceId: school.id });
    expect(courseAfter.body.course.leadSource?.name).toBe(school.name);
    const itemAfter = await call<OneBody<'payroll_item', PayrollItem>>(
      admin.get(`/api/v2/payroll_items/${item.body.payroll_item.id}`),
    );
    expect(itemAfter.body.payroll_item).toMatchObject({
      linkId: school.id,
      leadSourceName: school.name,
    });
  });

  it('refuses to delete a lead source a payroll item points at (409)', async () => {
    const source = (await create(admin, { name: 'Paid Fair', type: 'LeadSource' })).body
      .lead_source;
    const item = await admin.post('/api/v2/payroll_items', {
      payroll_item: {
        employeeId: world.users.tia.employeeId,
        departmentId: world.department.id,
        payType: 'Marketing',
        quantity: 1,
        description: 'Fair booth',
        linkId: source.id,
      },
    });
    expect(item.status).toBe(201);
    expect((await admin.delete(`/api/v2/lead_sources/${source.id}`)).status).toBe(409);
  });

  it('promotes a pending school to a school with corrections', async () => {
    const pending = (await create(admin, { name: 'Wash. Elem', type: 'PendingSchool' })).body
      .lead_source;
    const res = await call<OneBody<'pending_school', LeadSource>>(
      admin.put(`/api/v2/pending_schools/${pending.id}/promote`, {
        school: { name: 'Washington Elementary', category: 'Elementary', schoolTypes: ['public'] },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.pending_school).toMatchObject({
      type: 'School',
      name: 'Washington Elementary',
      category: 'Elementary',
      schoolTypes: ['public'],
    });
  });
});
