import { z } from 'zod';
import { brands } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, textSearch } from '../filters.ts';

const brandPayload = z.object({
  name: z.string().trim().min(1).max(100),
  departmentId: z.number().int().positive(),
  active: z.boolean().optional(),
  includePoints: z.boolean().optional(),
  includeSessions: z.boolean().optional(),
  includeStudents: z.boolean().optional(),
  includeEmployees: z.boolean().optional(),
  includeJointSessions: z.boolean().optional(),
  includeScoreReports: z.boolean().optional(),
  allowManualAttendance: z.boolean().optional(),
  forceDuration: z.number().int().min(5).max(600).nullable().optional(),
});

const fields = {
  id: brands.id,
  name: brands.name,
  departmentId: brands.departmentId,
  active: brands.active,
  includePoints: brands.includePoints,
  includeSessions: brands.includeSessions,
  includeStudents: brands.includeStudents,
  includeEmployees: brands.includeEmployees,
  includeJointSessions: brands.includeJointSessions,
  includeScoreReports: brands.includeScoreReports,
  allowManualAttendance: brands.allowManualAttendance,
  forceDuration: brands.forceDuration,
};

export const brandsResource = defineResource({
  name: 'brands',
  summary: 'Brands are product definitions: what a course of the brand includes and how it runs.',
  from: brands,
  fields,
  idColumn: brands.id,
  sortable: {
    id: brands.id,
    name: brands.name,
    department_id: brands.departmentId,
    active: brands.active,
  },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: {
    departmentId: integerIn(brands.departmentId, 'Department id.'),
    active: booleanIs(brands.active, 'Active brands only (true) or inactive only (false).'),
    query: textSearch([brands.name], 'Name contains (case-insensitive).'),
  },
  includes: {
    department: { kind: 'belongsTo', target: 'departments', foreignKey: 'departmentId' },
  },
  serialize: (row) => ({ ...row }),
  record: z.object({
    id: z.number().int(),
    name: z.string(),
    departmentId: z.number().int(),
    active: z.boolean(),
    includePoints: z.boolean(),
    includeSessions: z.boolean(),
    includeStudents: z.boolean(),
    includeEmployees: z.boolean(),
    includeJointSessions: z.boolean(),
    includeScoreReports: z.boolean(),
    allowManualAttendance: z.boolean(),
    forceDuration: z.number().int().nullable(),
  }),
  write: { table: brands, create: brandPayload, update: brandPayload.partial() },
});
