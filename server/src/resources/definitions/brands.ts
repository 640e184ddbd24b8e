import { brandsContract } from '@tp/domain';
import { brands } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, textSearch } from '../filters.ts';

export const brandsResource = defineResource({
  contract: brandsContract,
  from: brands,
  fields: {
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
    lockVersion: brands.lockVersion,
  },
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
    query: textSearch({ name: brands.name }, 'Name contains (case-insensitive).'),
  },
  includes: {
    department: { kind: 'belongsTo', target: 'departments', foreignKey: 'departmentId' },
  },
  serialize: (row) => ({ ...row }),
  write: { table: brands },
});
