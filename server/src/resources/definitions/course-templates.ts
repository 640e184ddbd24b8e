import { courseTemplatesContract } from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { brands, courseTemplates, materials, subjects } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { integerIn, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';

/**
 * The name of the subject or material a nullable reference points at (null without one), for
 * the records that carry it (templates, courses' material).
 */
export const referencedName = (
  table: typeof subjects | typeof materials,
  reference: PgColumn,
  alias: string,
) =>
  sql<string | null>`(select ${table.name} from ${table}
    where ${table.id} = ${qualified(reference)})`.as(alias);

/** Course templates, read-only: the course form starts a new course from one (staff only). */
export const courseTemplatesResource = defineResource({
  contract: courseTemplatesContract,
  from: courseTemplates,
  joins: [{ table: brands, on: eq(brands.id, courseTemplates.brandId) }],
  fields: {
    id: courseTemplates.id,
    name: courseTemplates.name,
    brandId: courseTemplates.brandId,
    brandName: brands.name,
    subjectId: courseTemplates.subjectId,
    subjectName: referencedName(subjects, courseTemplates.subjectId, 'subject_name'),
    duration: courseTemplates.duration,
    schedule: courseTemplates.schedule,
    materialId: courseTemplates.materialId,
    materialName: referencedName(materials, courseTemplates.materialId, 'material_name'),
    notes: courseTemplates.notes,
    createdAt: courseTemplates.createdAt,
    updatedAt: courseTemplates.updatedAt,
  },
  idColumn: courseTemplates.id,
  sortable: {
    id: courseTemplates.id,
    name: courseTemplates.name,
    brand_id: courseTemplates.brandId,
    created_at: courseTemplates.createdAt,
  },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: {
    brandId: integerIn(courseTemplates.brandId, 'Brand id.'),
    subjectId: integerIn(courseTemplates.subjectId, 'Subject id.'),
    query: textSearch({ name: courseTemplates.name }, 'Name contains (case-insensitive).'),
  },
  includes: {
    brand: { kind: 'belongsTo', target: 'brands', foreignKey: 'brandId' },
    subject: { kind: 'belongsTo', target: 'subjects', foreignKey: 'subjectId' },
  },
  serialize: (row) => ({
    ...row,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
});
