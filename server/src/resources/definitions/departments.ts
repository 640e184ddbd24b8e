import { departmentsContract } from '@tp/domain';
import { departments } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { textSearch } from '../filters.ts';

export const departmentsResource = defineResource({
  contract: departmentsContract,
  from: departments,
  fields: { id: departments.id, name: departments.name, lockVersion: departments.lockVersion },
  idColumn: departments.id,
  sortable: { id: departments.id, name: departments.name },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: { query: textSearch({ name: departments.name }, 'Name contains (case-insensitive).') },
  serialize: (row) => ({ id: row.id, name: row.name, lockVersion: row.lockVersion }),
  write: { table: departments },
});
