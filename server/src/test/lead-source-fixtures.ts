import type { Db } from '../db/client.ts';
import { leadSources, sessionTypes } from '../db/schema/index.ts';

const at = (iso: string) => new Date(iso);

/**
 * Lead sources of the resource world (TEST_NOW is 2026-03-10T15:00Z): a managed school
 * assigned to the advisor with recent activity, a pending school, a library (not a school),
 * and a session type of the Points brand.
 */
export async function seedFixtureLeadSources(
  db: Db,
  ids: { advisorEmployeeId: number; brandId: number },
) {
  const [school, pending, library] = await db
    .insert(leadSources)
    .values([
      {
        name: 'Lincoln High School',
        type: 'School',
        status: 'managed',
        category: 'High School',
        schoolTypes: ['public'],
        city: 'Springfield',
        state: 'IL',
        employeeId: ids.advisorEmployeeId,
        lastActivityAt: at('2026-03-01T10:00:00Z'),
      },
      {
        name: 'Lincoln Hi',
        type: 'PendingSchool',
        status: 'uncategorized',
        category: 'High School',
        lastPromotionAt: at('2026-03-05T10:00:00Z'),
      },
      {
        name: 'Springfield Library',
        type: 'LeadSource',
        status: 'target',
        category: 'Library',
        lastActivityAt: at('2025-12-01T10:00:00Z'),
      },
    ])
    .returning();
  const [online] = await db
    .insert(sessionTypes)
    .values([
      { brandId: ids.brandId, name: 'Online class', sessionClass: 'Course', minDuration: 30 },
    ])
    .returning();
  return { school: school!, pending: pending!, library: library!, sessionType: online! };
}
