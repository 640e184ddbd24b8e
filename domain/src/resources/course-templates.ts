import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { courseTemplatesAccess } from './access/course-templates.ts';

/**
 * A course template (spec staff-and-crm §3 Course courseTemplate/courseTemplateId, §7
 * /course_templates/{id}): what a new course of a kind usually has (brand, subject, length,
 * schedule, material, notes), so staff start a course from it instead of typing it all. The
 * names of its brand, subject and material come with it, for the form's choices and the page.
 */
export const courseTemplateRecord = z.object({
  id: integer,
  name: z.string(),
  brandId: integer,
  brandName: z.string(),
  subjectId: integer.nullable(),
  subjectName: z.string().nullable(),
  /** Total minutes of instruction, as a course's duration. */
  duration: integer.nullable(),
  /** When such a course meets, in words ("Sat 10:00am"). */
  schedule: z.string().nullable(),
  materialId: integer.nullable(),
  materialName: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CourseTemplate = z.infer<typeof courseTemplateRecord>;

/** The course fields a template fills. */
export interface CourseTemplateFill {
  brandId: number;
  subjectId?: number;
  duration?: number;
  schedule?: string;
  materialId?: number;
  notes?: string;
}

/**
 * What picking a template fills in a new course's form: its brand, and the subject, duration,
 * schedule, material and notes it has. What it leaves empty is left out, so a field the user
 * already filled keeps their value; the user can still change every field afterwards.
 */
export function courseTemplateFill(template: CourseTemplate): CourseTemplateFill {
  const fill: CourseTemplateFill = { brandId: template.brandId };
  if (template.subjectId !== null) fill.subjectId = template.subjectId;
  if (template.duration !== null) fill.duration = template.duration;
  if (template.schedule !== null) fill.schedule = template.schedule;
  if (template.materialId !== null) fill.materialId = template.materialId;
  if (template.notes !== null) fill.notes = template.notes;
  return fill;
}

export const courseTemplatesContract = defineContract({
  name: 'course_templates',
  singular: courseTemplatesAccess.singular,
  summary:
    'Course templates: the brand, subject, duration, schedule, material and notes a new course of a kind starts from (read-only, staff).',
  record: courseTemplateRecord,
  access: courseTemplatesAccess.access,
});

/** A course may keep a material that was retired, but no course newly takes one (422). */
export const RETIRED_MATERIAL_MESSAGE = 'is retired: choose a material still in use';
