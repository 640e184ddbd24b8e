import { RETIRED_MATERIAL_MESSAGE, type Course, type CourseTemplate } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
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

type TemplateList = ListBody<'course_templates', CourseTemplate>;
type CourseBody = OneBody<'course', Course>;

/** Course templates (spec staff-and-crm §3 courseTemplate, §7 /course_templates/{id}). */
describe.each(BACKENDS)('course templates (%s)', (backend) => {
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
  });
  afterAll(() => ctx?.close());

  const createCourse = (overrides: Record<string, unknown>) =>
    call<CourseBody>(
      advisor.post('/api/v2/courses', {
        course: {
          title: 'SAT Weekend (spring)',
          name: 'sat-weekend-spring',
          brandId: world.brands.points.id,
          ...overrides,
        },
      }),
    );

  it('lists the templates by name to staff, with their brand, subject and material names', async () => {
    const { status, body } = await call<TemplateList>(advisor.get('/api/v2/course_templates'));
    expect(status).toBe(200);
    expect(body.course_templates.map((t) => t.name)).toEqual([
      'Private Tutoring (bare)',
      'SAT Weekend',
    ]);
    expect(body.course_templates[1]).toMatchObject({
      id: world.courseTemplates.satWeekend.id,
      brandId: world.brands.points.id,
      brandName: 'Points Academy',
      subjectName: 'SAT Math',
      duration: 960,
      schedule: 'Sat 10:00am',
      materialId: world.materials.workbook.id,
      materialName: 'SAT Math Workbook',
      notes: 'Bring a calculator.',
    });
    expect(body.course_templates[0]).toMatchObject({
      brandName: 'Private Tutoring',
      subjectId: null,
      subjectName: null,
      materialName: null,
    });
    expect(body.meta.totalCount).toBe(2);
  });

  it('filters the list by brand', async () => {
    const { body } = await call<TemplateList>(
      admin.get(`/api/v2/course_templates?brandId=${world.brands.private.id}`),
    );
    expect(body.course_templates.map((t) => t.id)).toEqual([world.courseTemplates.privateBare.id]);
  });

  it('shows one template with its names, and 404 for one that does not exist', async () => {
    const id = world.courseTemplates.satWeekend.id;
    const { status, body } = await call<OneBody<'course_template', CourseTemplate>>(
      advisor.get(`/api/v2/course_templates/${id}`),
    );
    expect(status).toBe(200);
    expect(body.course_template).toMatchObject({
      id,
      name: 'SAT Weekend',
      brandName: 'Points Academy',
    });
    expect((await advisor.get('/api/v2/course_templates/999999')).status).toBe(404);
  });

  it('keeps templates from tutors, parents and the signed out', async () => {
    const id = world.courseTemplates.satWeekend.id;
    for (const agent of [tutor, parent]) {
      expect((await agent.get('/api/v2/course_templates')).status).toBe(403);
      // A record the caller may not read does not exist for them (ARCHITECTURE: 404).
      expect((await agent.get(`/api/v2/course_templates/${id}`)).status).toBe(404);
    }
    expect((await anonymous.get('/api/v2/course_templates')).status).toBe(401);
    expect((await anonymous.get(`/api/v2/course_templates/${id}`)).status).toBe(401);
  });

  it('stores the template and material of a course, answers the material name, embeds the template', async () => {
    const created = await createCourse({
      courseTemplateId: world.courseTemplates.satWeekend.id,
      materialId: world.materials.testBook.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.course).toMatchObject({
      courseTemplateId: world.courseTemplates.satWeekend.id,
      materialId: world.materials.testBook.id,
      materialName: 'ACT Practice Tests',
    });
    const shown = await call<CourseBody>(
      admin.get(`/api/v2/courses/${created.body.course.id}?include=courseTemplate`),
    );
    expect(shown.body.course.courseTemplate).toMatchObject({
      id: world.courseTemplates.satWeekend.id,
      name: 'SAT Weekend',
    });
    const byTemplate = await call<ListBody<'courses', Course>>(
      admin.get(`/api/v2/courses?courseTemplateId=${world.courseTemplates.satWeekend.id}`),
    );
    expect(byTemplate.body.courses.map((c) => c.id).sort()).toEqual(
      [world.courses.c1.id, created.body.course.id].sort(),
    );
  });

  it('gives no course a retired material, keeps it on one that had it, and clears both on edit', async () => {
    const refused = await call<ProblemBody>(
      advisor.post('/api/v2/courses', {
        course: {
          title: 'Retired',
          name: 'retired',
          brandId: world.brands.points.id,
          materialId: world.materials.retired.id,
        },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ materialId: [RETIRED_MATERIAL_MESSAGE] });

    const created = await createCourse({ materialId: world.materials.testBook.id });
    const id = created.body.course.id;
    const moved = await advisor.put(`/api/v2/courses/${id}`, {
      course: { materialId: world.materials.retired.id },
    });
    expect(moved.status).toBe(422);
    // A course that had it before it was retired keeps it through other edits.
    await ctx.db
      .update(courses)
      .set({ materialId: world.materials.retired.id })
      .where(eq(courses.id, id));
    const kept = await call<CourseBody>(
      advisor.put(`/api/v2/courses/${id}`, {
        course: { materialId: world.materials.retired.id, notes: 'Still uses the old book.' },
      }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.course.materialName).toBe('Old Algebra Book');

    const cleared = await call<CourseBody>(
      advisor.put(`/api/v2/courses/${id}`, {
        course: { materialId: null, courseTemplateId: null },
      }),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.course).toMatchObject({
      materialId: null,
      materialName: null,
      courseTemplateId: null,
    });
  });

  it('refuses an unknown template or material on its field (422), on create and on edit', async () => {
    const template = await call<ProblemBody>(
      advisor.post('/api/v2/courses', {
        course: {
          title: 'X',
          name: 'x',
          brandId: world.brands.points.id,
          courseTemplateId: 999_999,
        },
      }),
    );
    expect(template.status).toBe(422);
    expect(template.body.errors).toEqual({ courseTemplateId: ['must exist'] });
    const material = await call<ProblemBody>(
      advisor.put(`/api/v2/courses/${world.courses.c2.id}`, { course: { materialId: 999_999 } }),
    );
    expect(material.status).toBe(422);
    expect(material.body.errors).toEqual({ materialId: ['must exist'] });
    const notAnId = await call<ProblemBody>(
      advisor.put(`/api/v2/courses/${world.courses.c2.id}`, { course: { materialId: 'workbook' } }),
    );
    expect(notAnId.status).toBe(422);
    expect(notAnId.body.errors.materialId).toEqual(['must be a number']);
  });
});
