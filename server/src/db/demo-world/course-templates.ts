import type { BrandName, SubjectName } from './catalogue.ts';
import { utcDayOffset } from './time.ts';
import type { BrandRow, CourseTemplateRow, MaterialRow, SubjectRow } from './types.ts';

/**
 * What courses use and what new courses start from (spec staff-and-crm §3 Course material and
 * courseTemplate): fixed lists, so the world is the same on every run without drawing numbers.
 */
const MATERIAL_SPECS = [
  { name: 'Official SAT Practice Workbook', active: true },
  { name: 'SAT Reading and Writing Workbook', active: true },
  { name: 'PSAT Practice Test Book', active: true },
  { name: 'ACT Math Practice Test Book', active: true },
  { name: 'Algebra I Skills Workbook', active: true },
  { name: 'Geometry Proofs Workbook', active: true },
  // Out of print: the courses that use it keep it, new ones cannot pick it (GET /materials).
  { name: 'Math Review Workbook (2019 edition)', active: false },
] as const satisfies readonly Omit<MaterialRow, 'id'>[];
export type MaterialName = (typeof MATERIAL_SPECS)[number]['name'];

interface CourseTemplateSpec {
  name: string;
  brand: BrandName;
  subject: SubjectName | null;
  duration: number | null;
  schedule: string | null;
  material: MaterialName | null;
  notes: string | null;
}

const COURSE_TEMPLATE_SPECS = [
  {
    name: 'SAT Math Weekend Intensive',
    brand: 'SAT Prep Live',
    subject: 'SAT Math',
    // Eight weeks of a two-hour Saturday class and a 90-minute Sunday review workshop.
    duration: 1680,
    schedule: 'Sat 10:00am',
    material: 'Official SAT Practice Workbook',
    notes: 'Students bring a graphing calculator. The Sunday review workshop is optional.',
  },
  {
    name: 'SAT Math Evening Cohort',
    brand: 'SAT Prep Live',
    subject: 'SAT Math',
    duration: 1440,
    schedule: 'Mon & Wed 7:00pm',
    material: 'Official SAT Practice Workbook',
    notes: 'A full practice test in week 4 and in week 8.',
  },
  {
    name: 'ACT Math Bootcamp',
    brand: 'ACT Prep Live',
    subject: 'ACT Math',
    duration: 1080,
    schedule: 'Tue & Thu 6:00pm',
    material: 'ACT Math Practice Test Book',
    notes: 'Two tutors per session: staff an assistant before publishing.',
  },
  {
    name: 'Algebra I Foundations',
    brand: 'Math Achievers Club',
    subject: 'Algebra I',
    duration: 1440,
    schedule: 'Tue & Thu 5:00pm',
    material: 'Algebra I Skills Workbook',
    notes: null,
  },
  {
    name: 'Private SAT Math Tutoring',
    brand: 'Private Tutoring',
    subject: 'SAT Math',
    // Private tutoring is sold by the hour: the length and times are agreed with each family.
    duration: null,
    schedule: null,
    material: 'Official SAT Practice Workbook',
    notes: 'Agree the weekly times with the family before the first session.',
  },
] as const satisfies readonly CourseTemplateSpec[];
export type CourseTemplateName = (typeof COURSE_TEMPLATE_SPECS)[number]['name'];

export function generateMaterials(): MaterialRow[] {
  return MATERIAL_SPECS.map((spec, index) => ({ id: index + 1, ...spec }));
}

export function generateCourseTemplates(
  now: Date,
  catalogue: {
    brands: readonly BrandRow[];
    subjects: readonly SubjectRow[];
    materials: readonly MaterialRow[];
  },
): CourseTemplateRow[] {
  const idOf = (rows: readonly { id: number; name: string }[], name: string | null) => {
    if (name === null) return null;
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`Course template names an unknown ${name}`);
    return row.id;
  };
  return COURSE_TEMPLATE_SPECS.map((spec: CourseTemplateSpec, index) => {
    const createdAt = utcDayOffset(now, -400 + index * 20);
    return {
      id: index + 1,
      name: spec.name,
      brandId: idOf(catalogue.brands, spec.brand)!,
      subjectId: idOf(catalogue.subjects, spec.subject),
      duration: spec.duration,
      schedule: spec.schedule,
      materialId: idOf(catalogue.materials, spec.material),
      notes: spec.notes,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
