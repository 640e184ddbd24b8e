import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, storableText } from './payload-fields.ts';
import { departmentsAccess } from './access/departments.ts';

export const departmentRecord = z.object({ id: integer, name: z.string(), lockVersion: integer });
export type Department = z.infer<typeof departmentRecord>;

export const departmentCreate = z.object({ name: storableText.trim().min(1).max(100) });

export const departmentsContract = defineContract({
  name: 'departments',
  singular: departmentsAccess.singular,
  summary: 'Departments group brands (products).',
  record: departmentRecord,
  create: departmentCreate,
  update: departmentCreate.partial(),
  access: departmentsAccess.access,
});
