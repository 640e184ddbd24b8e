import type { Db } from '../db/client.ts';
import { courseTemplates, materials } from '../db/schema/index.ts';

/**
 * The resource world's catalogue: materials (two active, one retired) and two course
 * templates, a full one for the Points brand and a bare one for Private Tutoring. Seeded before
 * the courses: c1 is started from the full one and uses its workbook.
 */
export async function seedFixtureCourseTemplates(
  db: Db,
  ids: { pointsBrandId: number; privateBrandId: number; mathId: number },
) {
  const [workbook, testBook, retired] = await db
    .insert(materials)
    .values([
      { name: 'SAT Math Workbook' },
      { name: 'ACT Practice Tests' },
      { name: 'Old Algebra Book', active: false },
    ])
    .returning();
  const [satWeekend, privateBare] = await db
    .insert(courseTemplates)
    .values([
      {
        name: 'SAT Weekend',
        brandId: ids.pointsBrandId,
        subjectId: ids.mathId,
        duration: 960,
        schedule: 'Sat 10:00am',
        materialId: workbook!.id,
        notes: 'Bring a calculator.',
      },
      { name: 'Private Tutoring (bare)', brandId: ids.privateBrandId },
    ])
    .returning();
  return {
    materials: { workbook: workbook!, testBook: testBook!, retired: retired! },
    courseTemplates: { satWeekend: satWeekend!, privateBare: privateBare! },
  };
}
