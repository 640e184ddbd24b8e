import { z } from 'zod';
import { departments } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { textSearch } from '../filters.ts';

const departmentPayload = z.object({ name: z.string().trim().min(1).max(100) });

export const departmentsResource = defineResource({
  name: 'departments',
  summary: 'Departments group brands (products).',
  from: departments,
  fields: { id: departments.id, name: departments.name },
  idColumn: departments.id,
  sortable: { id: departments.id, name: departments.name },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: { query: textSearch([departments.name], 'Name contains (case-insensitive).') },
  serialize: (row) => ({ id: row.id, name: row.name }),
  record: z.object({ id: z.number().int(), name: z.string() }),
  write: { table: departments, create: departmentPayload, update: departmentPayload.partial() },
});
