import { describe, expect, it } from 'vitest';
import { courseCreate } from './courses.ts';
import { courseTemplateFill, type CourseTemplate } from './course-templates.ts';

const TEMPLATE: CourseTemplate = {
  id: 3,
  name: 'SAT Math Weekend Intensive',
  brandId: 2,
  brandName: 'SAT Prep Live',
  subjectId: 7,
  subjectName: 'SAT Math',
  duration: 1680,
  schedule: 'Sat 10:00am',
  materialId: 1,
  materialName: 'Official SAT Practice Workbook',
  notes: 'Students bring a graphing calculator.',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('course templates (spec staff-and-crm §3 courseTemplate)', () => {
  it("fills the brand, subject, duration, schedule, material and notes of a template's course", () => {
    expect(courseTemplateFill(TEMPLATE)).toEqual({
      brandId: 2,
      subjectId: 7,
      duration: 1680,
      schedule: 'Sat 10:00am',
      materialId: 1,
      notes: 'Students bring a graphing calculator.',
    });
  });

  it('leaves out what the template leaves empty, so the form keeps what the user typed', () => {
    const bare = {
      ...TEMPLATE,
      subjectId: null,
      duration: null,
      schedule: null,
      materialId: null,
      notes: null,
    };
    expect(courseTemplateFill(bare)).toEqual({ brandId: 2 });
  });

  it('leaves the template untouched', () => {
    const copy = structuredClone(TEMPLATE);
    courseTemplateFill(TEMPLATE);
    expect(TEMPLATE).toEqual(copy);
  });

  it('gives a course payload the course schema accepts, with the template id', () => {
    const payload = { title: 'SAT Weekend', name: 'sat-wknd', courseTemplateId: 3 };
    const parsed = courseCreate.safeParse({ ...payload, ...courseTemplateFill(TEMPLATE) });
    expect(parsed.success).toBe(true);
  });

  it('takes a template and a material as record ids, or null to clear them', () => {
    const base = { title: 'T', name: 'n', brandId: 1 };
    expect(
      courseCreate.safeParse({ ...base, courseTemplateId: null, materialId: null }).success,
    ).toBe(true);
    const bad = courseCreate.safeParse({ ...base, courseTemplateId: 0, materialId: 'workbook' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'courseTemplateId',
      'materialId',
    ]);
  });
});
